import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DomainError } from '../common/domain-error';
import { LOGO_SIZES, type LogoSize } from './media-names';

/** What an upload may be, judged by its bytes (never by its name or Content-Type). */
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
// A small file can claim a huge canvas (a 5 MB PNG of one colour may be 100,000 × 100,000 px) and decoding it
// would take gigabytes: 50 megapixels covers the photos of today's phones.
export const MAX_PIXELS = 50_000_000;
// Encoding takes memory in proportion to the image: two at a time, the rest wait their turn.
const MAX_CONCURRENT = 2;

// libvips keeps recent operations cached by default: nothing here is ever decoded twice.
sharp.cache(false);

export type EncodedLogo = { key: string; files: { size: LogoSize; bytes: Buffer }[] };

let running = 0;
const waiting: (() => void)[] = [];

export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The image type the bytes really are, or null when it is none of the accepted ones. */
export async function acceptedType(bytes: Buffer): Promise<string | null> {
  // file-type ships only ES modules: loaded when first needed (Node requires it in the bundle).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  return type && ACCEPTED.has(type.mime) ? type.mime : null;
}

/**
 * An uploaded logo as the files we serve: WebP at 1× and 2× of the largest box that shows it, oriented, without
 * metadata (sharp strips EXIF, GPS and colour profiles unless asked to keep them), first frame of an animation.
 * Refuses (400) what is not really a PNG, JPEG, WebP or GIF and what does not decode.
 */
export async function encodeLogo(bytes: Buffer): Promise<EncodedLogo> {
  if (!(await acceptedType(bytes))) throw new DomainError('LOGO_BAD_TYPE');
  return inTurn(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true });
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
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new DomainError('LOGO_TOO_MANY_PIXELS');
      throw new DomainError('LOGO_UNREADABLE');
    }
  });
}
