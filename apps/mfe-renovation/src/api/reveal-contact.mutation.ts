import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevealedContact } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { readsProjects } from './query-keys';

/**
 * POST /api/projects/{id}/contact: a professional asks for a request's phone (counted against the client's cap and
 * their daily limit; asking again is free). Every list that shows requests is read again, now with it whole.
 */
export function useRevealContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) =>
      apiFetch<RevealedContact>(`/api/projects/${projectId}/contact`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ predicate: readsProjects }),
  });
}
