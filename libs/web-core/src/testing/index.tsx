// `@reformas/web-core/testing`: the component-test harness of every app (jest + Testing Library): a page inside a
// memory router with a fresh QueryClient, a session in the shared auth store, and fetch answered by a handler
// (every call recorded), and builders of the API's answers (fixtures.ts). A subpath of its own, so no production
// bundle ever imports it.
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

export { aCleaningService, aProject, aQuote, aSessionUser, aWorkerProfile } from './fixtures';

/** One answer of the fake API; `total` becomes `X-Total-Count`. */
export type FakeAnswer = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  total?: number;
};
export type FakeCall = { url: URL; init: RequestInit };

/** Replaces fetch: each call goes to `handler(url, init)`; returns the list of calls made. */
export function fakeFetch(handler: (url: URL, init: RequestInit) => FakeAnswer): FakeCall[] {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const { status = 200, body, headers = {}, total } = handler(url, init);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (total !== undefined) lower['x-total-count'] = String(total);
    // jsdom has no Response: what apiFetch and the shell's remotes.json reader read of one.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

/** Puts `user` (or nobody) in the shared auth store, as a checked session. */
export function signIn(user: SessionUser | null): void {
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

/** Renders `page` on the route `path`, opened at the URL `at`; returns its QueryClient. */
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

/**
 * Records the tel: links followed in the page instead of opening them (jsdom has no phone app): a test checks what
 * would have been dialled and that the click itself dialled it. `stop()` ends the recording.
 */
export function recordDials(): { dialed: string[]; stop: () => void } {
  const dialed: string[] = [];
  const record = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a');
    if (link?.href.startsWith('tel:')) {
      dialed.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    }
  };
  document.addEventListener('click', record, true);
  return { dialed, stop: () => document.removeEventListener('click', record, true) };
}
