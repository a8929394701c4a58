import { useInfiniteQuery } from '@tanstack/react-query';
import type { Project } from '@reformas/shared-types';
import { apiFetchPage } from '@reformas/web-core';
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

/** The board's cards, page after page on demand; fresh for 60 s (SPEC 9). */
export function useProjectsBoard(filters: BoardFilters) {
  return useInfiniteQuery({
    queryKey: renovationKeys.projectList(filters),
    queryFn: ({ pageParam, signal }) => fetchProjectsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 60_000,
  });
}
