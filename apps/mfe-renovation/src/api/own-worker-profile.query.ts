import { useQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { ApiHttpError, apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/users/{me}/profile: the signed-in professional's own worker profile, or null when they have none (404). */
export async function fetchOwnWorkerProfile(
  userId: number,
  signal?: AbortSignal,
): Promise<WorkerProfile | null> {
  try {
    return await apiFetch<WorkerProfile>(`/api/users/${userId}/profile`, { signal });
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 404) return null;
    throw error;
  }
}

/** Fresh for 60 s and not retried (docs/product.md, "Freshness"). */
export function useOwnWorkerProfile(userId: number | undefined) {
  return useQuery({
    queryKey: renovationKeys.userWorkerProfile(userId ?? 0),
    queryFn: ({ signal }) => fetchOwnWorkerProfile(userId as number, signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
