// Every react-query key of this remote. A key starts with the API path it reads (the default query function
// GETs the first element), then the filters; invalidating the path alone refreshes every filtered list of it.
import type { ProjectFilters } from '@reformas/shared-types';

export const renovationKeys = {
  projects: ['/api/projects'] as const,
  projectList: (filters: ProjectFilters) => ['/api/projects', filters] as const,
  project: (id: number) => [`/api/projects/${id}`] as const,
  userProjects: (userId: number) => [`/api/users/${userId}/projects`] as const,
  workers: ['/api/workers'] as const,
  workerList: (q: string) => ['/api/workers', { q }] as const,
  worker: (id: number) => [`/api/workers/${id}`] as const,
  userWorkerProfile: (userId: number) => ['/api/workers', { userId }] as const,
  ads: (category: string) => ['/api/ads', { category }] as const,
};
