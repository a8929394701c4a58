// The routes of this remote as the shell mounts them (apps/shell/src/app.tsx): one exposed page per route.
// Used by the standalone dev page; the shell owns the real URL space.
import type { ComponentType } from 'react';
import { ChatPage } from './pages/chat/chat.page';

export const CHAT_ROUTES: { path: string; Page: ComponentType }[] = [
  { path: '/chat/:contactId?', Page: ChatPage },
];
