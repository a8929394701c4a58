import { PHOTO_THUMB_SIZE, type Photo } from '@reformas/shared-types/photos';

/**
 * A photo's 320×240 thumbnail: its box is set by width and height (nothing moves when it arrives), loaded only
 * near the viewport. No antd: the home's cards use it.
 */
export function PhotoThumb({ photo, alt, className }: { photo: Photo; alt: string; className?: string }) {
  return (
    <img
      className={className ? `photo-thumb ${className}` : 'photo-thumb'}
      src={photo.thumbUrl}
      width={PHOTO_THUMB_SIZE.width}
      height={PHOTO_THUMB_SIZE.height}
      loading="lazy"
      decoding="async"
      alt={alt}
    />
  );
}
