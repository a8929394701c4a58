import type { FastifyRequest } from 'fastify';
import { isSameSiteCall } from './same-site';

const call = (headers: Record<string, string>) =>
  isSameSiteCall({ headers: { host: '127.0.0.1:3000', ...headers } } as unknown as FastifyRequest);

describe('isSameSiteCall: where a state-changing call may come from', () => {
  it.each(['cross-site', 'CROSS-SITE', 'Same-Site', 'same-origin, cross-site'])(
    'Sec-Fetch-Site %j is refused',
    (site) => expect(call({ 'sec-fetch-site': site })).toBe(false),
  );

  it('Sec-Fetch-Site same-origin (any case) passes, whatever Origin says', () => {
    expect(call({ 'sec-fetch-site': 'SAME-ORIGIN', origin: 'http://evil.example' })).toBe(true);
  });

  it("without Sec-Fetch-Site, Origin must be the site's own: Host, or the proxy's X-Forwarded-Host", () => {
    expect(call({ origin: 'http://127.0.0.1:3000' })).toBe(true);
    expect(call({ origin: 'http://LOCALHOST:4200', 'x-forwarded-host': 'localhost:4200' })).toBe(true);
    expect(call({ origin: 'http://localhost:4200' })).toBe(false);
    expect(call({ origin: 'http://127.0.0.1:4201', 'x-forwarded-host': 'localhost:4200' })).toBe(false);
    expect(call({ origin: 'null' })).toBe(false);
  });

  it('with neither header (curl, servers) the call passes', () => {
    expect(call({})).toBe(true);
  });
});
