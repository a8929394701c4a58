import { createHash } from 'node:crypto';
import { decodeInTurn } from './image-decode';
import { LOGO_SIZES, type LogoSize } from './media-names';

export type EncodedLogo = { key: string; files: { size: LogoSize; bytes: Buffer }[] };

/**
 * An uploaded logo as the files we serve: WebP at 1× and 2× of the largest box that shows it, oriented, without
 * metadata (sharp strips EXIF, GPS and colour profiles unless asked to keep them), first frame of an animation.
 * Decoded in `account`'s turn, within the limits of image-decode.ts.
 */
export function encodeLogo(bytes: Buffer, account: number): Promise<EncodedLogo> {
  return decodeInTurn(bytes, account, 'LOGO_BAD_TYPE', async (image) => {
    const files = await Promise.all(
      LOGO_SIZES.map(async (size) => ({
        size,
        bytes: await image
          .clone()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer(),
      })),
    );
    const largest = files[files.length - 1]?.bytes ?? Buffer.alloc(0);
    return { key: createHash('sha256').update(largest).digest('hex').slice(0, 32), files };
  });
}
