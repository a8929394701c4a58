import type { UserType } from '@reformas/shared-types';

/** Where each kind of user lands after signing in (SPEC 2 /auth and SPEC 6). */
export function homePathFor(userType: UserType | null | undefined): string {
  if (userType === 'professional') return '/worker-view';
  if (userType === 'cleaning') return '/cleaning';
  return '/client-view';
}

/**
 * After signing in: back to the page that sent the visitor to /auth (`?next=/chat/5`), else the user's home.
 * Only a path on this site is followed ('/x', not '//host' or 'https://…').
 */
export function afterSignInPath(userType: UserType | null | undefined, next: string | null): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  return homePathFor(userType);
}
