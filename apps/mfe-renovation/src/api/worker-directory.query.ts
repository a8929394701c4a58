import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { apiFetchPage, getQueryClient, nextPageOffset } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

export const DIRECTORY_PAGE_SIZE = 12;

/** GET /api/workers?q=: one page of the public directory, searched and counted on the server (X-Total-Count). */
export function fetchWorkerDirectoryPage(q: string, offset: number, signal?: AbortSignal) {
  return apiFetchPage<WorkerProfile>('/api/workers', {
    query: { q, limit: DIRECTORY_PAGE_SIZE, offset },
    signal,
  });
}

/** The directory's cards, page after page on demand; fresh for 60 s like the other profile queries. */
function workerDirectoryQuery(q: string) {
  return infiniteQueryOptions({
    queryKey: renovationKeys.workerList(q),
    queryFn: ({ pageParam, signal }) => fetchWorkerDirectoryPage(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    staleTime: 60_000,
  });
}

export function useWorkerDirectory(q: string) {
  return useInfiniteQuery(workerDirectoryQuery(q));
}

/** Asks for the first page now, into the cache the page's useWorkerDirectory(q) then reads. */
export function prefetchWorkerDirectory(q: string): void {
  void getQueryClient().prefetchInfiniteQuery(workerDirectoryQuery(q));
}
