import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageInput } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { addMessage } from '../pages/chat/chat-cache';

/** POST /api/messages with a clientKey, so that a retry of the same text stores it once. */
export function useSendMessage(me: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => apiFetch<ChatMessage>('/api/messages', { body: input }),
    onSuccess: (message) => {
      addMessage(client, me, message);
    },
  });
}
