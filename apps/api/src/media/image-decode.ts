import sharp, { type Metadata, type Sharp } from 'sharp';
import { DomainError, type DomainErrorCode } from '../common/domain-error';
import { imageTurns } from './image-turns';

/** What an upload may be, judged by its bytes (never by its name or Content-Type). */
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
// A small file can claim a huge canvas (a 48 KB PNG may say 49,999,000 × 1 px) and decoding it would take
// gigabytes. Each limit is read from the header before any decoding: 50 megapixels covers today's phones; a
// side of 16,383 px is WebP's own limit (what we store); 20:1 covers panoramas and wide logos, and refuses the
// degenerate shapes (one pixel tall, millions wide) whose every row is a huge buffer.
const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 16_383;
const MAX_ASPECT = 20;
// The longest one decode and its encodings may take; a truncated or crafted file that makes libvips crawl is
// stopped here instead of holding a turn for a minute.
const DECODE_SECONDS = 10;

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

// libvips keeps recent operations cached by default: nothing here is ever decoded twice.
sharp.cache(false);

const DECODE_REFUSALS = new Set<DomainErrorCode>([
  'LOGO_BAD_TYPE',
  'PHOTO_BAD_TYPE',
  'LOGO_UNREADABLE',
  'LOGO_TOO_MANY_PIXELS',
  'IMAGE_TOO_LARGE',
  'IMAGE_BAD_SHAPE',
  'IMAGE_TOO_SLOW',
]);

/**
 * Whether an upload failed on its image (not an image, too large, undecodable, too slow): such an upload keeps its
 * count against the write limit, so nobody can keep the decoders busy with refused files for free.
 */
export const isImageRefusal = (error: unknown): boolean =>
  error instanceof DomainError && DECODE_REFUSALS.has(error.code);

/** The image type the bytes really are, or null when it is none of the accepted ones. */
async function acceptedType(bytes: Buffer): Promise<string | null> {
  // file-type ships only ES modules: loaded when first needed (Node requires it in the bundle).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  return type && ACCEPTED.has(type.mime) ? type.mime : null;
}

/**
 * The memory a decode of these bytes is estimated to take, from the header alone; refuses (400) what is too
 * large, of a degenerate shape, or whose header does not read.
 */
async function decodeCost(bytes: Buffer): Promise<number> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('LOGO_UNREADABLE');
  }
  const { width, height } = header;
  if (!width || !height) throw new DomainError('LOGO_UNREADABLE');
  if (width * height > MAX_PIXELS) throw new DomainError('LOGO_TOO_MANY_PIXELS');
  if (width > MAX_SIDE || height > MAX_SIDE) throw new DomainError('IMAGE_TOO_LARGE');
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT)
    throw new DomainError('IMAGE_BAD_SHAPE');
  const cost = width * height * (header.channels ?? 4) * (BYTES_PER_SAMPLE[header.depth ?? 'uchar'] ?? 1);
  if (!imageTurns.fits(cost)) throw new DomainError('IMAGE_TOO_LARGE');
  return cost;
}

/**
 * Decodes the uploaded `bytes` of `account` in its turn (media/image-turns.ts) and hands the image to `encode`,
 * within DECODE_SECONDS. Refuses (400) what is not really a PNG, JPEG, WebP or GIF (`badType`), what is too large
 * or oddly shaped, what does not decode and what takes too long.
 */
export async function decodeInTurn<T>(
  bytes: Buffer,
  account: number,
  badType: 'LOGO_BAD_TYPE' | 'PHOTO_BAD_TYPE',
  encode: (image: Sharp) => Promise<T>,
): Promise<T> {
  if (!(await acceptedType(bytes))) throw new DomainError(badType);
  const cost = await decodeCost(bytes);
  return imageTurns.decode(account, cost, async () => {
    try {
      const image = sharp(bytes, {
        limitInputPixels: MAX_PIXELS,
        failOn: 'error',
        autoOrient: true,
        sequentialRead: true,
      }).timeout({ seconds: DECODE_SECONDS });
      return await encode(image);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof Error && /timeout/i.test(error.message)) throw new DomainError('IMAGE_TOO_SLOW');
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new DomainError('LOGO_TOO_MANY_PIXELS');
      throw new DomainError('LOGO_UNREADABLE');
    }
  });
}
