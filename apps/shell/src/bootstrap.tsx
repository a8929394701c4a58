import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@reformas/web-core';
import { App } from './app';
import { isPrerenderedHere, readPrerenderedRoute } from './federation/remote-routes';

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App prerendered={readPrerenderedRoute(container)} />
      </BrowserRouter>
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
