// Every place the shell shows a remote module, as data: the router builds its remote routes from it (app.tsx), and
// the build writes it beside the shell (tools/postbuild.mjs -> remote-routes.json) for the release tool
// (tools/release): a remote release that no longer exposes one of these modules is refused, and its smoke test
// opens these paths. `frame`: what the route shows, prerendered, until its remote has loaded.
import type { ComponentType } from 'react';
import { ChatFrame } from '../prerender/chat.frame';
import { ProjectsFrame, WorkerProfilesFrame, WorkerViewFrame } from '../prerender/renovation.frames';

export type RemoteRouteEntry = {
  path: string;
  module: string;
  frame?: ComponentType;
  /** A shell page that holds the module as one of its sections (not a route of its own). */
  section?: boolean;
};

export const REMOTE_ROUTES: RemoteRouteEntry[] = [
  { path: '/projects', module: 'mfe_renovation/ProjectsPage', frame: ProjectsFrame },
  { path: '/projects/:id', module: 'mfe_renovation/ProjectDetailPage' },
  { path: '/worker-view', module: 'mfe_renovation/WorkerViewPage', frame: WorkerViewFrame },
  { path: '/client-view', module: 'mfe_renovation/ClientViewPage' },
  { path: '/create-post', module: 'mfe_renovation/CreatePostPage' },
  { path: '/worker-profiles', module: 'mfe_renovation/WorkerProfilesPage', frame: WorkerProfilesFrame },
  { path: '/worker-profiles/:id', module: 'mfe_renovation/WorkerProfileDetailPage' },
  { path: '/cleaning', module: 'mfe_cleaning/CleaningPage' },
  { path: '/cleaning/:id', module: 'mfe_cleaning/CleaningDetailPage' },
  { path: '/create-cleaning', module: 'mfe_cleaning/CreateCleaningPage' },
  { path: '/chat', module: 'mfe_chat/ChatPage', frame: ChatFrame },
  { path: '/chat/:contactId', module: 'mfe_chat/ChatPage', frame: ChatFrame },
  { path: '/calculator', module: 'mfe_calculator/CalculatorPage' },
  { path: '/services', module: 'mfe_calculator/Calculator', section: true },
];

/** What the release tool reads: paths and modules, no components. */
export function remoteRoutesManifest(): { path: string; module: string; section?: boolean }[] {
  return REMOTE_ROUTES.map(({ path, module, section }) => ({
    path,
    module,
    ...(section ? { section } : {}),
  }));
}
