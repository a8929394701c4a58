import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { ANTD_THEME } from '@reformas/web-core';

// antd is not shared between the shell and the remotes: each exposed screen brings its own
// ConfigProvider with the Spanish locale and the common theme (its contrast holds WCAG AA; antd's own blue
// button did not, axe-core in e2e/calculator.spec.ts).
export function CalculatorProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
