// The photo gallery (ui/photo.gallery.tsx) as it first renders, closed, built with
// the DOM alone, for the frame scripts of the pages whose first photo is their LCP on a phone (a request's page,
// a cleaning service's page): the browser starts that photo's download with the HTML instead of after the
// remote's code. The page's React gallery then takes its place with the same markup and the same box (the thumb's
// width, height and aspect ratio). photo-gallery.dom.test.tsx holds the two equal.
import { PHOTO_THUMB_SIZE, type Photo } from '@reformas/shared-types/photos';
import { PHOTO_TEXTS } from '@reformas/i18n-es';
import { element } from './element.dom';

export type PhotoGalleryDomOptions = {
  photos: readonly Photo[];
  altOf: (n: number) => string;
  title?: string;
  shown?: number;
  /** As PhotoGallery's `priority`: the first thumbnail eager and fetched first. */
  priority?: boolean;
};

/** PhotoGallery's markup before it is opened; null without photos (the React gallery renders nothing). */
export function photoGalleryElement({
  photos,
  altOf,
  title = PHOTO_TEXTS.galleryLabel,
  shown,
  priority = false,
}: PhotoGalleryDomOptions): HTMLElement | null {
  const total = photos.length;
  if (total === 0) return null;
  const strip = element(
    'ul',
    { class: 'photo-gallery-strip' },
    ...photos.slice(0, shown).map((photo, i) => {
      const first = priority && i === 0;
      return element(
        'li',
        {},
        element(
          'button',
          { type: 'button', class: 'photo-gallery-open', 'aria-haspopup': 'dialog' },
          element('img', {
            class: 'photo-thumb',
            src: photo.thumbUrl,
            width: String(PHOTO_THUMB_SIZE.width),
            height: String(PHOTO_THUMB_SIZE.height),
            loading: first ? 'eager' : 'lazy',
            fetchpriority: first ? 'high' : 'auto',
            decoding: 'async',
            alt: altOf(i + 1),
          }),
          element('span', { class: 'visually-hidden' }, PHOTO_TEXTS.open(i + 1, total)),
        ),
      );
    }),
  );
  if (shown !== undefined && total > shown)
    strip.append(
      element(
        'li',
        {},
        element(
          'button',
          { type: 'button', class: 'photo-gallery-more', 'aria-haspopup': 'dialog' },
          PHOTO_TEXTS.more(total - shown),
        ),
      ),
    );
  return element(
    'section',
    { class: 'photo-gallery', 'aria-label': title },
    strip,
    element('dialog', { class: 'photo-viewer', 'aria-label': title }),
  );
}
