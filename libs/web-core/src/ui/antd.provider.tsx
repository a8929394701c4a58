import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { ANTD_THEME } from '@reformas/web-core';

// antd is not shared between the apps (tools/rspack/module-federation.shared.mjs): every screen that renders antd
// wraps itself in this provider, the one place of the Spanish locale and the common theme.
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
