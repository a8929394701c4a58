// Standalone page for development (`npx nx run mfe-renovation:serve`); in the product the shell renders the
// exposed pages inside its own router, session and QueryClient.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, getQueryClient, useAuthStore } from '@reformas/web-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RENOVATION_ROUTES } from './routes';

// Any other path of the dev server shows the first page.
const DefaultPage = RENOVATION_ROUTES[0].Page;
const container = document.getElementById('root');
if (container) {
  void useAuthStore.getState().init();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={getQueryClient()}>
        <BrowserRouter>
          <Routes>
            {RENOVATION_ROUTES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<DefaultPage />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
