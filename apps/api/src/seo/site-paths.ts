import { LEGAL_PATHS } from '@reformas/i18n-es';

/** The kinds of public item with a page each, and so a sitemap of their own. */
export const ITEM_KINDS = ['profiles', 'cleaning', 'requests'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The address of an item's page (apps/mfe-renovation/src/routes.tsx, apps/mfe-cleaning/src/routes.tsx). */
export const ITEM_PATH: Record<ItemKind, (id: number) => string> = {
  profiles: (id) => `/worker-profiles/${id}`,
  cleaning: (id) => `/cleaning/${id}`,
  requests: (id) => `/projects/${id}`,
};

/**
 * The public pages that are no item (the shell's own, apps/shell/src/app.tsx, and the remotes' lists): the
 * sitemap's `static` file. A list's page changes with its newest item (`of`); the others have no date of their
 * own in the data, and go without lastmod rather than with an invented one.
 */
export const STATIC_PAGES: readonly { path: string; of?: ItemKind }[] = [
  { path: '/' },
  { path: '/projects', of: 'requests' },
  { path: '/worker-profiles', of: 'profiles' },
  { path: '/cleaning', of: 'cleaning' },
  { path: '/services' },
  { path: '/calculator' },
  { path: '/about' },
  { path: LEGAL_PATHS.notice },
  { path: LEGAL_PATHS.privacy },
  { path: LEGAL_PATHS.cookies },
];

/**
 * What robots.txt keeps crawlers out of: the API (but its public images, for link previews) and every page of a
 * signed-in person or of a link e-mailed to one (apps/shell/src/app.tsx, each apps/mfe-<area>/src/routes.tsx). A
 * rule is a prefix of the path: '/create-' covers /create-post, /create-cleaning and whatever form comes next,
 * '/chat' the conversations under it.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/auth',
  '/baja',
  '/chat',
  '/client-view',
  '/create-',
  '/profile/',
  '/recuperar-contrasena',
  '/restablecer-contrasena',
  '/verificar-correo',
  '/worker-view',
];
// The images of public rows (a logo, a photo of an open request) are served under the API; the media store answers
// a photo only while its row is public (media/photo-access.ts).
export const ROBOTS_ALLOW = ['/api/media/'];
