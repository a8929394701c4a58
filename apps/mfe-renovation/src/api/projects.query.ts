import type { Project, ProjectFilters } from '@reformas/shared-types';
import { pagedList } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * GET /api/projects: the board's cards, filtered and counted on the server, page after page; its first page
 * (firstPageUrl) is preloaded by the composed /projects with the page's credentials.
 */
export const projectsBoard = pagedList<Project, ProjectFilters>(
  '/api/projects',
  renovationKeys.projectList,
  (filters) => filters,
);
