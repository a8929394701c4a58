// Run in Node by the build (tools/rspack/remote.config.mjs): routes.json and the frames of src/routes.tsx, with
// the stylesheets the frames use.
import baseCss from '@reformas/web-core/styles/base.css?raw';
import boardCss from '@reformas/web-core/styles/board.css?raw';
import cleaningCss from './cleaning.css?raw';
import { renderFrames } from '@reformas/web-core/frames';
import { CLEANING_ROUTES } from './routes';

export const frameFiles = (remote: string) =>
  renderFrames(remote, CLEANING_ROUTES, [baseCss, boardCss, cleaningCss]);
