// `@reformas/web-core/standalone`: a remote's page when it runs alone (its development server). In the product
// the shell renders the exposed pages inside its own router, session and QueryClient; this subpath never reaches
// the shell's bundle.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  BrowserRouter,
  Route,
  Routes,
  getQueryClient,
  useAuthStore,
  usePushChannel,
} from '@reformas/web-core';

export type RemoteRoutes = readonly { path: string; Page: ComponentType }[];

// As the shell does: the push channel is open while someone is signed in.
function PushChannel() {
  usePushChannel(useAuthStore((s) => s.user?.id ?? null));
  return null;
}

/** Mounts `routes` on #root with the shell's providers; any other path shows the first route's page. */
export function mountStandalone(routes: RemoteRoutes): void {
  const container = document.getElementById('root');
  if (!container || routes.length === 0) return;
  const DefaultPage = routes[0].Page;
  void useAuthStore.getState().init();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={getQueryClient()}>
        <PushChannel />
        <BrowserRouter>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<DefaultPage />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
