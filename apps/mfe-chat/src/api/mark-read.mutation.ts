import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadRequest } from '@reformas/shared-types';
import { apiFetch, UNREAD_COUNT_KEY } from '@reformas/web-core';
import { markRead } from '../pages/chat/chat-cache';

/** PUT /api/messages/read: what `senderId` sent to the signed-in user is read (a failure is only logged). */
export function useMarkRead(me: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadRequest) =>
      apiFetch<{ updated: number }>('/api/messages/read', { method: 'PUT', body }),
    onSuccess: (_result, body) => {
      markRead(client, me, {
        readerId: body.receiverId,
        senderId: body.senderId,
        upToId: Number.MAX_SAFE_INTEGER,
      });
      void client.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    },
    onError: (err) => console.error(err),
  });
}
