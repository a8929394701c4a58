import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { ANTD_THEME } from '@reformas/web-core';

// antd is not shared between the shell and the remotes: what renders antd components brings its own
// ConfigProvider with the Spanish locale and the common theme.
export function AntdScreen({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
