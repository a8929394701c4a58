import type { ReactNode } from 'react';
import '@reformas/web-core/styles/base.css';
import '@reformas/web-core/styles/chat-window.css';
import '../chat.css';

// The chat's screens use native controls and CSS (no antd on the first paint: Lighthouse mobile); only the
// profile dialog, loaded on demand, brings antd with its own ConfigProvider.
export function ChatScreen({ children }: { children: ReactNode }) {
  return <div className="chat-screen">{children}</div>;
}
