import { createHash } from 'node:crypto';
import { PHOTO_THUMB_SIZE } from '@reformas/shared-types';
import { decodeInTurn } from './image-decode';
import { PHOTO_SIZES, type PhotoSize } from './media-names';

export type EncodedPhoto = { key: string; files: { size: PhotoSize; bytes: Buffer }[] };

const LARGEST = PHOTO_SIZES[PHOTO_SIZES.length - 1] ?? 1600;

/**
 * An uploaded photo as the files we serve, both WebP, oriented, without metadata (sharp drops EXIF and GPS: a
 * phone's photo of a kitchen must not say where the kitchen is): a 320×240 thumbnail cropped to fill its box,
 * and the whole photo within 1600 px. The key hashes `scope` (the row it belongs to) with the large file, so
 * each row's photos have files of their own and removing one never touches another row's. Decoded in
 * `account`'s turn, within the limits of image-decode.ts.
 */
export function encodePhoto(bytes: Buffer, scope: string, account: number): Promise<EncodedPhoto> {
  return decodeInTurn(bytes, account, 'PHOTO_BAD_TYPE', async (image) => {
    const [thumb, large] = await Promise.all([
      image
        .clone()
        .resize(PHOTO_THUMB_SIZE.width, PHOTO_THUMB_SIZE.height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 75 })
        .toBuffer(),
      image
        .clone()
        .resize(LARGEST, LARGEST, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    const key = createHash('sha256').update(`${scope}\n`).update(large).digest('hex').slice(0, 32);
    return {
      key,
      files: [
        { size: 320, bytes: thumb },
        { size: 1600, bytes: large },
      ],
    };
  });
}
