import {
  Component,
  Suspense,
  createContext,
  lazy,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { REMOTE_TEXTS } from '@reformas/web-core';
import { PageLoading } from '../components/page-loading';
import { loadRemoteComponent, loadedRemoteComponent } from './load-remote';
import { reportRemoteError, wasLoadFailure } from './client-errors';

type BoundaryProps = { fallback: ReactNode; children: ReactNode; name: string };

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`El remote ${this.props.name} no se pudo mostrar:`, error);
    // A failed load was reported where it failed (load-remote.ts); this is a page that threw while drawing.
    const remote = this.props.name.split('/')[0];
    if (!wasLoadFailure(error)) reportRemoteError(remote, 'render', error);
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
 * The remote modules a server render has at hand (module id -> page component, from the live release's server
 * build: apps/shell/src/server/). In the browser it is empty: modules come from loadRemoteComponent.
 */
export const ServerRemoteModules = createContext<ReadonlyMap<string, ComponentType> | null>(null);

/**
 * One remote module in a route (or a section of a page): lazy load, loading state, and a Spanish fallback with
 * 'Reintentar'. The header, the footer and every other route keep working whatever happens in here.
 * `frame`: what the route shows until its remote is loaded, in place of the spinner: the remote's own frame (the
 * page's heading, filters and skeletons) that the release tool composed into the page's HTML, so the first client
 * render shows it too (hydration matches) and the remote starts loading right after.
 */
export function RemoteRoute({ module, frame }: { module: string; frame?: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(frame === undefined);
  // In a transition: the frame stays on screen until the remote's page is ready to replace it.
  useEffect(() => {
    if (!started) startTransition(() => setStarted(true));
  }, [started]);
  // React.lazy remembers a failed import: a new lazy component per attempt makes 'Reintentar' load again.
  // A module already at hand (the server's, or loaded before hydrating a server-rendered page) renders at once:
  // hydration finds the page the server wrote, with no Suspense in between.
  // Chosen once per module and attempt: switching from the lazy wrapper to the loaded component later would mount
  // the page a second time (its requests aborted and sent again). The modules at hand are read at the first render.
  const serverModules = useContext(ServerRemoteModules);
  const Remote = useMemo(
    () =>
      (attempt === 0 && (serverModules?.get(module) ?? loadedRemoteComponent(module))) ||
      lazy(() => loadRemoteComponent(module)),
    [module, attempt],
  );
  const placeholder = frame ?? <PageLoading />;
  return (
    <RemoteErrorBoundary
      key={`${module}#${attempt}`}
      name={module}
      fallback={<RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={placeholder}>{started ? <Remote /> : placeholder}</Suspense>
    </RemoteErrorBoundary>
  );
}
