// The routes of this remote, the one list: the standalone dev page mounts it, and the build writes it as
// routes.json (src/frames.tsx), which the shell routes to at run time. The shell's /services shows the exposed
// './Calculator' as a section of its own page: that one is the shell's, not a route here.
import type { RemoteRouteDefinition } from '@reformas/web-core/frames';
import { CalculatorFrame, CalculatorPage } from './pages/calculator.page';

export const CALCULATOR_ROUTES: RemoteRouteDefinition[] = [
  { path: '/calculator', module: 'CalculatorPage', Page: CalculatorPage, Frame: CalculatorFrame },
];
