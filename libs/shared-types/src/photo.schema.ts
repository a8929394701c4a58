import { z } from './zod-es';

/** A photo id: the first 128 bits (hex) of the hash naming its files. */
export const photoIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Foto no válida');

/** One photo as the API shows it: addresses of its two sizes, both served with immutable caching. */
export const photoSchema = z.object({
  id: z.string(),
  // 320×240, cropped to fill the box: lists and gallery strips.
  thumbUrl: z.string(),
  // At most 1600 px on its longer side, whole: the gallery.
  url: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** The `photos` field of a request, a worker profile and a cleaning service: in the order they were added. */
export const photoListSchema = z.array(photoSchema);
