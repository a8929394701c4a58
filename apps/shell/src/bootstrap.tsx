import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, getQueryClient, RouterProvider, ScrollRestoration } from '@reformas/web-core';
import { App } from './app';
import { isPrerenderedHere, readPrerenderedRoute } from './federation/remote-routes';
import { loadRemoteComponent, pinRemoteRelease } from './federation/load-remote';
import { SSR_STATE_ID } from './server/ssr-state';

/**
 * A page the server rendered with its data (apps/shell/src/server/): the API answers it was drawn from go into the
 * page's query client, and its remote page is loaded, before hydrating, so the first client render is the server's.
 * Should the remote not load, false: the page is drawn anew in the browser, its route with 'Reintentar'.
 */
async function prepareServerRendered(container: HTMLElement): Promise<boolean> {
  const state = document.getElementById(SSR_STATE_ID)?.textContent;
  if (state) hydrate(getQueryClient(), JSON.parse(state));
  const { remote: module, release } = container.dataset;
  if (module && release) pinRemoteRelease(module.split('/')[0] as string, release);
  return (
    !module ||
    (await loadRemoteComponent(module).then(
      () => true,
      () => false,
    ))
  );
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
