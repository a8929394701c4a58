// Run in Node by the build (tools/rspack/remote.config.mjs): routes.json of src/routes.tsx; no route has a frame.
import { renderFrames } from '@reformas/web-core/frames';
import { ADMIN_ROUTES } from './routes';

export const frameFiles = (remote: string) => renderFrames(remote, ADMIN_ROUTES, []);
