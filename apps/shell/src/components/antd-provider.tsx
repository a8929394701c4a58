import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { ANTD_THEME } from '@reformas/web-core';

// antd is not shared between apps (see tools/rspack/module-federation.shared.mjs), and it is kept out of the home's
// first load: every part of the shell that uses antd wraps itself in this provider (Spanish locale, our theme).
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
