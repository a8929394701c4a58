import type { ReactNode } from 'react';
import '@reformas/web-core/styles/base.css';
import '@reformas/web-core/styles/board.css';
import '@reformas/web-core/styles/photo-gallery.css';
import '../renovation.css';

// The page's width and padding. No antd here: the board, the dashboard and the directory ship none on their
// first load (Lighthouse on a phone, BENCHMARKS.md); the screens that use antd add <AntdScreen> inside.
export function RenovationScreen({ children }: { children: ReactNode }) {
  return <div className="renovation-screen">{children}</div>;
}
