// The public pages of this remote as the shell's renderer draws them on the server (tools/rspack/remote-server.mjs
// builds this into server/remote.cjs of each release): the same page components the browser hydrates, the head
// each page gets from its data, and the stylesheets they need.
import baseCss from '@reformas/web-core/styles/base.css?raw';
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
import type { PageHead } from '@reformas/web-core/seo';
import { boardHead, directoryHead, professionalHead, projectHead } from './server-heads';

export const remote: RemoteServerModule<PageHead> = {
  routes: [
    { path: '/projects', module: 'ProjectsPage', Page: ProjectsPage, head: boardHead },
    { path: '/projects/:id', module: 'ProjectDetailPage', Page: ProjectDetailPage, head: projectHead },
    { path: '/worker-profiles', module: 'WorkerProfilesPage', Page: WorkerProfilesPage, head: directoryHead },
    {
      path: '/worker-profiles/:id',
      module: 'WorkerProfileDetailPage',
      Page: WorkerProfileDetailPage,
      head: professionalHead,
    },
  ],
  css: minifyCss([baseCss, boardCss, galleryCss, reviewsCss, renovationCss].join('\n')),
};
