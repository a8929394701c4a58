import type { ReactNode } from 'react';
import { Link } from '@reformas/web-core';

/** A link drawn as antd's button (primary, or the default outline) beside antd's own buttons. */
export function LinkButton({
  to,
  primary = false,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Link className={`ant-btn ${primary ? 'ant-btn-primary' : 'ant-btn-default'} link-button`} to={to}>
      {children}
    </Link>
  );
}
