// Component tests of this remote: a page in a memory router with a fresh QueryClient, the visitor's session in the
// shared auth store, and the API answered in memory (every call recorded).
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

type Answer = { status?: number; body?: unknown; total?: number };

/** fetch answered by `answer(url)`; `X-Total-Count` from `total`. Returns the URLs asked for. */
export function stubApi(answer: (url: URL) => Answer): URL[] {
  const asked: URL[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const { status = 200, body = [], total } = answer(url);
    const headers: Record<string, string> = total === undefined ? {} : { 'x-total-count': String(total) };
    // What apiFetch reads of a Response (jsdom has none).
    return {
      ok: status < 400,
      status,
      statusText: '',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
  return asked;
}

export function signedOut(): void {
  useAuthStore.setState({ user: null, status: 'anonymous', checkedAt: Date.now() });
}

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{`${pathname}${search}`}</output>;
}

export function renderAt(page: ReactElement, path: string, url: string): void {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
        <CurrentUrl />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
