import { useQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { fetchListingOf } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * GET /api/workers?userId={me}: the signed-in user's own worker profile (a private one included), or null when
 * they have none. Fresh for 60 s and not retried (docs/product.md, "Freshness").
 */
export function useOwnWorkerProfile(userId: number | undefined) {
  return useQuery({
    queryKey: renovationKeys.userWorkerProfile(userId ?? 0),
    queryFn: ({ signal }) => fetchListingOf<WorkerProfile>('/api/workers', userId, signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
