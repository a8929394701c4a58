import type { ReactNode } from 'react';
import { AntdProvider } from '@reformas/web-core/ui';
import '@reformas/web-core/styles/base.css';
import '@reformas/web-core/styles/board.css';
import '@reformas/web-core/styles/photo-gallery.css';
import '../cleaning.css';

// Each exposed page brings antd's locale and theme (antd is not shared) and the page's width and padding.
export function CleaningScreen({ children }: { children: ReactNode }) {
  return (
    <AntdProvider>
      <div className="cleaning-screen">{children}</div>
    </AntdProvider>
  );
}
