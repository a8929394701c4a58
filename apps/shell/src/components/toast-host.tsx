import { useEffect, useState } from 'react';
import { notification } from 'antd';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, subscribeToasts, type Toast } from '@reformas/web-core';
import { AntdProvider } from '@reformas/web-core/ui';

type HostProps = { early: Toast[]; onReady: () => void };

const GAP_PX = 12;

/**
 * Where a toast goes (docs/product.md, "Notifications"): right under the header while it is in view, so it never
 * covers the header's buttons ('Perfil', the menu), and at the top of the window once the header has scrolled away.
 */
function toastTop(): number {
  const header = document.querySelector('.site-header');
  return Math.max(header?.getBoundingClientRect().bottom ?? 0, 0) + GAP_PX;
}

/** A phone: a toast under the header would cover the page's title, so it goes to the bottom of the screen. */
const PHONE = '(max-width: 700px)';

function ToastRenderer({ early, onReady }: HostProps) {
  const [top, setTop] = useState(GAP_PX);
  const [api, contextHolder] = notification.useNotification({
    maxCount: TOAST_MAX_VISIBLE,
    duration: TOAST_DURATION_MS / 1000,
    placement: 'topRight',
    top,
    bottom: GAP_PX,
  });
  useEffect(() => {
    const show = (toast: Toast) => {
      const phone = window.matchMedia(PHONE).matches;
      if (!phone) setTop(toastTop());
      api.open({
        type: toast.type,
        title: toast.title,
        description: toast.description,
        role: 'status',
        placement: phone ? 'bottom' : 'topRight',
      });
    };
    // Toasts raised while this chunk was loading: only the last can be visible anyway (at most 1).
    onReady();
    const last = early.at(-1);
    if (last) show(last);
    early.length = 0;
    return subscribeToasts(show);
  }, [api, early, onReady]);
  useEffect(() => {
    // F8 moves the keyboard focus to the notification area (docs/product.md, "Notifications").
    const focusToasts = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const area = document.querySelector<HTMLElement>('.ant-notification');
      if (!area) return;
      event.preventDefault();
      area.tabIndex = -1;
      area.focus();
    };
    window.addEventListener('keydown', focusToasts);
    return () => window.removeEventListener('keydown', focusToasts);
  }, []);
  return <>{contextHolder}</>;
}

/** The page's only toast renderer (shell and remotes call `notify` from @reformas/web-core): at most 1 visible, 5 s. */
export function ToastHost(props: HostProps) {
  return (
    <AntdProvider>
      <ToastRenderer {...props} />
    </AntdProvider>
  );
}
