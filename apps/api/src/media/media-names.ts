/**
 * Names of stored images: `<key>-<size>.webp`, the key being the first 128 bits (hex) of the SHA-256 of the
 * largest variant. A name is the whole address of a file: anything else (dots, slashes, other extensions) is no
 * name at all, so a request can never reach outside the store.
 */
const NAME = /^([0-9a-f]{32})-(96|192|320|1600)\.webp$/;
const URL_PREFIX = '/api/media/';

/** Logo sizes in CSS pixels × density: the largest box that shows a logo is 96 px (worker page, profile edit). */
export const LOGO_SIZES = [96, 192] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

/** Photo variants: a 320×240 thumbnail cropped to fill, and the whole photo within 1600 px. */
export const PHOTO_SIZES = [320, 1600] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export function isMediaName(name: string): boolean {
  return NAME.test(name);
}

/** The key of a photo variant's name (`<key>-320.webp`, `<key>-1600.webp`), or null for a logo's or no name. */
export function photoKeyOfName(name: string): string | null {
  const [, key, size] = NAME.exec(name) ?? [];
  return key && (PHOTO_SIZES as readonly number[]).includes(Number(size)) ? key : null;
}

export function mediaName(key: string, size: LogoSize | PhotoSize): string {
  return `${key}-${size}.webp`;
}

/** The address the JSON answers carry (`logoUrl`): the largest variant. */
export function logoUrlOf(key: string): string {
  return `${URL_PREFIX}${mediaName(key, LOGO_SIZES[LOGO_SIZES.length - 1] ?? 192)}`;
}

/** The key of a logo address of ours, or null for anything else (an old data URL, null). */
export function logoKeyOf(url: string | null): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null;
  return NAME.exec(url.slice(URL_PREFIX.length))?.[1] ?? null;
}
