import { parse, validate } from 'fast-xml-parser';
import { absoluteUrl, escapeXml, newest, sitemapIndex, urlset } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five characters XML reserves, and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f ñ/?=`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f ñ/?=');
  });

  it('writes a well-formed urlset in the sitemaps namespace, lastmod only where known', () => {
    const xml = urlset([
      { loc: 'https://ejemplo.es/buscar?a=1&b=<2>', lastmod: '2026-11-24T02:43:10.123Z' },
      { loc: 'https://ejemplo.es/about', lastmod: null },
    ]);
    expect(validate(xml)).toBe(true);
    expect(xml).toContain('<loc>https://ejemplo.es/buscar?a=1&amp;b=&lt;2&gt;</loc>');
    const doc = parse(xml, { ignoreAttributes: false, parseNodeValue: false, arrayMode: /^url$/ }, true) as {
      urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] };
    };
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.urlset.url).toEqual([
      { loc: 'https://ejemplo.es/buscar?a=1&amp;b=&lt;2&gt;', lastmod: '2026-11-24T02:43:10.123Z' },
      { loc: 'https://ejemplo.es/about' },
    ]);
  });

  it('writes an index of files, and an empty one without entries', () => {
    const xml = sitemapIndex([{ loc: 'https://ejemplo.es/sitemaps/static-1.xml', lastmod: null }]);
    expect(validate(xml)).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://ejemplo.es/sitemaps/static-1.xml</loc></sitemap>');
    expect(validate(urlset([]))).toBe(true);
  });

  it('joins PUBLIC_URL and a path with one slash, keeping a path of the site', () => {
    expect(absoluteUrl('https://ejemplo.es/', '/projects/7')).toBe('https://ejemplo.es/projects/7');
    expect(absoluteUrl('https://ejemplo.es/es', '/sitemap.xml')).toBe('https://ejemplo.es/es/sitemap.xml');
  });

  it('finds the newest of ISO dates, none among nulls', () => {
    expect(newest(['2026-01-02T00:00:00.000Z', null, '2026-11-02T00:00:00.000Z'])).toBe(
      '2026-11-02T00:00:00.000Z',
    );
    expect(newest([null, null])).toBeNull();
  });
});
