import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@reformas/web-core';
import { App } from './app';

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // Only the page that was prerendered at build time is hydrated; every other route renders from scratch.
  if (container.dataset.prerendered === window.location.pathname) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Error de hidratación:', error),
      });
    });
  } else {
    startTransition(() => createRoot(container).render(app));
  }
}
