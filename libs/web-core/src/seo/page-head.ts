// `@reformas/web-core/seo`: the <head> of a public page as the server renderer writes it (apps/shell/src/server/),
// computed by each remote's src/server.ts from the page's data: title, description, canonical address, Open Graph
// and Twitter tags, robots, and structured data (JSON-LD, typed against schema.org by schema-dts). No React, no zod.
import { SEO_TEXTS } from '@reformas/i18n-es';

export type PageHead = {
  title: string;
  description: string;
  /** The canonical path, with the query it keeps ('/projects?type=kitchen'). */
  path: string;
  /** Site-relative or absolute; the site's image when absent. */
  image?: string | null;
  jsonLd?: object[];
  /** 410: a request that left the board (hired, completed or closed). */
  status?: 200 | 410;
  noindex?: boolean;
};

/** The image a preview shows when the page has none of its own (apps/shell/public/og-image.png, 1200×630). */
export const SITE_IMAGE = '/og-image.png';

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/** Cut at a word boundary, with '…', to at most `max` characters; spaces made plain. */
export function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** 'Cocinas en Valencia' -> 'Cocinas en Valencia · ReformasYa' (the name never pushes the site's out). */
export function pageTitle(main: string): string {
  const suffix = ` · ${SEO_TEXTS.siteName}`;
  return `${clip(main, TITLE_MAX - suffix.length)}${suffix}`;
}

export const pageDescription = (text: string) => clip(text, DESCRIPTION_MAX);

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside <script>: no '<' can end it ('</script>' in a firm's name stays text). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const absoluteUrl = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, `${origin}/`).href;

/** The tags for the page's <head>. */
export function headTags(head: PageHead, origin: string): string {
  const url = absoluteUrl(head.path, origin);
  const image = absoluteUrl(head.image || SITE_IMAGE, origin);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', SEO_TEXTS.siteName),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}
