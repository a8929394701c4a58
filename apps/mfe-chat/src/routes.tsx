// The routes of this remote, the one list: the standalone dev page mounts it, and the build writes it as
// routes.json with each route's frame (src/frames.tsx), which the shell routes to at run time. `module`: the
// exposed module (rspack.config.mjs) that shows the route.
import type { RemoteRouteDefinition } from '@reformas/web-core/frames';
import { ChatPage } from './pages/chat/chat.page';
import { ChatFrame } from './pages/chat/chat.frame';

export const CHAT_ROUTES: RemoteRouteDefinition[] = [
  // Two paths, not '/chat/:contactId?': /chat is a static path, which gets a composed page with its frame.
  { path: '/chat', module: 'ChatPage', Page: ChatPage, Frame: ChatFrame },
  { path: '/chat/:contactId', module: 'ChatPage', Page: ChatPage, Frame: ChatFrame },
];
