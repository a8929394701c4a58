import { useEffect, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import type { Photo } from '@reformas/shared-types/photos';
import { PHOTO_TEXTS } from '@reformas/i18n-es';
import { PhotoThumb } from './photo.thumb';

const T = PHOTO_TEXTS;
// A horizontal swipe this long (CSS px) moves to the next or previous photo on a touch screen.
const SWIPE_PX = 40;

export type PhotoGalleryProps = {
  photos: Photo[];
  /** The alternative text of photo n (1-based): what it belongs to, in Spanish. */
  altOf: (n: number) => string;
  /** The section's heading. */
  title?: string;
  /** At most this many thumbnails in the strip (a card); the viewer still goes through every photo. */
  shown?: number;
  /**
   * The gallery is in view when the page opens (a request's or a service's own page, where its first photo is
   * the largest element on a phone): the first thumbnail is fetched at once and first, the rest stay lazy.
   */
  priority?: boolean;
};

/**
 * Photos as a strip of thumbnails that opens a viewer: each thumbnail is a button (Tab reaches it,
 * Enter or a tap opens it); in the viewer the arrow keys and a swipe move, Escape and 'Cerrar' close, and the
 * focus goes back to the thumbnail. A native modal <dialog> (no antd: the request's page keeps its first load
 * small): the browser keeps the focus inside and the page behind inert. Styled by styles/photo-gallery.css, which
 * each remote's screen imports beside board.css.
 */
export function PhotoGallery({
  photos,
  altOf,
  title = T.galleryLabel,
  shown,
  priority = false,
}: PhotoGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const touchX = useRef<number | null>(null);
  const total = photos.length;
  const open = index !== null && index < total;

  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    // jsdom has no showModal: the attribute alone still shows it in tests.
    if (open && !box.open) {
      if (typeof box.showModal === 'function') box.showModal();
      else box.setAttribute('open', '');
    }
    if (!open && box.open) {
      if (typeof box.close === 'function') box.close();
      else box.removeAttribute('open');
    }
  }, [open]);

  if (total === 0) return null;

  const show = (n: number) => setIndex(((n % total) + total) % total);
  const close = () => {
    setIndex(null);
    opener.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (index === null) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || index === null || Math.abs(end - start) < SWIPE_PX) return;
    show(end < start ? index + 1 : index - 1);
  };
  const current = open ? photos[index] : undefined;
  // Opens the viewer at photo `i`; closing it gives the focus back to the button that opened it.
  const openAt = (i: number) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    show(i);
  };

  return (
    <section className="photo-gallery" aria-label={title}>
      <ul className="photo-gallery-strip">
        {photos.slice(0, shown).map((photo, i) => (
          <li key={photo.id}>
            <button type="button" className="photo-gallery-open" aria-haspopup="dialog" onClick={openAt(i)}>
              <PhotoThumb photo={photo} alt={altOf(i + 1)} priority={priority && i === 0} />
              <span className="visually-hidden">{T.open(i + 1, total)}</span>
            </button>
          </li>
        ))}
        {shown !== undefined && total > shown ? (
          <li>
            <button
              type="button"
              className="photo-gallery-more"
              aria-haspopup="dialog"
              onClick={openAt(shown)}
            >
              {T.more(total - shown)}
            </button>
          </li>
        ) : null}
      </ul>
      <dialog
        ref={dialog}
        className="photo-viewer"
        aria-label={current && index !== null ? T.position(index + 1, total) : title}
        onCancel={(event) => {
          // Escape: closed here, so the state and the focus follow.
          event.preventDefault();
          close();
        }}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {current && index !== null ? (
          <>
            <div className="photo-viewer-bar">
              <p className="photo-viewer-position" aria-live="polite">
                {T.position(index + 1, total)}
              </p>
              <button type="button" className="photo-viewer-close" onClick={close} autoFocus>
                {T.close}
              </button>
            </div>
            <img className="photo-viewer-image" src={current.url} alt={altOf(index + 1)} />
            {total > 1 ? (
              <div className="photo-viewer-nav">
                <button type="button" onClick={() => show(index - 1)} aria-label={T.previous}>
                  ‹
                </button>
                <button type="button" onClick={() => show(index + 1)} aria-label={T.next}>
                  ›
                </button>
              </div>
            ) : null}
            <p className="photo-viewer-hint">{T.keyboardHint}</p>
          </>
        ) : null}
      </dialog>
    </section>
  );
}
