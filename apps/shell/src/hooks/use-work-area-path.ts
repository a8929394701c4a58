import type { UserType } from '@reformas/shared-types';

/** Where each kind of user lands after signing in (docs/product.md, "Roles"). */
export function homePathFor(userType: UserType | null | undefined): string {
  if (userType === 'professional') return '/worker-view';
  if (userType === 'cleaning') return '/cleaning';
  return '/client-view';
}
