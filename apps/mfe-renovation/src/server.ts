// The public pages of this remote as the shell's renderer draws them on the server (tools/rspack/remote-server.mjs
// builds this into server/remote.cjs of each release): the same page components the browser hydrates, the head
// each page gets from its data, and the stylesheets they need.
import boardCss from '@reformas/web-core/styles/board.css?raw';
import galleryCss from '@reformas/web-core/styles/photo-gallery.css?raw';
import reviewsCss from '@reformas/web-core/styles/reviews.css?raw';
import type { RemoteServerModule } from '@reformas/web-core';
import renovationCss from './renovation.css?raw';
import { ProjectsPage } from './pages/projects/projects.page';
import { ProjectDetailPage } from './pages/project-detail/project-detail.page';
import { WorkerProfilesPage } from './pages/worker-profiles/worker-profiles.page';
import { WorkerProfileDetailPage } from './pages/worker-profile-detail/worker-profile-detail.page';
import { minifyCss } from '@reformas/web-core/frames';

export const remote: RemoteServerModule<{ title: string }> = {
  routes: [
    { path: '/projects', module: 'ProjectsPage', Page: ProjectsPage, head: () => ({ title: 'Solicitudes' }) },
    {
      path: '/projects/:id',
      module: 'ProjectDetailPage',
      Page: ProjectDetailPage,
      head: () => ({ title: 'Solicitud' }),
    },
    {
      path: '/worker-profiles',
      module: 'WorkerProfilesPage',
      Page: WorkerProfilesPage,
      head: () => ({ title: 'Profesionales' }),
    },
    {
      path: '/worker-profiles/:id',
      module: 'WorkerProfileDetailPage',
      Page: WorkerProfileDetailPage,
      head: () => ({ title: 'Profesional' }),
    },
  ],
  css: minifyCss([boardCss, galleryCss, reviewsCss, renovationCss].join('\n')),
};
