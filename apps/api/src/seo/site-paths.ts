import { PRIVATE_PAGE_PREFIXES, RENDERED_PAGES } from '../../../../deploy/nginx/site-paths.mjs';

/** The kinds of public item with a page each, and so a sitemap of their own. */
export const ITEM_KINDS = ['profiles', 'cleaning', 'requests'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The address of an item's page (apps/mfe-renovation/src/routes.tsx, apps/mfe-cleaning/src/routes.tsx). */
export const ITEM_PATH: Record<ItemKind, (id: number) => string> = {
  profiles: (id) => `/worker-profiles/${id}`,
  cleaning: (id) => `/cleaning/${id}`,
  requests: (id) => `/projects/${id}`,
};

// A list's page changes with its newest item.
const LIST_OF: Readonly<Record<string, ItemKind>> = {
  '/projects': 'requests',
  '/worker-profiles': 'profiles',
  '/cleaning': 'cleaning',
};

/**
 * The public pages that are no item (those of RENDERED_PAGES without an id): the sitemap's `static` file. A list's
 * page changes with its newest item (`of`); the others have no date of their own in the data, and go without
 * lastmod rather than with an invented one.
 */
export const STATIC_PAGES: readonly { path: string; of?: ItemKind }[] = RENDERED_PAGES.filter(
  (path) => !path.includes('/:'),
).map((path) => ({ path, of: LIST_OF[path] }));

/**
 * What robots.txt keeps crawlers out of: the API (but its public images, for link previews) and every page of a
 * signed-in person or of a link e-mailed to one (PRIVATE_PAGE_PREFIXES, which the edges mark noindex).
 */
export const ROBOTS_DISALLOW = ['/api/', ...PRIVATE_PAGE_PREFIXES];
// The images of public rows (a logo, a photo of an open request) are served under the API; the media store answers
// a photo only while its row is public (media/photo-access.ts).
export const ROBOTS_ALLOW = ['/api/media/'];
