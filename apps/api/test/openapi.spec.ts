import request from 'supertest';
import { useTestApi } from './support/test-api';

type Operation = {
  parameters?: object[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<
    string,
    { content?: Record<string, { schema?: object }>; headers?: Record<string, { schema?: object }> }
  >;
  security?: Record<string, string[]>[];
};
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
};

// Every endpoint of the API, with whether it needs the session cookie.
const ENDPOINTS: [method: string, path: string, signedIn: boolean][] = [
  ['post', '/api/register', false],
  ['post', '/api/reports', true],
  ['get', '/api/reports/mine', true],
  ['get', '/api/user/export', true],
  ['delete', '/api/user', true],
  ['get', '/api/blocks', true],
  ['put', '/api/blocks/{id}', true],
  ['delete', '/api/blocks/{id}', true],
  ['post', '/api/login', false],
  ['post', '/api/logout', false],
  ['post', '/api/password/forgot', false],
  ['post', '/api/password/reset', false],
  ['post', '/api/email/verify', false],
  ['post', '/api/email/resend', true],
  ['put', '/api/account/password', true],
  ['put', '/api/account/email', true],
  ['get', '/api/account/sessions', true],
  ['delete', '/api/account/sessions/{id}', true],
  ['delete', '/api/account/sessions', true],
  ['get', '/api/notifications/settings', true],
  ['put', '/api/notifications/settings', true],
  ['post', '/api/notifications/unsubscribe', false],
  ['post', '/api/notifications/resubscribe', false],
  ['get', '/api/user', true],
  ['get', '/api/session', false],
  ['get', '/api/users/{id}', false],
  ['put', '/api/users/{id}', true],
  ['get', '/api/users/{id}/logo', false],
  ['put', '/api/users/{id}/logo', true],
  ['delete', '/api/users/{id}/logo', true],
  ['get', '/api/media/{name}', false],
  ['get', '/api/projects', false],
  ['post', '/api/projects', true],
  ['get', '/api/projects/{id}', false],
  ['patch', '/api/projects/{id}', true],
  ['post', '/api/projects/{id}/close', true],
  ['post', '/api/projects/{id}/contact', true],
  ['get', '/api/projects/{id}/contacts', true],
  ['get', '/api/users/{id}/projects', true],
  ['get', '/api/workers', false],
  ['post', '/api/workers', true],
  ['get', '/api/workers/{id}', false],
  ['put', '/api/workers/{id}', true],
  ['get', '/api/users/{id}/profile', false],
  ['get', '/api/cleaning', false],
  ['post', '/api/cleaning', true],
  ['get', '/api/users/{id}/cleaning', false],
  ['get', '/api/messages', true],
  ['post', '/api/messages', true],
  ['put', '/api/messages/read', true],
  ['get', '/api/messages/unread-count', true],
  ['get', '/api/events', true],
  ['get', '/api/users/{id}/contacts', true],
  ['get', '/api/users/{id}/reviews', false],
  ['post', '/api/users/{id}/reviews', true],
  ['get', '/api/users/{id}/rating', false],
  ['put', '/api/reviews/{id}', true],
  ['delete', '/api/reviews/{id}', true],
  ['post', '/api/reviews/{id}/reply', true],
  ['put', '/api/reviews/{id}/reply', true],
  ['post', '/api/projects/{id}/photos', true],
  ['delete', '/api/projects/{id}/photos/{photoId}', true],
  ['post', '/api/workers/{id}/photos', true],
  ['delete', '/api/workers/{id}/photos/{photoId}', true],
  ['post', '/api/cleaning/{id}/photos', true],
  ['delete', '/api/cleaning/{id}/photos/{photoId}', true],
  ['put', '/api/cleaning/{id}', true],
  ['get', '/api/cleaning/{id}', false],
  ['post', '/api/cleaning/{id}/paused', true],
  ['delete', '/api/cleaning/{id}', true],
  // Quotes and hiring (issue 33).
  ['post', '/api/projects/{id}/quotes', true],
  ['get', '/api/projects/{id}/quotes', true],
  ['get', '/api/quotes', true],
  ['put', '/api/quotes/{id}', true],
  ['post', '/api/quotes/{id}/withdraw', true],
  ['post', '/api/quotes/{id}/accept', true],
  ['post', '/api/quotes/{id}/decline', true],
  ['get', '/api/quotes/{id}/pdf', true],
  ['post', '/api/projects/{id}/complete', true],
  ['get', '/api/ads', false],
  ['get', '/api/health', false],
  ['get', '/api/health/live', false],
  ['get', '/api/health/ready', false],
  ['post', '/api/client-errors', false],
  ['get', '/api/client-errors/summary', false],
  // The moderation console: an operator's session, its TOTP code given (the TOTP routes: before it).
  ['get', '/api/admin/totp', true],
  ['post', '/api/admin/totp', true],
  ['get', '/api/admin/client-errors', true],
  ['get', '/api/admin/reports', true],
  ['get', '/api/admin/history', true],
  ['post', '/api/admin/actions', true],
  // What search engines read, at /sitemap.xml, /sitemaps/{file} and /robots.txt through the edges.
  ['get', '/api/seo/sitemap.xml', false],
  ['get', '/api/seo/sitemaps/{file}', false],
  ['get', '/api/seo/robots.txt', false],
];
// The operators' routes: the bearer token OPS_TOKEN instead of a session.
const OPERATOR_ONLY = new Set(['get /api/client-errors/summary']);
// The photo uploads: one image's bytes each.
const PHOTO_UPLOADS = ['/api/projects/{id}/photos', '/api/workers/{id}/photos', '/api/cleaning/{id}/photos'];
// Logout, revealing a request's contact and removing the logo take no payload; the logo upload's is an image
// (its own test below).
const WITHOUT_BODY = new Set([
  'post /api/logout',
  'post /api/email/resend',
  'delete /api/account/sessions/{id}',
  'delete /api/account/sessions',
  // The unsubscribe links carry their token in the address.
  'post /api/notifications/unsubscribe',
  'post /api/notifications/resubscribe',
  'post /api/projects/{id}/contact',
  // Blocking someone is the address and the session.
  'put /api/blocks/{id}',
  'delete /api/blocks/{id}',
  // A quote's decisions and the request's completion are the address and the session.
  'post /api/quotes/{id}/withdraw',
  'post /api/quotes/{id}/accept',
  'post /api/quotes/{id}/decline',
  'post /api/projects/{id}/complete',
  'delete /api/users/{id}/logo',
  'put /api/users/{id}/logo',
  'delete /api/reviews/{id}',
  ...PHOTO_UPLOADS.map((path) => `post ${path}`),
  'delete /api/projects/{id}/photos/{photoId}',
  'delete /api/workers/{id}/photos/{photoId}',
  'delete /api/cleaning/{id}/photos/{photoId}',
  'delete /api/cleaning/{id}',
]);

describe('OpenAPI description', () => {
  const api = useTestApi();
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await request(api.url).get('/api/docs-json');
    expect(res.status).toBe(200);
    doc = res.body as OpenApi;
  });

  it('is OpenAPI 3 and lists exactly the endpoints of the API', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(ENDPOINTS.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(ENDPOINTS.filter(([method, path]) => method !== 'get' && !WITHOUT_BODY.has(`${method} ${path}`)))(
    'describes the JSON request body of %s %s',
    (method, path) => {
      const schema = doc.paths[path][method].requestBody?.content?.['application/json']?.schema;
      expect(schema).toMatchObject({ type: 'object', properties: expect.any(Object) });
    },
  );

  it('describes GET /api/events as a text/event-stream', () => {
    expect(doc.paths['/api/events'].get.responses?.['200']?.content).toHaveProperty(['text/event-stream']);
  });

  it('describes PUT /api/users/{id}/logo as taking an image, and GET /api/media/{name} as a WebP image', () => {
    const upload = doc.paths['/api/users/{id}/logo'].put.requestBody?.content ?? {};
    expect(Object.keys(upload)).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    expect(upload['image/png']?.schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(doc.paths['/api/media/{name}'].get.responses?.['200']?.content ?? {})).toEqual([
      'image/webp',
    ]);
    expect(doc.paths['/api/users/{id}/logo'].get.responses).toHaveProperty('302');
  });

  it.each(PHOTO_UPLOADS)('describes POST %s as taking an image and answering the list of photos', (path) => {
    const upload = doc.paths[path].post.requestBody?.content ?? {};
    expect(Object.keys(upload)).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    const created = doc.paths[path].post.responses?.['201']?.content?.['application/json']?.schema;
    expect(created).toMatchObject({ type: 'array' });
    expect(doc.paths[path].post.responses).toHaveProperty('413');
  });

  // The writes counted against a per-account limit (docs/decisions.md, "Write limits").
  it.each([
    ['post', '/api/messages'],
    ['post', '/api/projects'],
    ['put', '/api/users/{id}'],
    ['put', '/api/users/{id}/logo'],
    ['post', '/api/workers'],
    ['put', '/api/workers/{id}'],
    ['post', '/api/cleaning'],
    ['post', '/api/client-errors'],
    ['post', '/api/users/{id}/reviews'],
    ['put', '/api/reviews/{id}'],
    ['delete', '/api/reviews/{id}'],
    ['post', '/api/reviews/{id}/reply'],
    ['put', '/api/reviews/{id}/reply'],
    ...PHOTO_UPLOADS.map((path) => ['post', path]),
  ])('documents the 429 of %s %s past its write limit, with Retry-After', (method, path) => {
    const tooMany = doc.paths[path][method].responses?.['429'];
    expect(tooMany?.content?.['application/json']?.schema).toMatchObject({ type: 'object' });
    expect(tooMany?.headers?.['Retry-After']?.schema).toEqual({ type: 'integer' });
  });

  const NOT_JSON = new Set([
    '/api/events',
    '/api/users/{id}/logo',
    '/api/media/{name}',
    '/api/quotes/{id}/pdf',
    '/api/user/export',
    '/api/seo/sitemap.xml',
    '/api/seo/sitemaps/{file}',
    '/api/seo/robots.txt',
  ]);
  it.each(ENDPOINTS.filter(([method, path]) => method === 'get' && !NOT_JSON.has(path)))(
    'describes the 200 answer of %s %s',
    (method, path) => {
      const schema = doc.paths[path][method].responses?.['200']?.content?.['application/json']?.schema;
      expect(schema).toEqual(expect.objectContaining({ type: expect.stringMatching(/^(object|array)$/) }));
    },
  );

  it.each(ENDPOINTS)(
    'documents the 400 of %s %s when it takes parameters or a body, with the Spanish error body',
    (method, path) => {
      const operation = doc.paths[path][method];
      const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      const invalid = operation.responses?.['400'];
      if (!takesInput) return expect(invalid).toBeUndefined();
      expect(invalid?.content?.['application/json']?.schema).toMatchObject({
        type: 'object',
        properties: { message: { type: 'string' }, errors: { type: 'array' } },
      });
    },
  );

  it('describes a quote as a PDF download, its errors as JSON', () => {
    const responses = doc.paths['/api/quotes/{id}/pdf'].get.responses ?? {};
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['application/pdf']);
    for (const status of ['403', '404'])
      expect(Object.keys(responses[status]?.content ?? {})).toEqual(['application/json']);
  });

  it('describes the 404 of GET /api/media/{name} as JSON, its 200 alone as the image', () => {
    const responses = doc.paths['/api/media/{name}'].get.responses ?? {};
    expect(Object.keys(responses['404']?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['image/webp']);
  });

  it('describes the sitemaps as XML and robots.txt as text, a missing sitemap as the JSON error', () => {
    const ok = (path: string) => Object.keys(doc.paths[path].get.responses?.['200']?.content ?? {});
    expect(ok('/api/seo/sitemap.xml')).toEqual(['application/xml']);
    expect(ok('/api/seo/sitemaps/{file}')).toEqual(['application/xml']);
    expect(ok('/api/seo/robots.txt')).toEqual(['text/plain']);
    const missing = doc.paths['/api/seo/sitemaps/{file}'].get.responses?.['404'];
    expect(Object.keys(missing?.content ?? {})).toEqual(['application/json']);
  });

  it("declares the session cookie 'sid' as an apiKey security scheme", () => {
    const schemes = Object.values(doc.components?.securitySchemes ?? {});
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }));
  });

  it("declares the operators' token 'ops' as an HTTP bearer security scheme", () => {
    expect(doc.components?.securitySchemes?.ops).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('marks the endpoints that need a session, and only those; the operators token only on theirs', () => {
    for (const [method, path, signedIn] of ENDPOINTS) {
      const security = doc.paths[path][method].security ?? [];
      const expected = [
        ...(signedIn ? [{ sid: [] }] : []),
        ...(OPERATOR_ONLY.has(`${method} ${path}`) ? [{ ops: [] }] : []),
      ];
      expect([`${method} ${path}`, security]).toEqual([`${method} ${path}`, expected]);
    }
  });

  it('serves the Swagger UI as HTML at /api/docs', async () => {
    const res = await request(api.url).get('/api/docs').redirects(2);
    expect(res.status).toBe(200);
    expect(res.header['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/swagger/i);
  });
});
