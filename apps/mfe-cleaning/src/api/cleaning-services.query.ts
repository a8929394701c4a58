import { useInfiniteQuery } from '@tanstack/react-query';
import type { CleaningService } from '@reformas/shared-types';
import { apiFetchPage, nextPageOffset } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

export const CLEANING_PAGE_SIZE = 12;

/** The directory's filters as the API takes them; serviceType left out means every type. */
export type CleaningFilters = { city?: string; serviceType?: string };

/** GET /api/cleaning, one page: filtered and counted on the server (the total from X-Total-Count). */
export function fetchCleaningPage(filters: CleaningFilters, offset: number, signal?: AbortSignal) {
  return apiFetchPage<CleaningService>('/api/cleaning', {
    query: { ...filters, limit: CLEANING_PAGE_SIZE, offset },
    signal,
  });
}

/** The directory's cards, page after page on demand; fresh for 60 s like the board. */
export function useCleaningServices(filters: CleaningFilters) {
  return useInfiniteQuery({
    queryKey: cleaningKeys.serviceList(filters),
    queryFn: ({ pageParam, signal }) => fetchCleaningPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    staleTime: 60_000,
  });
}
