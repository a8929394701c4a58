import type { WorkerProfile, WorkerSort } from '@reformas/shared-types';
import { pagedList } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * GET /api/workers?q=&sort=: the public directory, searched, ordered ('recent' or best rated first) and counted
 * on the server, page after page. The default order is left out of the URL. Its first page, newest first and
 * unsearched (firstPageUrl), is preloaded by the composed /worker-profiles.
 */
export const workerDirectory = pagedList<WorkerProfile, { q: string; sort: WorkerSort }>(
  '/api/workers',
  ({ q, sort }) => renovationKeys.workerList(q, sort),
  ({ q, sort }) => ({ q, sort: sort === 'rating' ? sort : undefined }),
);
