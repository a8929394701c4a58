import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Project } from '@reformas/shared-types';
import { apiFetchPage, getQueryClient, nextPageOffset } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

export const BOARD_PAGE_SIZE = 12;

export type BoardFilters = { renovationType?: string; city?: string; postalCode?: string; timeline?: string };

/** GET /api/projects, one page: filtered and counted on the server (the total from X-Total-Count). */
export function fetchProjectsPage(filters: BoardFilters, offset: number, signal?: AbortSignal) {
  return apiFetchPage<Project>('/api/projects', {
    query: { ...filters, limit: BOARD_PAGE_SIZE, offset },
    signal,
  });
}

/** The board's cards, page after page on demand; fresh for 60 s (docs/product.md, "Freshness"). */
function projectsBoardQuery(filters: BoardFilters) {
  return infiniteQueryOptions({
    queryKey: renovationKeys.projectList(filters),
    queryFn: ({ pageParam, signal }) => fetchProjectsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    staleTime: 60_000,
  });
}

export function useProjectsBoard(filters: BoardFilters) {
  return useInfiniteQuery(projectsBoardQuery(filters));
}

/** Asks for the first page now, into the cache the page's useProjectsBoard(filters) then reads. */
export function prefetchProjectsBoard(filters: BoardFilters): void {
  void getQueryClient().prefetchInfiniteQuery(projectsBoardQuery(filters));
}
