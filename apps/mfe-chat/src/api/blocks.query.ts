import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Block } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { chatKeys } from './query-keys';

/** GET /api/blocks: whom the signed-in user blocked ('Bloquear' in a conversation). */
export function useBlocks() {
  return useQuery<Block[]>({ queryKey: chatKeys.blocks });
}

/** PUT (block) or DELETE (unblock) /api/blocks/{id}; the list is read again after either. */
export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      apiFetch<void>(`/api/blocks/${userId}`, { method: blocked ? 'PUT' : 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.blocks }),
  });
}
