// mfe-renovation: the renovation remote: project board, professional and client areas, request form, professionals directory (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

// One module per route area; knip.config.js reads them as entry files.
export const exposes = {
  './ProjectsPage': './src/pages/projects/projects.page.tsx',
  './ProjectDetailPage': './src/pages/project-detail/project-detail.page.tsx',
  './WorkerViewPage': './src/pages/worker-view/worker-view.page.tsx',
  './ClientViewPage': './src/pages/client-view/client-view.page.tsx',
  './CreatePostPage': './src/pages/create-post/create-post.page.tsx',
  './WorkerProfilesPage': './src/pages/worker-profiles/worker-profiles.page.tsx',
  './WorkerProfileDetailPage': './src/pages/worker-profile-detail/worker-profile-detail.page.tsx',
};

export default createRemoteConfig({
  name: 'mfe_renovation',
  title: 'Reformas',
  root: import.meta.url,
  exposes,
});
