// The header's unread badge: GET /api/messages/unread-count once, then kept current from push events.
import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@reformas/shared-types';
import { getQueryClient } from '../query/query.client';
import { subscribePush, usePushStore, type PushEvent } from './push.client';

export const UNREAD_COUNT_KEY = ['/api/messages/unread-count'] as const;
const UNREAD_FALLBACK_MS = 30_000;

/** The signed-in user's unread messages (0 until known, or when signed out). */
export function useUnreadCount(signedIn: boolean): number {
  const pushDown = usePushStore((s) => s.status === 'error');
  // While the channel is down the badge is read again now and then, so it never stays wrong for long.
  const { data } = useQuery<UnreadCount>({
    queryKey: UNREAD_COUNT_KEY,
    enabled: signedIn,
    refetchInterval: pushDown ? UNREAD_FALLBACK_MS : false,
  });
  return signedIn ? (data?.count ?? 0) : 0;
}

/** How one push event changes the count of `userId`: +1 for a message to them; a read of theirs needs the server. */
export function applyPushToUnreadCount(userId: number, event: PushEvent): 'increment' | 'refetch' | 'none' {
  if (event.type === 'message') return event.message.receiverId === userId ? 'increment' : 'none';
  return event.read.readerId === userId ? 'refetch' : 'none';
}

/** Keeps the count current while signed in; returns the function that stops it. */
export function trackUnreadCount(userId: number): () => void {
  const client = getQueryClient();
  const stopEvents = subscribePush((event) => {
    const change = applyPushToUnreadCount(userId, event);
    if (change === 'increment') {
      client.setQueryData<UnreadCount>(UNREAD_COUNT_KEY, (old) => (old ? { count: old.count + 1 } : old));
    } else if (change === 'refetch') {
      void client.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    }
  });
  // After a gap in the stream the count is read again (missed reads are not replayed).
  const stopStatus = usePushStore.subscribe((state, previous) => {
    if (state.status === 'open' && previous.status === 'error') {
      void client.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    }
  });
  return () => {
    stopEvents();
    stopStatus();
  };
}
