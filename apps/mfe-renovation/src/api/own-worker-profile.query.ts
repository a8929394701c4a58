import { useQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * GET /api/workers?userId={me}: the signed-in user's own worker profile (a private one included), or null when
 * they have none: the list answers 200 where /api/users/{id}/profile answers 404, which the browser logs as an
 * error. Fresh for 60 s and not retried (docs/product.md, "Freshness").
 */
export function useOwnWorkerProfile(userId: number | undefined) {
  return useQuery({
    queryKey: renovationKeys.userWorkerProfile(userId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiFetch<WorkerProfile[]>('/api/workers', { query: { userId }, signal }))[0] ?? null,
    enabled: userId !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
