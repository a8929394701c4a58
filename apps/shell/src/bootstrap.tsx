import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from '@reformas/web-core';
import { App } from './app';
import { isPrerenderedHere, readPrerenderedRoute } from './federation/remote-routes';

const container = document.getElementById('root');
if (container) {
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
  // release with the remote's frame); every other route renders from scratch.
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
