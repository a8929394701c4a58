import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribePush, usePushStore } from '@reformas/web-core';
import { chatKeys } from '../../api/query-keys';
import { addMessage, markRead } from './chat-cache';

/** While the chat is on screen, push events update its caches; after a gap in the stream the contacts are reread. */
export function useChatPush(me: number, openContactId: number | null): void {
  const client = useQueryClient();
  const openRef = useRef(openContactId);
  useEffect(() => {
    openRef.current = openContactId;
  }, [openContactId]);

  useEffect(() => {
    const stopEvents = subscribePush((event) => {
      if (event.type === 'message') addMessage(client, me, event.message, openRef.current);
      else markRead(client, me, event.read);
    });
    const stopStatus = usePushStore.subscribe((state, previous) => {
      if (state.status === 'open' && previous.status === 'error') {
        void client.invalidateQueries({ queryKey: chatKeys.contacts(me) });
      }
    });
    return () => {
      stopEvents();
      stopStatus();
    };
  }, [client, me]);
}
