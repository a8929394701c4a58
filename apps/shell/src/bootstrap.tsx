import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, getQueryClient, RouterProvider, ScrollRestoration } from '@reformas/web-core';
import { App, loadShellPage } from './app';
import { isPrerenderedHere, readPrerenderedRoute } from './federation/remote-routes';
import { loadRemoteComponent, pinRemoteRelease } from './federation/load-remote';
import { SSR_STATE_ID } from './server/ssr-state';
import { replayHeldInput } from './held-input';

/**
 * A page the server rendered with its data (apps/shell/src/server/): the API answers it was drawn from go into the
 * page's query client, and its code is loaded before hydrating, so the first client render is the server's: a
 * remote's page (`data-remote`, with the release it was drawn with), or a shell page's chunk and the remote
 * sections it shows (`data-sections`: 'mfe_calculator/Calculator@<release>' on /services).
 * Should a remote not load, false: the page is drawn anew in the browser, its route or section with 'Reintentar'.
 */
async function prepareServerRendered(container: HTMLElement): Promise<boolean> {
  const state = document.getElementById(SSR_STATE_ID)?.textContent;
  if (state) hydrate(getQueryClient(), JSON.parse(state));
  const { remote: module, release, sections = '' } = container.dataset;
  const remotes: [string, string | undefined][] = module
    ? [[module, release]]
    : sections
        .split(' ')
        .filter(Boolean)
        .map((section) => section.split('@') as [string, string]);
  for (const [id, pinned] of remotes) if (pinned) pinRemoteRelease(id.split('/')[0] as string, pinned);
  const loads: Promise<unknown>[] = remotes.map(([id]) => loadRemoteComponent(id));
  if (!module) loads.push(loadShellPage(window.location.pathname));
  return Promise.all(loads).then(
    () => true,
    () => false,
  );
}

/** Once the page works, what a visitor did before it did is played back (held-input.ts). */
function ReplayHeldInput() {
  useEffect(() => {
    if (window.heldInput) replayHeldInput(window.heldInput);
  }, []);
  return null;
}

async function start(container: HTMLElement) {
  const serverRendered = container.dataset.ssr !== undefined && isPrerenderedHere(container);
  if (serverRendered && !(await prepareServerRendered(container))) {
    container.removeAttribute('data-prerendered');
    container.removeAttribute('data-ssr');
  }
  // A data router with one route for everything (the shell and the remotes route below it with <Routes>), for
  // react-router's own scroll restoration: a new page starts at its top, Back returns to where it was.
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <ScrollRestoration />
          <App prerendered={readPrerenderedRoute(container)} />
          <ReplayHeldInput />
        </>
      ),
    },
  ]);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Only a prerendered page is hydrated (the home, built with the shell; a remote route's page, composed at
  // release with the remote's frame or rendered on the server); every other route renders from scratch.
  if (isPrerenderedHere(container)) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Error de hidratación:', error),
      });
    });
  } else {
    startTransition(() => createRoot(container).render(app));
  }
}

const container = document.getElementById('root');
if (container) void start(container);
