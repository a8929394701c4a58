// The head of every kind of public page, from the data an anonymous visitor is sent (the test builders' defaults
// are what the API sends one), read back as a crawler reads the tags: titles, descriptions, canonical addresses,
// statuses, and JSON-LD checked against schema.org.
import { LEGAL_PATHS } from '@reformas/i18n-es';
import type { RatingSummary, Review } from '@reformas/shared-types';
import { aCleaningService, aProject, aWorkerProfile } from '../testing/fixtures';
import {
  boardPageHead,
  cityName,
  cleaningDirectoryPageHead,
  cleaningServicePageHead,
  headTags,
  privatePageHead,
  projectPageHead,
  staticPageHead,
  tradeTypeOf,
  workerDirectoryPageHead,
  workerProfilePageHead,
  type PageHead,
} from '.';

const ORIGIN = 'https://reformasya.example';
const search = (query: string) => new URLSearchParams(query);

/** The JSON-LD of a head as a crawler reads it: written into the page and parsed back. */
const ldOf = (head: PageHead) =>
  [...headTags(head, ORIGIN).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json as string) as Record<string, unknown>,
  );
const ofType = (head: PageHead, type: string) => ldOf(head).find((node) => node['@type'] === type);

// schema.org facts (from each type's page on schema.org, inherited properties included): the properties of the
// types we write, and the subtypes of LocalBusiness we may name.
const SCHEMA_ORG: Record<string, readonly string[]> = {
  LocalBusiness: [
    'name',
    'url',
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
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
};
const LOCAL_BUSINESS_SUBTYPES = [
  'HomeAndConstructionBusiness',
  'Electrician',
  'GeneralContractor',
  'HousePainter',
  'HVACBusiness',
  'Locksmith',
  'MovingCompany',
  'Plumber',
  'RoofingContractor',
];

/** Every node's @type is a schema.org type we know and carries only that type's properties. */
function expectSchemaOrg(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(expectSchemaOrg);
  if (typeof node !== 'object' || node === null) return;
  const { '@type': type, '@context': context, '@id': _id, ...properties } = node as Record<string, unknown>;
  if (context !== undefined) expect(context).toBe('https://schema.org');
  const known = LOCAL_BUSINESS_SUBTYPES.includes(type as string) ? 'LocalBusiness' : (type as string);
  expect(Object.keys(SCHEMA_ORG)).toContain(known);
  for (const [name, value] of Object.entries(properties)) {
    expect([known, SCHEMA_ORG[known]?.includes(name)]).toEqual([known, true]);
    expectSchemaOrg(value);
  }
}

/** Titles and descriptions a search result shows whole, and nothing of anyone's contact data. */
function expectReadable(head: PageHead, ...secrets: string[]) {
  expect(head.title.length).toBeLessThanOrEqual(60);
  expect(head.description.length).toBeGreaterThanOrEqual(50);
  expect(head.description.length).toBeLessThanOrEqual(160);
  const html = headTags(head, ORIGIN);
  expect(html).not.toMatch(/@(?!context|type|id)|mailto:|\*\*\*/);
  for (const secret of secrets) expect(html).not.toContain(secret);
}

/** A provider's reviews as GET /api/users/{id}/reviews lists them, every one verified (`verifiedBy`). */
const review = (id: number, rating: number, verifiedBy: Review['verifiedBy'] = 'chat'): Review => ({
  id,
  providerId: 30,
  reviewerName: 'Lucía F.',
  rating,
  text: 'Trabajo limpio, puntual y con buen trato durante toda la obra.',
  verifiedBy,
  hired: false,
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
  reply: null,
  mine: false,
  canReply: false,
});
/** The summary the page's reviews section draws (GET /api/users/{id}/rating), as the API sums those reviews. */
function summaryOf(userId: number, reviews: readonly Review[]): RatingSummary {
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of reviews) stars[r.rating as 1 | 2 | 3 | 4 | 5] += 1;
  return {
    userId,
    average: reviews.length > 0 ? Math.round((sum * 10) / reviews.length) / 10 : null,
    count: reviews.length,
    stars,
    canReview: false,
    myReviewId: null,
  };
}

describe('projectPageHead', () => {
  it("titles an open request as its page heads it and describes it from its fields, never the client's words", () => {
    const project = aProject({
      renovationType: 'bathroom',
      city: 'Zaragoza',
      timeline: '15days',
      description: 'Cambiar la bañera por plato de ducha. Llamad al 612 345 678 o a marta.ruiz@correo.es',
      photos: [{ id: 'a'.repeat(32), thumbUrl: '/api/media/a-320.webp', url: '/api/media/a-1600.webp' }],
    });
    const head = projectPageHead(project);
    expect(head).toMatchObject({
      title: 'Baños en Zaragoza · ReformasYa',
      path: `/projects/${project.id}`,
      image: '/api/media/a-1600.webp',
      type: 'article',
    });
    expect(head.description).toContain('Plazo para empezar: próximos 15 días');
    expect(head).not.toHaveProperty('status');
    expect(head.jsonLd).toBeUndefined();
    expectReadable(head, '612 345 678', '678', 'marta', 'bañera', project.name, project.phone);
  });

  it('answers 410 and noindex for a hired request, and for a completed or closed one', () => {
    for (const status of ['hired', 'completed', 'closed'] as const) {
      const head = projectPageHead(aProject({ status }));
      expect(head).toMatchObject({ status: 410, noindex: true });
      expect(headTags(head, ORIGIN)).not.toContain('rel="canonical"');
    }
  });

  it('shows the site image when the request has no photo', () => {
    expect(projectPageHead(aProject({ photos: [] })).image).toBeNull();
  });
});

describe('workerProfilePageHead', () => {
  const profile = aWorkerProfile({
    companyName: 'Fontanería Ebro',
    services: '["plumbing"]',
    city: 'Zaragoza',
    postalCode: '50001',
    logoUrl: '/api/media/logo-192.webp',
    phone: '***456',
  });

  it("names the firm, its services and city, with its logo; nothing of the owner's phone", () => {
    const head = workerProfilePageHead(profile);
    expect(head).toMatchObject({
      title: 'Fontanería Ebro, reformas en Zaragoza · ReformasYa',
      path: `/worker-profiles/${profile.id}`,
      image: '/api/media/logo-192.webp',
      type: 'profile',
    });
    expect(head.description).toMatch(/^Fontanería Ebro \(Zaragoza\): Fontanería\./);
    expectReadable(head, '456', profile.description ?? '');
  });

  it('describes the firm as the trade its services name, where it works, with absolute links', () => {
    const head = workerProfilePageHead(profile);
    const business = ofType(head, 'Plumber');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@id': `${ORIGIN}/worker-profiles/${profile.id}`,
      url: `${ORIGIN}/worker-profiles/${profile.id}`,
      name: 'Fontanería Ebro',
      logo: `${ORIGIN}/api/media/logo-192.webp`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Zaragoza',
        postalCode: '50001',
        addressCountry: 'ES',
      },
      areaServed: { '@type': 'City', name: 'Zaragoza' },
      knowsAbout: ['Fontanería'],
    });
    ldOf(head).forEach(expectSchemaOrg);
  });

  it('writes no aggregateRating without one verified review', () => {
    const none = workerProfilePageHead(profile, summaryOf(profile.userId, []));
    expect(ofType(none, 'Plumber')).not.toHaveProperty('aggregateRating');
    const unrated = workerProfilePageHead(aWorkerProfile({ ratingAverage: null, ratingCount: 0 }));
    expect(ldOf(unrated)[0]).not.toHaveProperty('aggregateRating');
  });

  it("rates the firm with the average of the verified reviews its page shows, the page's summary", () => {
    const reviews = [review(1, 5), review(2, 4, 'phone'), review(3, 4)];
    // The profile's own figures lag behind: the page draws the summary, and so does the head.
    const head = workerProfilePageHead(
      { ...profile, ratingAverage: 3, ratingCount: 1 },
      summaryOf(profile.userId, reviews),
    );
    const rating = ofType(head, 'Plumber')?.aggregateRating;
    expect(rating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect((rating as { ratingValue: number }).ratingValue).toBeCloseTo(13 / 3, 1);
    ldOf(head).forEach(expectSchemaOrg);
  });

  it("takes the profile's figures without a summary, and never another provider's summary", () => {
    const rated = { ...profile, ratingAverage: 4.5, ratingCount: 2 };
    expect(ofType(workerProfilePageHead(rated), 'Plumber')?.aggregateRating).toMatchObject({
      ratingValue: 4.5,
      reviewCount: 2,
    });
    const other = summaryOf(profile.userId + 1, [review(1, 1)]);
    expect(ofType(workerProfilePageHead(rated, other), 'Plumber')?.aggregateRating).toMatchObject({
      ratingValue: 4.5,
    });
  });

  it('writes the breadcrumb its page shows: Inicio › Profesionales › the firm', () => {
    const trail = ofType(workerProfilePageHead(profile), 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Profesionales', item: `${ORIGIN}/worker-profiles` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Fontanería Ebro',
        item: `${ORIGIN}/worker-profiles/${profile.id}`,
      },
    ]);
  });

  it('cuts a long firm name at a word, leaving its city to the description', () => {
    const head = workerProfilePageHead(
      aWorkerProfile({
        companyName: 'Reformas y Rehabilitaciones Integrales del Mediterráneo Sociedad Limitada',
        city: 'Castellón',
      }),
    );
    expect(head.title).toBe('Reformas y Rehabilitaciones…, reformas · ReformasYa');
    expect(head.description).toContain('(Castellón)');
    expectReadable(head);
    expect(workerProfilePageHead(aWorkerProfile({ companyName: 'Pérez', city: 'Castellón' })).title).toBe(
      'Pérez, reformas en Castellón · ReformasYa',
    );
  });

  it('asks not to be indexed for a profile that is not public', () => {
    expect(workerProfilePageHead(aWorkerProfile({ isPublic: false })).noindex).toBe(true);
  });
});

describe('tradeTypeOf', () => {
  it('names the schema.org trade of the services, GeneralContractor for integral work, else the general type', () => {
    expect(tradeTypeOf(['plumbing'])).toBe('Plumber');
    expect(tradeTypeOf(['electricity', 'other'])).toBe('Electrician');
    expect(tradeTypeOf(['painting'])).toBe('HousePainter');
    expect(tradeTypeOf(['air_conditioning', 'aerothermal'])).toBe('HVACBusiness');
    expect(tradeTypeOf(['integral', 'bathroom', 'plumbing'])).toBe('GeneralContractor');
    expect(tradeTypeOf(['plumbing', 'electricity'])).toBe('HomeAndConstructionBusiness');
    expect(tradeTypeOf(['bathroom', 'kitchen'])).toBe('HomeAndConstructionBusiness');
    expect(tradeTypeOf(['plumbing', 'bathroom'])).toBe('HomeAndConstructionBusiness');
    expect(tradeTypeOf([])).toBe('HomeAndConstructionBusiness');
  });
});

describe('cleaningServicePageHead', () => {
  const service = aCleaningService({
    city: 'Sevilla',
    serviceType: '["home","office","home"]',
    description: 'Soy Rocío, llámame al 655 443 322',
    photos: [{ id: 'b'.repeat(32), thumbUrl: '/api/media/b-320.webp', url: '/api/media/b-1600.webp' }],
  });

  it("names the service, never the cleaner's masked name, phone or own words", () => {
    const head = cleaningServicePageHead(service);
    expect(head).toMatchObject({
      title: 'Servicio de limpieza en Sevilla · ReformasYa',
      path: `/cleaning/${service.id}`,
      image: '/api/media/b-1600.webp',
    });
    expect(head.description).toMatch(/^Servicio de limpieza en Sevilla: hogar, oficinas\./);
    expectReadable(head, service.name, '2233', '655', 'Rocío');
  });

  it('is a LocalBusiness offering its Service where it works, with no price as the page shows none', () => {
    const head = cleaningServicePageHead(service);
    const business = ofType(head, 'LocalBusiness');
    expect(business?.makesOffer).toEqual({
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: 'Limpieza: Hogar, Oficinas',
        serviceType: 'Hogar, Oficinas',
        areaServed: { '@type': 'City', name: 'Sevilla' },
      },
    });
    expect(business).not.toHaveProperty('aggregateRating');
    expect(ofType(head, 'BreadcrumbList')?.itemListElement).toHaveLength(3);
    ldOf(head).forEach(expectSchemaOrg);
  });

  it('rates it from its reviews as a professional is rated, and not at all without an owner', () => {
    const rated = cleaningServicePageHead(
      service,
      summaryOf(service.userId ?? 0, [review(1, 5), review(2, 4)]),
    );
    expect(ofType(rated, 'LocalBusiness')?.aggregateRating).toMatchObject({
      ratingValue: 4.5,
      reviewCount: 2,
    });
    const ownerless = cleaningServicePageHead({ ...service, userId: null, ratingAverage: 5, ratingCount: 1 });
    expect(ofType(ownerless, 'LocalBusiness')).not.toHaveProperty('aggregateRating');
  });
});

describe('list pages: one canonical address per set of results', () => {
  it('keeps the board’s type and city in that order, one spelling of the city, and drops paging and the rest', () => {
    const head = boardPageHead(
      search('utm_source=x&page=3&city=%20%20zaragoza%20&sort=new&type=bathroom&offset=40&fbclid=y'),
    );
    expect(head.path).toBe('/projects?type=bathroom&city=Zaragoza');
    expect(head.title).toBe('Solicitudes de baños en Zaragoza · ReformasYa');
    expectReadable(head);
    expect(boardPageHead(search('city=ZARAGOZA&type=bathroom')).path).toBe(head.path);
    const long = boardPageHead(search('type=air_conditioning&city=san%20sebasti%C3%A1n%20de%20los%20reyes'));
    expect(long.title).toBe('Solicitudes de aire acondicionado en San… · ReformasYa');
    expectReadable(long);
  });

  it('titles the board by city or type, and the plain board without them; an unknown type is no filter', () => {
    expect(boardPageHead(search('city=madrid')).title).toBe('Solicitudes de reforma en Madrid · ReformasYa');
    expect(boardPageHead(search('type=kitchen')).title).toBe('Solicitudes de cocinas · ReformasYa');
    const plain = boardPageHead(search('type=garden&city=%20&page=2'));
    expect(plain).toMatchObject({ path: '/projects', title: 'Solicitudes de reforma · ReformasYa' });
    expectReadable(plain);
  });

  it('keeps the cleaning directory’s city and type in that order', () => {
    const head = cleaningDirectoryPageHead(
      search('serviceType=office&page=2&city=l%27hospitalet%20de%20llobregat'),
    );
    expect(head.path).toBe('/cleaning?city=L%27Hospitalet+de+Llobregat&serviceType=office');
    expect(head.title).toBe("Limpieza en L'Hospitalet de Llobregat: oficinas · ReformasYa");
    expectReadable(head);
    expect(cleaningDirectoryPageHead(search('serviceType=todos')).path).toBe('/cleaning');
    expect(cleaningDirectoryPageHead(search('city=Lugo')).title).toBe('Limpieza en Lugo · ReformasYa');
  });

  it('makes the professionals’ directory one page whatever its order, and a search not indexed', () => {
    expect(workerDirectoryPageHead(search('sort=rating&page=2'))).toMatchObject({ path: '/worker-profiles' });
    expect(workerDirectoryPageHead(search('sort=rating')).noindex).toBeUndefined();
    expect(workerDirectoryPageHead(search('q=fontanero%20zaragoza')).noindex).toBe(true);
    expectReadable(workerDirectoryPageHead(search('')));
  });

  it('writes place names in one spelling', () => {
    expect(cityName('  alcalá   DE henares ')).toBe('Alcalá de Henares');
    expect(cityName('a coruña')).toBe('A Coruña');
    expect(cityName('VITORIA-GASTEIZ')).toBe('Vitoria-Gasteiz');
    expect(cityName("platja d'aro")).toBe("Platja d'Aro");
    expect(cityName('   ')).toBeNull();
  });
});

describe('pages without data', () => {
  it.each([
    '/',
    '/services',
    '/calculator',
    '/about',
    // The legal pages, at the addresses their links point to.
    LEGAL_PATHS.notice,
    LEGAL_PATHS.privacy,
    LEGAL_PATHS.cookies,
  ])('%s has its title, a description and its own canonical address', (path) => {
    const head = staticPageHead(`${path}?utm_source=news`);
    expect(head.path).toBe(path);
    expect(head.noindex).toBeUndefined();
    expect(head.title).toMatch(/ReformasYa/);
    expectReadable(head);
  });

  it('an address that is no page is a 404 not to be indexed', () => {
    expect(staticPageHead('/no-existe')).toMatchObject({ status: 404, noindex: true });
  });

  it('a private page is titled and not indexed', () => {
    const head = privatePageHead('Mensajes');
    expect(head).toMatchObject({ title: 'Mensajes · ReformasYa', noindex: true });
    expect(privatePageHead('Mi cuenta · ReformasYa').title).toBe('Mi cuenta · ReformasYa');
    expect(headTags(head, ORIGIN)).toContain('<meta name="robots" content="noindex">');
    expectReadable(head);
  });
});
