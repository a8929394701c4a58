// `@reformas/web-core/frame-dom`: pieces of web-core's components built with the DOM alone, for the remotes'
// frame scripts (inlined in the composed pages, run before any framework): each is held equal to its React
// component by a test. No framework and no other web-core import: frame scripts stay a few kB.
export { element } from './element.dom';
export { photoGalleryElement, type PhotoGalleryDomOptions } from './photo-gallery.dom';
export { cardRatingElement, type CardRatingFields } from './card-rating.dom';
export { emailVerifiedMarkElement } from './email-verified-mark.dom';
