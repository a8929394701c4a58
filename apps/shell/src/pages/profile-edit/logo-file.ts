import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@reformas/shared-types';
import { PROFILE_EDIT_TEXTS } from '@reformas/i18n-es';

/** Checked in the browser before uploading the file (JPG, PNG, GIF, max 5MB): null when acceptable. */
export function logoFileError(file: { type: string; size: number }): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return PROFILE_EDIT_TEXTS.logoBadType;
  if (file.size > LOGO_MAX_BYTES) return PROFILE_EDIT_TEXTS.logoTooBig;
  return null;
}
