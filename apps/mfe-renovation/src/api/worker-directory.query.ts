import { useInfiniteQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { getQueryClient, pagedListQuery } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/workers?q=: the public directory, searched and counted on the server, page after page. */
const workerDirectoryQuery = (q: string) =>
  pagedListQuery<WorkerProfile>(renovationKeys.workerList(q), '/api/workers', { q });

export function useWorkerDirectory(q: string) {
  return useInfiniteQuery(workerDirectoryQuery(q));
}

/** Asks for the first page now, into the cache the page's useWorkerDirectory(q) then reads. */
export function prefetchWorkerDirectory(q: string): void {
  void getQueryClient().prefetchInfiniteQuery(workerDirectoryQuery(q));
}
