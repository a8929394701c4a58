// The routes of this remote as the shell mounts them (apps/shell/src/app.tsx): one exposed page per route.
// Used by the standalone dev page; the shell owns the real URL space.
import type { ComponentType } from 'react';
import { ProjectsPage } from './pages/projects/projects.page';
import { ProjectDetailPage } from './pages/project-detail/project-detail.page';
import { WorkerViewPage } from './pages/worker-view/worker-view.page';
import { ClientViewPage } from './pages/client-view/client-view.page';
import { CreatePostPage } from './pages/create-post/create-post.page';
import { WorkerProfilesPage } from './pages/worker-profiles/worker-profiles.page';
import { WorkerProfileDetailPage } from './pages/worker-profile-detail/worker-profile-detail.page';

export const RENOVATION_ROUTES: { path: string; Page: ComponentType }[] = [
  { path: '/projects', Page: ProjectsPage },
  { path: '/projects/:id', Page: ProjectDetailPage },
  { path: '/worker-view', Page: WorkerViewPage },
  { path: '/client-view', Page: ClientViewPage },
  { path: '/create-post', Page: CreatePostPage },
  { path: '/worker-profiles', Page: WorkerProfilesPage },
  { path: '/worker-profiles/:id', Page: WorkerProfileDetailPage },
];
