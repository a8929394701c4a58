import { useInfiniteQuery } from '@tanstack/react-query';
import type { CleaningFilters, CleaningService } from '@reformas/shared-types';
import { getQueryClient, pagedListQuery } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/**
 * The directory's first page, unfiltered, as cleaningServicesQuery asks for it (12 a page from offset 0): the
 * composed /cleaning preloads it (routes.tsx `preload`), so the page's own request uses it.
 */
export const CLEANING_FIRST_PAGE_URL = '/api/cleaning?limit=12&offset=0';

/** GET /api/cleaning: the directory's cards, filtered and counted on the server, page after page. */
const cleaningServicesQuery = (filters: CleaningFilters) =>
  pagedListQuery<CleaningService>(cleaningKeys.serviceList(filters), '/api/cleaning', filters);

export function useCleaningServices(filters: CleaningFilters) {
  return useInfiniteQuery(cleaningServicesQuery(filters));
}

/** Asks for the first page now, into the cache the page's useCleaningServices(filters) then reads. */
export function prefetchCleaningServices(filters: CleaningFilters): void {
  void getQueryClient().prefetchInfiniteQuery(cleaningServicesQuery(filters));
}
