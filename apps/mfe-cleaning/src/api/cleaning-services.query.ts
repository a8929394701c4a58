import { useInfiniteQuery } from '@tanstack/react-query';
import type { CleaningFilters, CleaningService } from '@reformas/shared-types';
import { pagedListQuery } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/** GET /api/cleaning: the directory's cards, filtered and counted on the server, page after page. */
export function useCleaningServices(filters: CleaningFilters) {
  return useInfiniteQuery(
    pagedListQuery<CleaningService>(cleaningKeys.serviceList(filters), '/api/cleaning', filters),
  );
}
