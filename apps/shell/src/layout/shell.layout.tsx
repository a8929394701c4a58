import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { subscribeToasts, type Toast } from '@reformas/web-core';
import { Footer } from './footer';
import { Header } from './header';

// Toasts need antd's notification (about 55 kB gzip): it is loaded when the first toast is raised, not before.
const ToastHost = lazy(() => import('../components/toast-host').then((m) => ({ default: m.ToastHost })));

export function ShellLayout({ children }: { children: ReactNode }) {
  const [early, setEarly] = useState<Toast[] | null>(null);
  const stopEarly = useRef<(() => void) | null>(null);
  const onToastHostReady = useCallback(() => stopEarly.current?.(), []);

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
      <main id="contenido" className="shell-main">
        {children}
      </main>
      <Footer />
      {early && (
        <Suspense fallback={null}>
          <ToastHost early={early} onReady={onToastHostReady} />
        </Suspense>
      )}
    </div>
  );
}
