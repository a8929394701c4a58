import { API_MESSAGES } from '@reformas/i18n-es';
import { PHOTO_MAX_BYTES, type PhotoOwnerKind } from '@reformas/shared-types';
import type { ImageUploadRoute } from '../media/image-upload';
import type { PhotosService } from './photos.service';

/** Where each kind of row takes its photos (POST, one image's bytes per call). */
export const PHOTO_ROUTES = {
  project: 'projects/:id/photos',
  workerProfile: 'workers/:id/photos',
  cleaningService: 'cleaning/:id/photos',
} as const satisfies Record<PhotoOwnerKind, string>;

/** The photo uploads for the image parser: bytes read only for the row's owner, at most PHOTO_MAX_BYTES. */
export function photoUploadRoutes(photos: PhotosService): ImageUploadRoute[] {
  return (Object.keys(PHOTO_ROUTES) as PhotoOwnerKind[]).map((kind) => ({
    method: 'POST',
    url: `/api/${PHOTO_ROUTES[kind]}`,
    maxBytes: PHOTO_MAX_BYTES,
    tooBig: 'PHOTO_TOO_BIG',
    wrongType: API_MESSAGES.photoContentType,
    mayUpload: (user, id) => photos.isOwner(kind, id, user),
  }));
}
