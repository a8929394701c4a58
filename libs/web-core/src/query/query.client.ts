// QueryClient defaults (docs/product.md, "Freshness"): GET to the first element of the query key, no retry, no refetch on focus,
// data never stale unless a query says otherwise. One client per page (this lib is a shared singleton).
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiFetch, apiFetchOrNull } from '../api/api.client';

/** A query function reading the JSON at the first element of the query key; on401 'returnNull' makes a 401 answer null. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = String(queryKey[0]);
    if (on401 === 'returnNull') return apiFetchOrNull<T>(url, { signal });
    return apiFetch<T>(url, { signal });
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | null = null;

/** The page's QueryClient: the shell provides it, remotes rendered inside the shell get the same one. */
export function getQueryClient(): QueryClient {
  if (!client) client = createQueryClient();
  return client;
}
