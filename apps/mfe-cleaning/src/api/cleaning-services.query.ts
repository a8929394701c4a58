import type { CleaningFilters, CleaningService } from '@reformas/shared-types';
import { pagedList } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/**
 * GET /api/cleaning: the directory's cards, filtered and counted on the server, page after page; its first page
 * (firstPageUrl) is preloaded by the composed /cleaning.
 */
export const cleaningServices = pagedList<CleaningService, CleaningFilters>(
  '/api/cleaning',
  cleaningKeys.serviceList,
  (filters) => filters,
);
