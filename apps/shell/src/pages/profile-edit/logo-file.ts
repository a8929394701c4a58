import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@reformas/shared-types';
import { PROFILE_EDIT_TEXTS } from '@reformas/i18n-es';

/** Checked in the browser before reading the file (JPG, PNG, GIF, max 5MB): null when acceptable. */
export function logoFileError(file: { type: string; size: number }): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return PROFILE_EDIT_TEXTS.logoBadType;
  if (file.size > LOGO_MAX_BYTES) return PROFILE_EDIT_TEXTS.logoTooBig;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('lectura'));
    reader.onerror = () => reject(reader.error ?? new Error('lectura'));
    reader.readAsDataURL(file);
  });
}
