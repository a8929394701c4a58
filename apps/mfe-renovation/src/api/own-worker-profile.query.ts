import { useQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { apiFetchOrNull } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * GET /api/users/{me}/profile: the signed-in professional's own worker profile, or null when they have none (404).
 * Fresh for 60 s and not retried (docs/product.md, "Freshness").
 */
export function useOwnWorkerProfile(userId: number | undefined) {
  return useQuery({
    queryKey: renovationKeys.userWorkerProfile(userId ?? 0),
    queryFn: ({ signal }) =>
      apiFetchOrNull<WorkerProfile>(`/api/users/${userId ?? 0}/profile`, { signal }, 404),
    enabled: userId !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
