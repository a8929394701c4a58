import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { ApiHttpError, apiFetch } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/** GET /api/users/{id}/cleaning: that user's service, or null when they have none (the API answers 404). */
export async function fetchUserCleaningService(
  userId: number,
  signal?: AbortSignal,
): Promise<CleaningService | null> {
  try {
    return await apiFetch<CleaningService>(`/api/users/${userId}/cleaning`, { signal });
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in user's own cleaning service (one per user), to know whether the publish form applies. */
export function useUserCleaningService(userId: number | undefined) {
  return useQuery({
    queryKey: cleaningKeys.userService(userId ?? 0),
    queryFn: ({ signal }) => fetchUserCleaningService(userId ?? 0, signal),
    enabled: userId !== undefined,
  });
}
