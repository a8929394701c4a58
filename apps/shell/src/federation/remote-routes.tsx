// The remotes' routes come from the remotes, at run time: each release carries its routes.json, the release tool
// copies the live ones into remotes.json, and this router shows them under the shell's catch-all (nested
// <Routes>, so a remote page's useParams works). A team adds a route to its remote with no shell release.
// What the shell itself references is only its section below: the build writes it beside the shell
// (tools/postbuild.mjs -> remote-routes.json) for the release tool, which refuses a remote release that no
// longer exposes it.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, matchPath, type RemoteRouteEntry } from '@reformas/web-core';
import { PageLoading } from '../components/page-loading';
import { loadRemoteRoutes } from './load-remote';
import { RemoteRoute, RemoteUnavailable } from './remote-route';

type SectionEntry = { path: string; module: string; section: true };

/** A shell page that holds a remote module as one of its sections (not a route of the remote's). */
const SHELL_SECTIONS: SectionEntry[] = [
  { path: '/services', module: 'mfe_calculator/Calculator', section: true },
];

/** What the release tool reads (remote-routes.json). */
export function remoteRoutesManifest(): SectionEntry[] {
  return SHELL_SECTIONS;
}

/**
 * The remote route of a page prerendered for this address: its path and module, and either its frame's HTML as it
 * was painted (a page composed at release, tools/release/layout.mjs) or nothing, when the server rendered the
 * remote's page itself with its data (apps/shell/src/server/, `data-ssr` on the root). The same on the server
 * and in the first client render.
 */
export type PrerenderedRemoteRoute = { path: string; module: string; frameHtml?: string };

/**
 * Whether the page's root was prerendered for this address: the home for `/`, a composed page for its route's
 * path, or for any value of its route's one parameter (`/cleaning/:id`, composed once, served for /cleaning/7).
 */
export function isPrerenderedHere(root: HTMLElement | null): boolean {
  const prerendered = root?.dataset.prerendered;
  return Boolean(prerendered) && matchPath(prerendered as string, window.location.pathname) !== null;
}

/** The page's root as the release tool or the server renderer wrote it -> its remote route, or null (any other page). */
export function readPrerenderedRoute(root: HTMLElement): PrerenderedRemoteRoute | null {
  const { remote, route, ssr } = root.dataset;
  if (!remote || !route || !isPrerenderedHere(root)) return null;
  if (ssr !== undefined) return { path: route, module: remote };
  const frame = root.querySelector<HTMLElement>('[data-remote-frame]');
  return frame ? { path: route, module: remote, frameHtml: frame.innerHTML } : null;
}

/**
 * The frame as painted, kept as it is: hydration finds the same element with the same HTML (React does not
 * compare the inside of dangerouslySetInnerHTML), so the remote's markup never has to be a shell component.
 * display: contents (shell.css): the wrapper adds no box.
 */
function RemoteFrame({ html }: { html: string }) {
  return <div className="remote-frame" data-remote-frame="" dangerouslySetInnerHTML={{ __html: html }} />;
}

type Loaded = { routes: RemoteRouteEntry[]; complete: boolean; failed: boolean };

function useRemoteRoutes(prerendered: PrerenderedRemoteRoute | null) {
  const [state, setState] = useState<Loaded>(() => ({
    routes: prerendered ? [{ path: prerendered.path, module: prerendered.module }] : [],
    complete: false,
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadRemoteRoutes(attempt > 0).then(
      (routes) => current && startTransition(() => setState({ routes, complete: true, failed: false })),
      () => current && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setState((s) => ({ ...s, failed: false }));
    setAttempt((n) => n + 1);
  };
  return { ...state, retry };
}

/**
 * Every remote route, and `notFound` for a path no remote declares. Until the routes are known, a path that is not
 * the prerendered one shows the loading state (it may be a remote's); if remotes.json cannot be read, the remotes'
 * fallback with 'Reintentar'.
 */
export function RemoteRoutes({
  prerendered,
  notFound,
}: {
  prerendered: PrerenderedRemoteRoute | null;
  notFound: ReactNode;
}) {
  const { routes, complete, failed, retry } = useRemoteRoutes(prerendered);
  const pending = failed ? <RemoteUnavailable onRetry={retry} /> : <PageLoading />;
  return (
    <Routes>
      {routes.map(({ path, module }) => (
        <Route
          key={path}
          path={path}
          element={
            <RemoteRoute
              module={module}
              frame={
                prerendered?.path === path && prerendered.frameHtml !== undefined ? (
                  <RemoteFrame html={prerendered.frameHtml} />
                ) : undefined
              }
            />
          }
        />
      ))}
      <Route path="*" element={complete ? notFound : pending} />
    </Routes>
  );
}
