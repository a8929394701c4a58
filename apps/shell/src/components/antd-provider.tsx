import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';

export const ANTD_THEME = { token: { colorPrimary: '#1d4ed8', borderRadius: 8, fontFamily: 'inherit' } };

// antd is not shared between apps (see tools/rspack/module-federation.shared.mjs), and it is kept out of the home's
// first load: every part of the shell that uses antd wraps itself in this provider (Spanish locale, our theme).
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
