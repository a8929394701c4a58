// The routes of this remote, the one list: the standalone dev page mounts it, and the build writes it as
// routes.json with each route's frame (src/frames.tsx), which the shell routes to at run time. `module`: the
// exposed module (rspack.config.mjs) that shows the route.
import type { RemoteRouteDefinition } from '@reformas/web-core/frames';
import { ProjectsPage } from './pages/projects/projects.page';
import { ProjectsFrame } from './pages/projects/projects.frame';
import { projectsBoard } from './api/projects.query';
import { workerDirectory } from './api/worker-directory.query';
import { ProjectDetailPage } from './pages/project-detail/project-detail.page';
import { ProjectDetailFrame } from './pages/project-detail/project-detail.frame';
import { WorkerViewPage } from './pages/worker-view/worker-view.page';
import { WorkerViewFrame } from './pages/worker-view/worker-view.frame';
import { ClientViewPage } from './pages/client-view/client-view.page';
import { CreatePostPage } from './pages/create-post/create-post.page';
import { WorkerProfilesPage } from './pages/worker-profiles/worker-profiles.page';
import { WorkerProfilesFrame } from './pages/worker-profiles/worker-profiles.frame';
import { WorkerProfileDetailPage } from './pages/worker-profile-detail/worker-profile-detail.page';
import { WorkerProfileDetailFrame } from './pages/worker-profile-detail/worker-profile-detail.frame';

export const RENOVATION_ROUTES: RemoteRouteDefinition[] = [
  {
    path: '/projects',
    module: 'ProjectsPage',
    Page: ProjectsPage,
    Frame: ProjectsFrame,
    // The board's first page as the page asks for it unfiltered (fetched with the HTML, used by the page's own
    // request). A filtered link (?type=) asks for another URL.
    preload: projectsBoard.firstPageUrl,
  },
  {
    path: '/projects/:id',
    module: 'ProjectDetailPage',
    Page: ProjectDetailPage,
    // One composed page for every id (pages/projects/_.html).
    Frame: ProjectDetailFrame,
    exists: '/api/projects/:id',
  },
  { path: '/worker-view', module: 'WorkerViewPage', Page: WorkerViewPage, Frame: WorkerViewFrame },
  { path: '/client-view', module: 'ClientViewPage', Page: ClientViewPage },
  { path: '/create-post', module: 'CreatePostPage', Page: CreatePostPage },
  {
    path: '/worker-profiles',
    module: 'WorkerProfilesPage',
    Page: WorkerProfilesPage,
    Frame: WorkerProfilesFrame,
    // The directory's first page as the page asks for it, newest first and unsearched: fetched with the HTML, used
    // by the page's own request.
    preload: workerDirectory.firstPageUrl,
  },
  {
    path: '/worker-profiles/:id',
    module: 'WorkerProfileDetailPage',
    Page: WorkerProfileDetailPage,
    // One composed page for every id (pages/worker-profiles/_.html).
    Frame: WorkerProfileDetailFrame,
    exists: '/api/workers/:id',
  },
];
