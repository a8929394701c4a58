import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/**
 * GET /api/cleaning?userId=: the signed-in user's own cleaning service (one per user), or null when they have
 * none, to know whether the publish form applies. The list answers 200 with none, where
 * /api/users/{id}/cleaning answers 404 and the browser logs it as an error.
 */
export function useUserCleaningService(userId: number | undefined) {
  return useQuery({
    queryKey: cleaningKeys.userService(userId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiFetch<CleaningService[]>('/api/cleaning', { query: { userId }, signal }))[0] ?? null,
    enabled: userId !== undefined,
  });
}
