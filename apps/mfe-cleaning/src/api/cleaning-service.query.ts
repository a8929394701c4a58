import { useQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { takeHandedOver } from '@reformas/web-core/frame-handoff';
import { cleaningServiceUrl } from './cleaning-service-url';
import { cleaningKeys } from './query-keys';

/**
 * GET /api/cleaning/{id}: one cleaning service by its id (404 when there is none, or it is paused). On a composed
 * /cleaning/{id}, the frame's script has already asked for it: that answer is used, and asked again (for the
 * page's own error state) only if it failed.
 */
export function useCleaningService(serviceId: number | null) {
  return useQuery({
    queryKey: cleaningKeys.service(serviceId ?? 0),
    queryFn: ({ signal }) => {
      const url = cleaningServiceUrl(serviceId ?? 0);
      const ask = () => apiFetch<CleaningService>(url, { signal });
      return takeHandedOver<CleaningService>(url)?.catch(ask) ?? ask();
    },
    enabled: serviceId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
