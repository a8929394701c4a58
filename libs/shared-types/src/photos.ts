// Photos of work and of what needs doing: a request's, a professional's profile's and a cleaning
// service's. Uploaded one at a time as raw image bytes (like the logo), stored re-encoded in the media store.
// Free of zod (the `./photos` entry): the home's request cards read these without loading it.
import type { Photo } from './photo.schema';

export type { Photo } from './photo.schema';

/** At most this many photos per request, per worker profile and per cleaning service. */
export const PHOTO_LIMITS = { project: 6, workerProfile: 12, cleaningService: 12 } as const;
export type PhotoOwnerKind = keyof typeof PHOTO_LIMITS;

/** The largest photo file a browser may send (phones take photos of 3 to 8 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The image types the pickers offer; the API checks the bytes, not the name. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The thumbnail's box, in CSS pixels: cards and gallery strips show it at this size (no layout shift). */
export const PHOTO_THUMB_SIZE = { width: 320, height: 240 } as const;

/** The addresses of a photo's files (media store names: `<id>-320.webp`, `<id>-1600.webp`). */
export function photoOf(id: string): Photo {
  return { id, thumbUrl: `/api/media/${id}-320.webp`, url: `/api/media/${id}-1600.webp` };
}
