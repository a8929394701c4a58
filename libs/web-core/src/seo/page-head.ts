// `@reformas/web-core/seo`: the <head> of a public page as the server renderer writes it (apps/shell/src/server/):
// title, description, canonical address, Open Graph and Twitter tags, robots, and structured data (JSON-LD, typed
// against schema.org by schema-dts). No React and no zod: types only from @reformas/shared-types, values from its
// zod-free `/options` entry, words from @reformas/i18n-es. `lang="es"` is on the shell's <html> already.
import { SEO_TEXTS } from '@reformas/i18n-es';

export type PageHead = {
  title: string;
  description: string;
  /** The canonical path, with the query it keeps ('/projects?type=kitchen&city=Madrid'). */
  path: string;
  /** Absolute or site-relative; the site's image when absent (null: none of its own). */
  image?: string | null;
  /** og:type; 'website' when absent. */
  type?: 'website' | 'profile' | 'article';
  /** Site-relative links in it ('@id', url, image, logo, item) are made absolute by headTags. */
  jsonLd?: object[];
  /** 410: a request that left the board (hired, completed or closed); 404: an address that is no page. */
  status?: 200 | 404 | 410;
  noindex?: boolean;
};

/** The image a preview shows when the page has none of its own (apps/shell/public/og-image.png, 1200×630 PNG). */
export const SITE_IMAGE = '/og-image.png';
const SITE_IMAGE_SIZE = { width: '1200', height: '630' };

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;
export const TITLE_SUFFIX = ` · ${SEO_TEXTS.siteName}`;

/**
 * Cut to at most `max` characters with '…', at a word boundary when that keeps more than half of it (no dangling
 * 'y' or 'de' either); spaces made plain.
 */
export function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = plain.charAt(max - 1) === ' ' ? max - 1 : cut.lastIndexOf(' ');
  const kept =
    space > max / 2 ? cut.slice(0, space).replace(/(?: (?:y|e|o|de|del|la|las|el|los|en|a))+$/i, '') : cut;
  return `${kept.replace(/[\s,.;:·(-]+$/, '')}…`;
}

/** 'Cocinas en Valencia' -> 'Cocinas en Valencia · ReformasYa' (nothing pushes the site's name out). */
export function pageTitle(main: string): string {
  return `${clip(main, TITLE_MAX - TITLE_SUFFIX.length)}${TITLE_SUFFIX}`;
}

/** How many characters a title's main part may take beside `rest` (what follows the name in it). */
export const titleRoom = (rest: string) => TITLE_MAX - TITLE_SUFFIX.length - rest.length;

export const pageDescription = (text: string) => clip(text, DESCRIPTION_MAX);

export const absoluteUrl = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, `${origin}/`).href;

// The JSON-LD properties that hold a link; a builder writes them site-relative (it does not know the origin).
const LINK_PROPERTIES = new Set(['@id', 'url', 'image', 'logo', 'item']);

/** The same structured data with its site-relative links made absolute ('/worker-profiles/4' -> origin + it). */
export function absoluteLinks<T>(node: T, origin: string): T {
  if (Array.isArray(node)) return node.map((item: unknown) => absoluteLinks(item, origin)) as T;
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      LINK_PROPERTIES.has(key) && typeof value === 'string' && /^\/(?!\/)/.test(value)
        ? absoluteUrl(value, origin)
        : absoluteLinks(value, origin),
    ]),
  ) as T;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** JSON inside <script>: no '<' can end it ('</script>' in a firm's name stays text), nor a line separator. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tags for the page's <head>, every value escaped; a page not to be indexed names no canonical address. */
export function headTags(head: PageHead, origin: string): string {
  const url = absoluteUrl(head.path, origin);
  const ownImage = head.image || null;
  const image = absoluteUrl(ownImage ?? SITE_IMAGE, origin);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const siteImage = ownImage
    ? []
    : [
        meta('property', 'og:image:width', SITE_IMAGE_SIZE.width),
        meta('property', 'og:image:height', SITE_IMAGE_SIZE.height),
        meta('property', 'og:image:alt', SEO_TEXTS.imageAlt),
      ];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', SEO_TEXTS.siteName),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...siteImage,
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(absoluteLinks(data, origin))}</script>`,
    ),
  ].join('');
}
