import { useInfiniteQuery } from '@tanstack/react-query';
import type { WorkerProfile, WorkerSort } from '@reformas/shared-types';
import { getQueryClient, pagedListQuery, type ApiPage } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

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

/**
 * Asks for the first page now, into the cache the page's useWorkerDirectory(q, sort) then reads. `firstPage`: that
 * page already asked for (by the frame's script, directory-first-page.ts): used instead of a second request.
 */
export function prefetchWorkerDirectory(
  q: string,
  sort: WorkerSort,
  firstPage?: Promise<ApiPage<WorkerProfile>>,
): void {
  const query = workerDirectoryQuery(q, sort);
  void getQueryClient().prefetchInfiniteQuery(
    // A prefetch fetches the first page only; later pages and refetches use the page's own query function.
    firstPage ? { ...query, queryFn: () => firstPage } : query,
  );
}
