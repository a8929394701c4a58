import { useInfiniteQuery } from '@tanstack/react-query';
import type { Project, ProjectFilters } from '@reformas/shared-types';
import { getQueryClient, pagedListQuery } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * The board's first page, unfiltered, as projectsBoardQuery asks for it (12 a page from offset 0): the composed
 * /projects preloads it (routes.tsx `preload`) with the page's credentials, so the page's own request uses it.
 */
export const BOARD_FIRST_PAGE_URL = '/api/projects?limit=12&offset=0';

/** GET /api/projects: the board's cards, filtered and counted on the server, page after page. */
const projectsBoardQuery = (filters: ProjectFilters) =>
  pagedListQuery<Project>(renovationKeys.projectList(filters), '/api/projects', filters);

export function useProjectsBoard(filters: ProjectFilters) {
  return useInfiniteQuery(projectsBoardQuery(filters));
}

/** Asks for the first page now, into the cache the page's useProjectsBoard(filters) then reads. */
export function prefetchProjectsBoard(filters: ProjectFilters): void {
  void getQueryClient().prefetchInfiniteQuery(projectsBoardQuery(filters));
}
