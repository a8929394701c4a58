import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { apiFetchOrNull } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/**
 * GET /api/users/{id}/cleaning: the signed-in user's own cleaning service (one per user), or null when they have
 * none (the API answers 404), to know whether the publish form applies.
 */
export function useUserCleaningService(userId: number | undefined) {
  return useQuery({
    queryKey: cleaningKeys.userService(userId ?? 0),
    queryFn: ({ signal }) =>
      apiFetchOrNull<CleaningService>(`/api/users/${userId ?? 0}/cleaning`, { signal }, 404),
    enabled: userId !== undefined,
  });
}
