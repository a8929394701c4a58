import { useQuery } from '@tanstack/react-query';
import type { Project } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/users/{me}/projects: the signed-in client's own requests, newest first. */
export function useUserProjects(userId: number | undefined) {
  return useQuery({
    queryKey: renovationKeys.userProjects(userId ?? 0),
    queryFn: ({ signal }) => apiFetch<Project[]>(`/api/users/${userId}/projects`, { signal }),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}
