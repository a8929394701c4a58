// The routes of this remote, the one list: the standalone dev page mounts it, and the build writes it as
// routes.json with each route's frame (src/frames.tsx), which the shell routes to at run time. `module`: the
// exposed module (rspack.config.mjs) that shows the route.
import type { RemoteRouteDefinition } from '@reformas/web-core/frames';
import { CleaningPage } from './pages/cleaning/cleaning.page';
import { CleaningFrame } from './pages/cleaning/cleaning.frame';
import { cleaningServices } from './api/cleaning-services.query';
import { CleaningDetailPage } from './pages/cleaning-detail/cleaning-detail.page';
import { CleaningDetailFrame } from './pages/cleaning-detail/cleaning-detail.frame';
import { CreateCleaningPage } from './pages/create-cleaning/create-cleaning.page';

export const CLEANING_ROUTES: RemoteRouteDefinition[] = [
  {
    path: '/cleaning',
    module: 'CleaningPage',
    Page: CleaningPage,
    Frame: CleaningFrame,
    // The directory's first page as the page asks for it unfiltered (fetched with the HTML, used by the page's own
    // request). A filtered link (?city=) asks for another URL.
    preload: cleaningServices.firstPageUrl,
  },
  {
    path: '/cleaning/:id',
    module: 'CleaningDetailPage',
    Page: CleaningDetailPage,
    // One composed page for every id (pages/cleaning/_.html).
    Frame: CleaningDetailFrame,
    exists: '/api/cleaning/:id',
  },
  { path: '/create-cleaning', module: 'CreateCleaningPage', Page: CreateCleaningPage },
];
