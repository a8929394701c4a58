import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { ANTD_THEME } from '@reformas/web-core';
import '../cleaning.css';

// antd is not shared between the shell and the remotes: each exposed page brings its own ConfigProvider with
// the Spanish locale and the common theme, and the page's width and padding (cleaning.css).
export function CleaningScreen({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      <div className="cleaning-screen">{children}</div>
    </ConfigProvider>
  );
}
