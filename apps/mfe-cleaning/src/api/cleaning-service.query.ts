import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/** GET /api/users/{id}/cleaning: the cleaning service of the user `userId` (404 when they have none). */
export function useCleaningService(userId: number | null) {
  return useQuery({
    queryKey: cleaningKeys.service(userId ?? 0),
    queryFn: ({ signal }) => apiFetch<CleaningService>(`/api/users/${userId}/cleaning`, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
