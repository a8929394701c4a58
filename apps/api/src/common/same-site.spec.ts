import { isSameSiteCall } from './same-site';

// `host` as Fastify gives it: the Host header, or X-Forwarded-Host with TRUST_PROXY on.
const call = (headers: Record<string, string>, host = '127.0.0.1:3000') => isSameSiteCall({ headers, host });

describe('isSameSiteCall: where a state-changing call may come from', () => {
  it.each(['cross-site', 'CROSS-SITE', 'Same-Site', 'same-origin, cross-site'])(
    'Sec-Fetch-Site %j is refused',
    (site) => expect(call({ 'sec-fetch-site': site })).toBe(false),
  );

  it('Sec-Fetch-Site same-origin (any case) passes, whatever Origin says', () => {
    expect(call({ 'sec-fetch-site': 'SAME-ORIGIN', origin: 'http://evil.example' })).toBe(true);
  });

  it('without Sec-Fetch-Site, Origin must be the host the browser reached, as Fastify tells it', () => {
    expect(call({ origin: 'http://127.0.0.1:3000' })).toBe(true);
    expect(call({ origin: 'http://LOCALHOST:4200' }, 'localhost:4200')).toBe(true);
    expect(call({ origin: 'http://localhost:4200' })).toBe(false);
    expect(call({ origin: 'null' })).toBe(false);
  });

  it('an X-Forwarded-Host the client sent is not believed (TRUST_PROXY off: Fastify keeps the Host)', () => {
    expect(call({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' })).toBe(false);
  });

  it('with neither header (curl, servers) the call passes', () => {
    expect(call({})).toBe(true);
  });
});
