// Run in Node by the build (tools/rspack/remote.config.mjs): routes.json from src/routes.tsx (no frames yet).
import { renderFrames } from '@reformas/web-core/frames';
import { CALCULATOR_ROUTES } from './routes';

export const frameFiles = (remote: string) => renderFrames(remote, CALCULATOR_ROUTES, []);
