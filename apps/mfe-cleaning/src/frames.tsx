// Run in Node by the build (tools/rspack/remote.config.mjs): routes.json and the frames of src/routes.tsx, with
// the stylesheets the frames use (the cards' and the gallery's, the ratings').
import boardCss from '@reformas/web-core/styles/board.css?raw';
import galleryCss from '@reformas/web-core/styles/photo-gallery.css?raw';
import reviewsCss from '@reformas/web-core/styles/reviews.css?raw';
import cleaningCss from './cleaning.css?raw';
import { renderFrames } from '@reformas/web-core/frames';
import { CLEANING_ROUTES } from './routes';

export const frameFiles = (remote: string, scripts: Record<string, string>) =>
  renderFrames(remote, CLEANING_ROUTES, [boardCss, galleryCss, reviewsCss, cleaningCss], scripts);
