import { renderToStaticMarkup } from 'react-dom/server';
import { photoOf } from '@reformas/shared-types/photos';
import { PhotoGallery, type PhotoGalleryProps } from '../ui/photo.gallery';
import { photoGalleryElement } from './photo-gallery.dom';

/** The React gallery as a page first renders it, parsed into a DOM node. */
function reactGallery(props: PhotoGalleryProps): Element | null {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<PhotoGallery {...props} />);
  // React's server renderer puts a preload of a high-priority image before it: only the gallery is compared.
  return holder.querySelector('section');
}

describe("the photo gallery drawn by a frame's script, before the remote loads", () => {
  const photos = ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => photoOf(c.repeat(32)));
  const altOf = (n: number) => `Foto ${n} de la solicitud: Baño & "ducha" <Lugo>`;

  it('is the page’s gallery, node for node: first photo eager or not, every photo or a few and a “more” button', () => {
    for (const props of [
      { photos, altOf, priority: true },
      { photos, altOf },
      { photos, altOf, shown: 4, priority: true },
      { photos: photos.slice(0, 1), altOf, shown: 4, title: 'Fotos del servicio' },
    ] satisfies PhotoGalleryProps[]) {
      const built = photoGalleryElement(props);
      const expected = reactGallery(props);
      expect(built?.outerHTML).toBe(expected?.outerHTML);
      expect(expected && built?.isEqualNode(expected)).toBe(true);
    }
  });

  it('draws nothing without photos, as the page', () => {
    expect(photoGalleryElement({ photos: [], altOf })).toBeNull();
    expect(reactGallery({ photos: [], altOf })).toBeNull();
  });
});
