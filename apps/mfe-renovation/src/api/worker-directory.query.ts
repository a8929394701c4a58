import { useInfiniteQuery } from '@tanstack/react-query';
import type { WorkerProfile, WorkerSort } from '@reformas/shared-types';
import { getQueryClient, pagedListQuery } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * The directory's first page, newest first and unsearched, as workerDirectoryQuery asks for it (12 a page from
 * offset 0): the composed /worker-profiles preloads it (routes.tsx `preload`), so the page's own request uses it.
 */
export const DIRECTORY_FIRST_PAGE_URL = '/api/workers?limit=12&offset=0';

/**
 * GET /api/workers?q=&sort=: the public directory, searched, ordered ('recent' or best rated first) and counted
 * on the server, page after page. The default order is left out of the URL.
 */
const workerDirectoryQuery = (q: string, sort: WorkerSort) =>
  pagedListQuery<WorkerProfile>(renovationKeys.workerList(q, sort), '/api/workers', {
    q,
    sort: sort === 'rating' ? sort : undefined,
  });

export function useWorkerDirectory(q: string, sort: WorkerSort) {
  return useInfiniteQuery(workerDirectoryQuery(q, sort));
}

/** Asks for the first page now, into the cache the page's useWorkerDirectory(q, sort) then reads. */
export function prefetchWorkerDirectory(q: string, sort: WorkerSort): void {
  void getQueryClient().prefetchInfiniteQuery(workerDirectoryQuery(q, sort));
}
