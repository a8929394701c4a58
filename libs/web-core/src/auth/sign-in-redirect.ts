import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser, UserType } from '@reformas/shared-types';
import { useAuthStore } from './auth.store';

/** A return path after signing in: only a path of this site ('/x', never '//host' or 'https://…'). */
export function returnPathOf(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** /auth for that user type (null: any, chosen there), coming back to `next` once signed in. */
export function signInPath(type: UserType | null, next: string): string {
  return `/auth?${type ? `type=${type}&` : ''}next=${encodeURIComponent(next)}`;
}

/**
 * For pages only signed-in users may see: the session user, or null while it is unknown; a signed-out visitor
 * is sent to /auth?type=… (`type` null: a page of every user type, /auth without one) and comes back here after
 * signing in.
 */
export function useSignedInUser(type: UserType | null): SessionUser | null {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (status === 'anonymous') {
      navigate(signInPath(type, `${location.pathname}${location.search}`), { replace: true });
    }
  }, [status, type, navigate, location.pathname, location.search]);
  return status === 'authenticated' ? user : null;
}
