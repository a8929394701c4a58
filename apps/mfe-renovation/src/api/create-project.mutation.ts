import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, Project } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { readsProjects } from './query-keys';

/** POST /api/projects; the board, the home's recent requests and the author's list are read again afterwards. */
export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectRequest) => apiFetch<Project>('/api/projects', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ predicate: readsProjects }),
  });
}
