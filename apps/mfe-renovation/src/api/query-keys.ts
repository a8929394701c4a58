// Every react-query key of this remote. A key starts with the API path it reads (the default query function
// GETs the first element), then the filters; invalidating the path alone refreshes every filtered list of it.
import type { Query } from '@tanstack/react-query';
import type { ProjectFilters, WorkerSort } from '@reformas/shared-types';

export const renovationKeys = {
  projectList: (filters: ProjectFilters) => ['/api/projects', filters] as const,
  project: (id: number) => [`/api/projects/${id}`] as const,
  projectContacts: (id: number) => [`/api/projects/${id}/contacts`] as const,
  projectQuotes: (id: number) => [`/api/projects/${id}/quotes`] as const,
  myQuotes: ['/api/quotes'] as const,
  userProjects: (userId: number) => [`/api/users/${userId}/projects`] as const,
  workers: ['/api/workers'] as const,
  workerList: (q: string, sort: WorkerSort) => ['/api/workers', { q, sort }] as const,
  worker: (id: number) => [`/api/workers/${id}`] as const,
  userWorkerProfile: (userId: number) => ['/api/workers', { userId }] as const,
  ads: (category: string) => ['/api/ads', { category }] as const,
};

/** Every query a quote's change shows in: the request's quotes, the professional's own list. */
export function readsQuotes(query: Pick<Query, 'queryKey'>): boolean {
  const path = String(query.queryKey[0]);
  return path === '/api/quotes' || /^\/api\/projects\/\d+\/quotes$/.test(path);
}

/**
 * Every query a request's change shows in: the board's and the dashboard's lists, the home's recent requests
 * (the shell's `/api/projects?limit=6`), one request (and who revealed it), and an author's own list
 * (`/api/users/{id}/projects`).
 */
export function readsProjects(query: Pick<Query, 'queryKey'>): boolean {
  const path = String(query.queryKey[0]);
  return path.startsWith('/api/projects') || /^\/api\/users\/\d+\/projects$/.test(path);
}
