import type { UserType } from '@reformas/shared-types';

/** Where each kind of user lands after signing in (SPEC 2 /auth and SPEC 6). */
export function homePathFor(userType: UserType | null | undefined): string {
  if (userType === 'professional') return '/worker-view';
  if (userType === 'cleaning') return '/cleaning';
  return '/client-view';
}
