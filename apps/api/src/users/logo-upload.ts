import { API_MESSAGES } from '@reformas/i18n-es';
import { LOGO_MAX_BYTES } from '@reformas/shared-types';
import type { ImageUploadRoute } from '../media/image-upload';

/** PUT /api/users/{id}/logo: the image's bytes as they are, read only for the user themselves. */
export const LOGO_UPLOAD_ROUTE: ImageUploadRoute = {
  method: 'PUT',
  url: '/api/users/:id/logo',
  maxBytes: LOGO_MAX_BYTES,
  tooBig: 'LOGO_TOO_BIG',
  wrongType: API_MESSAGES.logoContentType,
  mayUpload: (user, id) => user.id === id,
};
