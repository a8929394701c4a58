import type { UserType } from '@reformas/shared-types';
import { NAV_TEXTS } from '@reformas/i18n-es';

/** Where each kind of user lands after signing in (docs/product.md, "Roles"). */
export function homePathFor(userType: UserType | null | undefined): string {
  if (userType === 'professional') return '/worker-view';
  if (userType === 'cleaning') return '/cleaning';
  return '/client-view';
}

type WorkArea = { path: string; label: string };

/**
 * Each user type's own area, one link in the profile menu, the drawer and the footer (docs/product.md, "Header,
 * drawer and footer"): a client's requests, a professional's dashboard, a cleaner's own service (the publish
 * page, which shows the service once published).
 */
export function workAreaOf(userType: UserType): WorkArea {
  if (userType === 'professional') return { path: '/worker-view', label: NAV_TEXTS.workArea };
  if (userType === 'cleaning') return { path: '/create-cleaning', label: NAV_TEXTS.cleaningArea };
  return { path: '/client-view', label: NAV_TEXTS.clientArea };
}
