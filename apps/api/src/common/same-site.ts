import type { FastifyRequest } from 'fastify';

/** The site's own host as the browser reached it: the proxy's X-Forwarded-Host (scripts/serve-static.mjs), or Host. */
function ownHosts(request: FastifyRequest): string[] {
  const forwarded = request.headers['x-forwarded-host'];
  const hosts = [request.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])];
  return hosts.filter((h): h is string => !!h).map((h) => h.trim().toLowerCase());
}

/**
 * Whether a state-changing call may come from where the browser says it comes from. Sec-Fetch-Site, when sent, is
 * the browser's word: only 'same-origin' (or 'none', typed by the user) passes, in any case. Browsers without it
 * send Origin: its host must be the site's own. A call with neither comes from no browser (curl, servers) and
 * passes; a page elsewhere cannot make a browser leave both out, nor forge X-Forwarded-Host without a CORS
 * preflight this API never grants, so the forwarded host may be compared whatever TRUST_PROXY says.
 */
export function isSameSiteCall(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return ['same-origin', 'none'].includes(String(site).trim().toLowerCase());
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false; // 'null' (a sandboxed frame, a redirect) or nonsense
  }
  return ownHosts(request).includes(host);
}
