import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { REMOTE_TEXTS } from '@reformas/web-core';
import { PageLoading } from '../components/page-loading';
import { loadRemoteComponent } from './load-remote';

type BoundaryProps = { fallback: ReactNode; children: ReactNode; name: string };

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`El remote ${this.props.name} no se pudo mostrar:`, error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="remote-unavailable" role="alert">
      <h2>{REMOTE_TEXTS.unavailableTitle}</h2>
      <p>{REMOTE_TEXTS.unavailableBody}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {REMOTE_TEXTS.retry}
      </button>
    </section>
  );
}

/**
 * One remote module in a route (or a section of a page): lazy load, loading state, and a Spanish fallback with
 * 'Reintentar'. The header, the footer and every other route keep working whatever happens in here.
 */
export function RemoteRoute({ module }: { module: string }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import: a new lazy component per attempt makes 'Reintentar' load again.
  const Remote = useMemo(() => lazy(() => loadRemoteComponent(module)), [module, attempt]);
  return (
    <RemoteErrorBoundary
      key={`${module}#${attempt}`}
      name={module}
      fallback={<RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
