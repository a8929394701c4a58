// Run in Node by the build (tools/rspack/remote.config.mjs): routes.json and the frames of src/routes.tsx, with
// the one stylesheet the frame uses.
import calculatorCss from './calculator.css?raw';
import { renderFrames } from '@reformas/web-core/frames';
import { CALCULATOR_ROUTES } from './routes';

export const frameFiles = (remote: string) => renderFrames(remote, CALCULATOR_ROUTES, [calculatorCss]);
