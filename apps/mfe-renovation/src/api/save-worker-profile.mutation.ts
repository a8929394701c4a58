import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWorkerProfileRequest,
  UpdateWorkerProfileRequest,
  WorkerProfile,
} from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

export type SaveWorkerProfile =
  | { kind: 'create'; body: CreateWorkerProfileRequest }
  | { kind: 'update'; id: number; body: UpdateWorkerProfileRequest };

/**
 * POST /api/workers (no profile yet) or PUT /api/workers/{id} (one's own); the directory and the user (whose
 * company name the profile form edits) are read again afterwards.
 */
export function useSaveWorkerProfile(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveWorkerProfile) =>
      save.kind === 'create'
        ? apiFetch<WorkerProfile>('/api/workers', { method: 'POST', body: save.body })
        : apiFetch<WorkerProfile>(`/api/workers/${save.id}`, { method: 'PUT', body: save.body }),
    onSuccess: (profile) => {
      client.setQueryData(renovationKeys.userWorkerProfile(userId), profile);
      return Promise.all([
        client.invalidateQueries({ queryKey: renovationKeys.workers }),
        client.invalidateQueries({ queryKey: renovationKeys.worker(profile.id) }),
        // The company name is the user's too: /profile/edit reads it again.
        client.invalidateQueries({ queryKey: [`/api/users/${userId}`] }),
      ]);
    },
  });
}
