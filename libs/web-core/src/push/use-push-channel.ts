import { useEffect } from 'react';
import { startPush, stopPush } from './push.client';
import { trackUnreadCount } from './unread-count';

/** Keeps the push channel open and the unread count live while `userId` is signed in (the shell calls it once). */
export function usePushChannel(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    startPush();
    const stopTracking = trackUnreadCount(userId);
    return () => {
      stopTracking();
      stopPush();
    };
  }, [userId]);
}
