import { useQuery } from '@tanstack/react-query';
import type { ProjectContact } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/projects/{id}/contacts: who revealed the phone of one of the client's requests, newest first. */
export function useProjectContacts(projectId: number) {
  return useQuery({
    queryKey: renovationKeys.projectContacts(projectId),
    queryFn: ({ signal }) => apiFetch<ProjectContact[]>(`/api/projects/${projectId}/contacts`, { signal }),
    staleTime: 60_000,
  });
}
