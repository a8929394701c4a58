// Every react-query key of this remote. A key starts with the API path it reads (the default query function
// GETs the first element), then the filters; invalidating the path alone refreshes every filtered list of it.
import type { CleaningFilters } from '@reformas/shared-types';

export const cleaningKeys = {
  services: ['/api/cleaning'] as const,
  serviceList: (filters: CleaningFilters) => ['/api/cleaning', filters] as const,
  /** Under the directory's path: publishing invalidates both. */
  userService: (userId: number) => ['/api/cleaning', { userId }] as const,
  /** One service's page (/cleaning/{id}, the service's id). */
  service: (serviceId: number) => [`/api/cleaning/${serviceId}`] as const,
};

/** Every list of the directory (each filter, and each user's own service), not one service's page. */
export const isDirectoryQuery = (q: { queryKey: readonly unknown[] }) =>
  q.queryKey[0] === cleaningKeys.services[0] && q.queryKey[1] !== undefined;
