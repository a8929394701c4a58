// The routes of this remote, the one list: the standalone dev page mounts it, and the build writes it as
// routes.json (src/frames.tsx), which the shell routes to at run time. `module`: the exposed module
// (rspack.config.mjs) that shows the route.
import type { RemoteRouteDefinition } from '@reformas/web-core/frames';
import { CleaningPage } from './pages/cleaning/cleaning.page';
import { CleaningDetailPage } from './pages/cleaning-detail/cleaning-detail.page';
import { CreateCleaningPage } from './pages/create-cleaning/create-cleaning.page';

export const CLEANING_ROUTES: RemoteRouteDefinition[] = [
  { path: '/cleaning', module: 'CleaningPage', Page: CleaningPage },
  { path: '/cleaning/:id', module: 'CleaningDetailPage', Page: CleaningDetailPage },
  { path: '/create-cleaning', module: 'CreateCleaningPage', Page: CreateCleaningPage },
];
