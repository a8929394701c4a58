// Run in Node by the build (tools/rspack/remote.config.mjs): routes.json and the frames of src/routes.tsx, with
// the stylesheets the frames use.
import boardCss from '@reformas/web-core/styles/board.css?raw';
import galleryCss from '@reformas/web-core/styles/photo-gallery.css?raw';
import reviewsCss from '@reformas/web-core/styles/reviews.css?raw';
import renovationCss from './renovation.css?raw';
import { renderFrames } from '@reformas/web-core/frames';
import { RENOVATION_ROUTES } from './routes';

export const frameFiles = (remote: string, scripts: Record<string, string>) =>
  renderFrames(remote, RENOVATION_ROUTES, [boardCss, galleryCss, reviewsCss, renovationCss], scripts);
