import { useQuery } from '@tanstack/react-query';
import type { Project } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/projects/{id}: one request, as the API lets this viewer see it (the request's page, the edit form). */
export function useProject(id: number | null) {
  return useQuery({
    queryKey: renovationKeys.project(id ?? 0),
    queryFn: ({ signal }) => apiFetch<Project>(`/api/projects/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}
