// The routes of this remote, the one list: the standalone dev page mounts it, and the build writes it as
// routes.json (src/frames.tsx), which the shell routes to at run time. No frames: the console is for a handful of
// operators, never composed at release nor drawn on the server; the shell's loading state is enough.
import type { RemoteRouteDefinition } from '@reformas/web-core/frames';
import { AdminPage } from './pages/console/admin.page';

export const ADMIN_ROUTES: RemoteRouteDefinition[] = [
  { path: '/admin', module: 'AdminPage', Page: AdminPage },
  { path: '/admin/errors', module: 'AdminPage', Page: AdminPage },
  { path: '/admin/item/:type/:id', module: 'AdminPage', Page: AdminPage },
];
