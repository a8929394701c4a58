// What a crawler or a link preview reads of a page's head: escaped, canonical or noindex, and structured data that
// says only what the page shows.
import { aCleaningService, aWorkerProfile } from '../testing/fixtures';
import {
  cleaningServiceJsonLd,
  headTags,
  pageDescription,
  pageTitle,
  professionalJsonLd,
  tradeTypeOf,
} from '.';

const ORIGIN = 'https://reformasya.example';
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json as string) as Record<string, unknown>,
  );

// schema.org facts: the properties each type we emit may carry (from its page on schema.org, inherited ones included).
const SCHEMA_ORG: Record<string, string[]> = {
  LocalBusiness: [
    'name',
    'url',
    'description',
    'image',
    'logo',
    'address',
    'areaServed',
    'makesOffer',
    'aggregateRating',
    'knowsAbout',
  ],
  Offer: ['itemOffered', 'price', 'priceCurrency', 'areaServed'],
  Service: ['name', 'serviceType', 'areaServed', 'provider'],
  PostalAddress: ['addressLocality', 'postalCode', 'addressCountry'],
  City: ['name'],
  AggregateRating: ['ratingValue', 'reviewCount', 'bestRating', 'worstRating'],
};
const SUBTYPES_OF_LOCAL_BUSINESS = [
  'HomeAndConstructionBusiness',
  'Plumber',
  'Electrician',
  'HousePainter',
  'RoofingContractor',
  'HVACBusiness',
  'Locksmith',
  'GeneralContractor',
];

/** Every node's @type is a schema.org type we know and carries only that type's properties. */
function expectSchemaOrg(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(expectSchemaOrg);
  if (typeof node !== 'object' || node === null) return;
  const { '@type': type, '@context': _context, '@id': _id, ...properties } = node as Record<string, unknown>;
  const known = SUBTYPES_OF_LOCAL_BUSINESS.includes(type as string) ? 'LocalBusiness' : (type as string);
  expect(Object.keys(SCHEMA_ORG)).toContain(known);
  for (const [name, value] of Object.entries(properties)) {
    expect(SCHEMA_ORG[known]).toContain(name);
    expectSchemaOrg(value);
  }
}

describe('page heads', () => {
  it('escapes what a firm writes, even a </script> in its name, and the JSON-LD parses back whole', () => {
    const profile = aWorkerProfile({ companyName: 'Reformas "López" </script><script>alert(1)</script>' });
    const html = headTags(
      {
        title: pageTitle(profile.companyName as string),
        description: pageDescription('Baños & cocinas <rápido>'),
        path: '/worker-profiles/7',
        jsonLd: [professionalJsonLd(profile, ORIGIN)],
      },
      ORIGIN,
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('content="Baños &amp; cocinas &lt;rápido&gt;"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/worker-profiles/7">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.png">`);
    expect(ldOf(html)[0]?.name).toBe(profile.companyName);
  });

  it('a page that must not be indexed says noindex and names no canonical address', () => {
    const html = headTags(
      { title: 't', description: 'd', path: '/projects/3', status: 410, noindex: true },
      ORIGIN,
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps titles within 60 characters with the site name, cutting a long name at a word', () => {
    const title = pageTitle(
      'Reformas y Rehabilitaciones Integrales del Mediterráneo Sociedad Limitada, reformas en Castellón',
    );
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/… · ReformasYa$/);
  });
});

describe('structured data', () => {
  it('rates a professional only from the reviews it has, and never with none', () => {
    const none = professionalJsonLd(aWorkerProfile({ ratingAverage: null, ratingCount: 0 }), ORIGIN);
    expect(none).not.toHaveProperty('aggregateRating');
    const rated = professionalJsonLd(
      aWorkerProfile({ ratingAverage: 4.5, ratingCount: 2 }),
      ORIGIN,
    ) as unknown as Record<string, unknown>;
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expectSchemaOrg(rated);
  });

  it('names the trade schema.org has for the services, else the general one', () => {
    expect(tradeTypeOf(['Fontanería', 'Desatascos'])).toBe('Plumber');
    expect(tradeTypeOf(['Instalación eléctrica'])).toBe('Electrician');
    expect(tradeTypeOf(['Pintura de interiores'])).toBe('HousePainter');
    expect(tradeTypeOf(['Carpintería de madera'])).toBe('HomeAndConstructionBusiness');
  });

  it('describes a cleaning service as a local business offering its service where it works, and nothing private', () => {
    const service = aCleaningService({ name: 'Limpiezas Sol', city: 'Lugo', phone: '612345678' });
    const data = cleaningServiceJsonLd(service, ['Hogar', 'Oficinas'], ORIGIN) as unknown as Record<
      string,
      unknown
    >;
    expect(data['@type']).toBe('LocalBusiness');
    expect(JSON.stringify(data)).not.toContain('612345678');
    expect(data.makesOffer).toMatchObject({
      itemOffered: { '@type': 'Service', serviceType: 'Hogar, Oficinas' },
    });
    expectSchemaOrg(data);
  });
});
