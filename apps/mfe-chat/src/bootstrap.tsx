// Standalone page for development (`npx nx run mfe-chat:serve`); in the product the shell renders the
// exposed pages inside its own router, session and QueryClient.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Route,
  Routes,
  getQueryClient,
  useAuthStore,
  usePushChannel,
} from '@reformas/web-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { CHAT_ROUTES } from './routes';

// Any other path of the dev server shows the first page.
const DefaultPage = CHAT_ROUTES[0].Page;

// As the shell does: the push channel is open while someone is signed in.
function PushChannel() {
  usePushChannel(useAuthStore((s) => s.user?.id ?? null));
  return null;
}

const container = document.getElementById('root');
if (container) {
  void useAuthStore.getState().init();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={getQueryClient()}>
        <PushChannel />
        <BrowserRouter>
          <Routes>
            {CHAT_ROUTES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<DefaultPage />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
