// The site's pages by who may see them: the one list for the edge (render.mjs: which pages it asks the renderer
// for, which it marks noindex), the Node static server (scripts/serve-static.mjs, through render.mjs) and the API's
// robots.txt and sitemap (apps/api/src/seo/site-paths.ts). Plain JavaScript: the edge's image renders its
// nginx.conf with Node alone (deploy/docker/edge.Dockerfile copies deploy/nginx/).

/**
 * The pages drawn on the server for a visitor without a session (docs/decisions.md, "Pages rendered on the server").
 * Those without `:id` (one segment) are the sitemap's static pages, in this order. The last three are LEGAL_PATHS
 * of libs/i18n-es (nginx.spec.ts keeps them equal).
 */
export const RENDERED_PAGES = [
  '/',
  '/projects',
  '/projects/:id',
  '/worker-profiles',
  '/worker-profiles/:id',
  '/cleaning',
  '/cleaning/:id',
  '/services',
  '/calculator',
  '/about',
  '/aviso-legal',
  '/politica-de-privacidad',
  '/politica-de-cookies',
];

/**
 * Pages of a signed-in person or of a link e-mailed to one (apps/shell/src/app.tsx, each
 * apps/mfe-<area>/src/routes.tsx), by the start of their path: robots.txt keeps crawlers out of them, and both
 * edges answer them with `X-Robots-Tag: noindex`, which also holds for a crawler that reached one by a link. A
 * prefix that ends in '-' or '/' starts the path ('/create-' covers /create-post, /create-cleaning and whatever
 * form comes next); any other is a whole segment ('/chat' covers the conversations under it).
 */
export const PRIVATE_PAGE_PREFIXES = [
  '/admin',
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
