import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { fetchListingOf } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/**
 * GET /api/cleaning?userId=: the signed-in user's own cleaning service (one per user), or null when they have
 * none, to know whether the publish form applies.
 */
export function useUserCleaningService(userId: number | undefined) {
  return useQuery({
    queryKey: cleaningKeys.userService(userId ?? 0),
    queryFn: ({ signal }) => fetchListingOf<CleaningService>('/api/cleaning', userId, signal),
    enabled: userId !== undefined,
  });
}
