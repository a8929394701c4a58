// What a crawler or a link preview reads of a page's head (headTags): every value escaped, a canonical address or
// noindex, absolute images and links, and JSON-LD that parses back whole whatever a firm writes in its name.
import { aWorkerProfile } from '../testing/fixtures';
import { headTags, pageTitle, workerProfilePageHead, type PageHead } from '.';

const ORIGIN = 'https://reformasya.example';

/** The JSON-LD blocks of a head, parsed back as a crawler does. */
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json as string) as Record<string, unknown>,
  );
/** The content of one meta tag, unescaped as a browser reads it. */
const metaOf = (html: string, name: string) => {
  const raw = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(html)?.[1];
  return raw
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
};

const HEAD: PageHead = {
  title: 'Cocinas en Valencia · ReformasYa',
  description: 'Solicitud de reforma de cocina en Valencia: plazo, zona y fotos del trabajo.',
  path: '/projects/7',
};

describe('headTags', () => {
  it('writes the title, description, canonical, Open Graph and Twitter tags, with the site image by default', () => {
    const html = headTags(HEAD, ORIGIN);
    expect(html).toContain('<title>Cocinas en Valencia · ReformasYa</title>');
    expect(metaOf(html, 'description')).toBe(HEAD.description);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/projects/7">`);
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/projects/7`);
    expect(metaOf(html, 'og:title')).toBe(HEAD.title);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:locale')).toBe('es_ES');
    expect(metaOf(html, 'og:site_name')).toBe('ReformasYa');
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(html).not.toContain('robots');
  });

  it("makes the page's own image absolute and names no size for it", () => {
    const html = headTags({ ...HEAD, image: '/api/media/abc-1600.webp', type: 'article' }, ORIGIN);
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/api/media/abc-1600.webp`);
    expect(metaOf(html, 'twitter:image')).toBe(`${ORIGIN}/api/media/abc-1600.webp`);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(html).not.toContain('og:image:width');
  });

  it('escapes every attribute and the title, so what a firm writes stays text', () => {
    const html = headTags(
      {
        title: 'Reformas "López" & <b>Hijos</b> · ReformasYa',
        description: `Baños & cocinas <rápido> "ya" y 'bien' en Madrid, con garantía por escrito.`,
        path: '/projects?city=A"B<c>',
      },
      ORIGIN,
    );
    expect(html).toContain(
      '<title>Reformas &quot;López&quot; &amp; &lt;b&gt;Hijos&lt;/b&gt; · ReformasYa</title>',
    );
    expect(html).toContain(
      'content="Baños &amp; cocinas &lt;rápido&gt; &quot;ya&quot; y &#39;bien&#39; en Madrid, con garantía por escrito."',
    );
    // The address is URL-encoded by the URL parser first: no quote or bracket reaches the attribute.
    expect(html).toContain(`href="${ORIGIN}/projects?city=A%22B%3Cc%3E"`);
    expect(html).not.toMatch(/<b>|<rápido>/);
  });

  it('a page not to be indexed says noindex and names no canonical address', () => {
    const html = headTags({ ...HEAD, status: 410, noindex: true }, ORIGIN);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it("a </script> in a firm's name cannot end the JSON-LD block, which parses back whole", () => {
    const name = 'Reformas </script><script>alert(1)</script> \u2028López';
    const head = workerProfilePageHead(aWorkerProfile({ companyName: name, city: 'Madrid' }));
    const html = headTags(head, ORIGIN);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(head.jsonLd?.length ?? 0);
    expect(html).toContain('\\u003c/script>');
    const [business] = ldOf(html);
    expect(business?.name).toBe(name);
  });

  it('makes the links inside the JSON-LD absolute, and leaves absolute and protocol-relative ones alone', () => {
    const html = headTags(
      {
        ...HEAD,
        jsonLd: [
          {
            '@id': '/worker-profiles/4',
            url: '/worker-profiles/4',
            logo: 'https://cdn.example/logo.png',
            image: '//evil.example/x.png',
            name: '/not-a-link',
          },
        ],
      },
      ORIGIN,
    );
    expect(ldOf(html)[0]).toEqual({
      '@id': `${ORIGIN}/worker-profiles/4`,
      url: `${ORIGIN}/worker-profiles/4`,
      logo: 'https://cdn.example/logo.png',
      image: '//evil.example/x.png',
      name: '/not-a-link',
    });
  });
});

describe('pageTitle', () => {
  it('keeps titles within 60 characters with the site name, cutting a long text at a word with …', () => {
    const title = pageTitle(
      'Reformas y Rehabilitaciones Integrales del Mediterráneo Sociedad Limitada, reformas en Castellón',
    );
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/[^\s]… · ReformasYa$/);
    expect(pageTitle('Cocinas en Valencia')).toBe('Cocinas en Valencia · ReformasYa');
  });
});
