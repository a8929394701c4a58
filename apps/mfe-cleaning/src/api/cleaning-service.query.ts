import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { itemQuery } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/** GET /api/cleaning/{id}: one cleaning service by its id (404 when there is none, or it is paused). */
export function useCleaningService(serviceId: number | null) {
  return useQuery(
    itemQuery<CleaningService>(
      cleaningKeys.service(serviceId ?? 0),
      serviceId === null ? null : `/api/cleaning/${serviceId}`,
    ),
  );
}
