import { useInfiniteQuery } from '@tanstack/react-query';
import type { CleaningFilters, CleaningService } from '@reformas/shared-types';
import { getQueryClient, pagedListQuery, type ApiPage } from '@reformas/web-core';
import { takeHandedOver } from '@reformas/web-core/frame-handoff';
import { CLEANING_FIRST_PAGE_URL } from './cleaning-first-page';
import { cleaningKeys } from './query-keys';

/** GET /api/cleaning: the directory's cards, filtered and counted on the server, page after page. */
const cleaningServicesQuery = (filters: CleaningFilters) =>
  pagedListQuery<CleaningService>(cleaningKeys.serviceList(filters), '/api/cleaning', filters);

export function useCleaningServices(filters: CleaningFilters) {
  return useInfiniteQuery(cleaningServicesQuery(filters));
}

/**
 * Asks for the first page now, into the cache the page's useCleaningServices(filters) then reads. Unfiltered, on a
 * composed /cleaning, the frame's script has already asked for it: that answer is used instead of a second request.
 */
export function prefetchCleaningServices(filters: CleaningFilters): void {
  const handedOver = takeHandedOver<ApiPage<CleaningService>>(CLEANING_FIRST_PAGE_URL);
  const firstPage = Object.keys(filters).length === 0 ? handedOver : null;
  const query = cleaningServicesQuery(filters);
  void getQueryClient().prefetchInfiniteQuery(
    // A prefetch fetches the first page only; later pages and refetches use the page's own query function.
    firstPage ? { ...query, queryFn: () => firstPage } : query,
  );
}
