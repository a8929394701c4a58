import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import '../chat.css';

// The shell's theme (apps/shell/src/components/antd-provider.tsx): antd's default blue is too light for white text.
const THEME = { token: { colorPrimary: '#1d4ed8', borderRadius: 8, fontFamily: 'inherit' } };

// antd is not shared between the shell and the remotes: each exposed page brings its own ConfigProvider with
// the Spanish locale, and the page's width and padding.
export function ChatScreen({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={THEME}>
      <div className="chat-screen">{children}</div>
    </ConfigProvider>
  );
}
