import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing call may come from where the browser says it comes from. Sec-Fetch-Site, when sent, is
 * the browser's word: only 'same-origin' (or 'none', typed by the user) passes, in any case. Browsers without it
 * send Origin: its host must be the site's own, the host the browser reached: Fastify's `request.host`, which is
 * the Host header, or X-Forwarded-Host only when TRUST_PROXY says a proxy of ours sets it (any client can send
 * one). The proxies in front keep the browser's Host (scripts/serve-static.mjs) or send X-Forwarded-Host with
 * TRUST_PROXY on (nginx). A call with neither header comes from no browser (curl, servers) and passes.
 */
export function isSameSiteCall(request: Pick<FastifyRequest, 'headers' | 'host'>): boolean {
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
  return host === request.host.trim().toLowerCase();
}
