import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';

// antd is not shared between the shell and the remotes: each exposed screen brings its own
// ConfigProvider with the Spanish locale.
export function CalculatorProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={esES}>{children}</ConfigProvider>;
}
