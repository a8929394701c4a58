import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/** GET /api/cleaning/{id}: one cleaning service by its id (404 when there is none, or it is paused). */
export function useCleaningService(serviceId: number | null) {
  return useQuery({
    queryKey: cleaningKeys.service(serviceId ?? 0),
    queryFn: ({ signal }) => apiFetch<CleaningService>(`/api/cleaning/${serviceId}`, { signal }),
    enabled: serviceId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
