import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath, subscribeToasts, useLocation, type Toast } from '@reformas/web-core';
import { NOT_FOUND_PAGE_TITLE, PAGE_TITLES } from '@reformas/i18n-es';
import { Footer } from './footer';
import { Header } from './header';
import { EmailBanner } from './email-banner';

// Toasts need antd's notification (about 55 kB gzip): it is loaded when the first toast is raised, not before.
const ToastHost = lazy(() => import('../components/toast-host').then((m) => ({ default: m.ToastHost })));

export function ShellLayout({ children }: { children: ReactNode }) {
  const [early, setEarly] = useState<Toast[] | null>(null);
  const stopEarly = useRef<(() => void) | null>(null);
  const onToastHostReady = useCallback(() => stopEarly.current?.(), []);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Each page its own title (the one of its route in PAGE_TITLES; an address of no route, the 404's).
  useEffect(() => {
    const route = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
    document.title = route?.[1] ?? NOT_FOUND_PAGE_TITLE;
  }, [pathname]);

  // Another page: the focus goes to its content, as a new page load would put a screen reader there, instead of
  // staying on a link that is gone (the body). Not on the first page, nor when only the query changes (filters).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    const queue: Toast[] = [];
    let started = false;
    const stop = subscribeToasts((toast) => {
      queue.push(toast);
      if (!started) {
        started = true;
        setEarly(queue);
      }
    });
    stopEarly.current = stop;
    return stop;
  }, []);

  return (
    <div className="shell">
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header />
      <main id="contenido" className="shell-main" tabIndex={-1} ref={main}>
        {children}
      </main>
      <Footer />
      <EmailBanner />
      {early && (
        <Suspense fallback={null}>
          <ToastHost early={early} onReady={onToastHostReady} />
        </Suspense>
      )}
    </div>
  );
}
