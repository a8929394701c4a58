import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, Project } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** POST /api/projects; the board and the author's list are read again afterwards. */
export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectRequest) => apiFetch<Project>('/api/projects', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: renovationKeys.projects }),
        client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).endsWith('/projects') }),
      ]),
  });
}
