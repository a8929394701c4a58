// The sitemaps protocol (https://www.sitemaps.org/protocol.html): a sitemap index names sitemap files, each a
// urlset of at most 50,000 addresses (and 50 MB; ours stay far below it), every address absolute and XML-escaped.
export const SITEMAP_MAX_URLS = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** One address of a urlset or one file of an index; lastmod in W3C Datetime (ISO 8601), or none when unknown. */
export type SitemapEntry = { loc: string; lastmod: string | null };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** PUBLIC_URL (with or without a path of its own) followed by a site path that starts with '/'. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', items: readonly SitemapEntry[]) {
  const lines = items.map(
    ({ loc, lastmod }) =>
      `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${XMLNS}">`,
    ...lines,
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap file: the pages' addresses. */
export function urlset(urls: readonly SitemapEntry[]): string {
  return document('urlset', 'url', urls);
}

/** The sitemap index: the files' addresses, each with the newest change among its pages. */
export function sitemapIndex(files: readonly SitemapEntry[]): string {
  return document('sitemapindex', 'sitemap', files);
}

/** The newest of these W3C datetimes (all UTC, as the API writes them, so they compare as text), or null. */
export function newest(dates: readonly (string | null)[]): string | null {
  return dates.reduce<string | null>(
    (max, date) => (date !== null && (max === null || date > max) ? date : max),
    null,
  );
}
