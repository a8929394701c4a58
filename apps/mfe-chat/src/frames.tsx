// Run in Node by the build (tools/rspack/remote.config.mjs): routes.json and the frames of src/routes.tsx, with
// the stylesheets the frames use.
import baseCss from '@reformas/web-core/styles/base.css?raw';
import chatWindowCss from '@reformas/web-core/styles/chat-window.css?raw';
import { renderFrames } from '@reformas/web-core/frames';
import { CHAT_ROUTES } from './routes';

export const frameFiles = (remote: string) => renderFrames(remote, CHAT_ROUTES, [baseCss, chatWindowCss]);
