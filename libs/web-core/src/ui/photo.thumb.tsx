import { PHOTO_THUMB_SIZE, type Photo } from '@reformas/shared-types/photos';

export type PhotoThumbProps = {
  photo: Photo;
  alt: string;
  className?: string;
  /**
   * The first card's photo, in view when the page opens (on a phone, often its largest element): fetched at once
   * and first, where a lazy one waits for layout and weighs on the page's LCP.
   */
  priority?: boolean;
};

/**
 * A photo's 320×240 thumbnail: its box is set by width and height (nothing moves when it arrives), loaded only
 * near the viewport unless `priority`. No antd: the home's cards use it.
 */
export function PhotoThumb({ photo, alt, className, priority = false }: PhotoThumbProps) {
  return (
    <img
      className={className ? `photo-thumb ${className}` : 'photo-thumb'}
      src={photo.thumbUrl}
      width={PHOTO_THUMB_SIZE.width}
      height={PHOTO_THUMB_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      alt={alt}
    />
  );
}
