// Component-test helpers of this remote: a page inside a router and a fresh QueryClient, a session in the
// shared auth store, and fetch answered by a handler (the page's calls are recorded).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  createQueryClient,
  useAuthStore,
} from '@reformas/web-core';
import type { SessionUser } from '@reformas/shared-types';

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch: each call goes to `handler(url, init)`; returns the list of calls made. */
export function fakeFetch(handler: (url: URL, init: RequestInit) => FakeAnswer) {
  const calls: { url: URL; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const { status = 200, body, headers = {} } = handler(url, init);
    // jsdom has no Response: what apiFetch reads of one (ok, status, headers.get, text).
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

export function signIn(user: SessionUser | null) {
  useAuthStore.setState({
    user,
    status: user ? 'authenticated' : 'anonymous',
    checkedAt: Date.now(),
  });
}

/** Shows the current path and query, for tests that follow navigation. */
function WhereAmI() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderPage(page: ReactElement, { path, at }: { path: string; at: string }) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
