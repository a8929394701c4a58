import { useInfiniteQuery } from '@tanstack/react-query';
import type { Project, ProjectFilters } from '@reformas/shared-types';
import { getQueryClient, pagedListQuery, type ApiPage } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/projects: the board's cards, filtered and counted on the server, page after page. */
const projectsBoardQuery = (filters: ProjectFilters) =>
  pagedListQuery<Project>(renovationKeys.projectList(filters), '/api/projects', filters);

export function useProjectsBoard(filters: ProjectFilters) {
  return useInfiniteQuery(projectsBoardQuery(filters));
}

/**
 * Asks for the first page now, into the cache the page's useProjectsBoard(filters) then reads. `firstPage`: that
 * page already asked for (by the frame's script, board-first-page.ts): used instead of a second request.
 */
export function prefetchProjectsBoard(filters: ProjectFilters, firstPage?: Promise<ApiPage<Project>>): void {
  const query = projectsBoardQuery(filters);
  void getQueryClient().prefetchInfiniteQuery(
    // A prefetch fetches the first page only; later pages and refetches use the page's own query function.
    firstPage ? { ...query, queryFn: () => firstPage } : query,
  );
}
