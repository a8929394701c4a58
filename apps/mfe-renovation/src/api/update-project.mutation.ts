import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, Project } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { readsProjects } from './query-keys';

/** PATCH /api/projects/{id}: the author saves the whole form again; every list that shows requests is read again. */
export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreateProjectRequest }) =>
      apiFetch<Project>(`/api/projects/${id}`, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ predicate: readsProjects }),
  });
}
