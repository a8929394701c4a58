import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseProjectRequest, Project } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { readsProjects } from './query-keys';

/**
 * POST /api/projects/{id}/close: the request leaves the board, the dashboard and the home, and stays in the
 * author's list marked closed; every list that shows requests is read again.
 */
export function useCloseProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number } & CloseProjectRequest) =>
      apiFetch<Project>(`/api/projects/${id}/close`, { method: 'POST', body: { reason } }),
    onSuccess: () => client.invalidateQueries({ predicate: readsProjects }),
  });
}
