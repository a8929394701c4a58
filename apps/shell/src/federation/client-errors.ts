// Tells the API that a remote failed in this browser (POST /api/client-errors), counted per release so a bad
// release or canary shows in `npm run releases` before it is promoted. Only the remote, its release, the route's
// pattern and the error's class travel: no message text from the page, no ids from the address, no personal data.
import { releaseOf } from './remote-state';

type Kind = 'load' | 'render';
const sent = new Set<string>();
// A remote that failed to load also reaches the route's error boundary: reported once, as a load failure.
const loadFailures = new WeakSet<object>();

export function wasLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && loadFailures.has(error);
}

/** /cleaning/42 -> /cleaning/:id: the pattern, never an id someone could be traced by. */
export function routePattern(pathname: string): string {
  const pattern = pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment.replace(/[^A-Za-z0-9_.-]/g, '')))
    .join('/')
    .slice(0, 200);
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}

export function errorClass(error: unknown): string {
  const name = error instanceof Error ? error.name || error.constructor.name : 'Error';
  return /^[A-Za-z][A-Za-z0-9_]{0,59}$/.test(name) ? name : 'Error';
}

/** Once per remote, release and kind on a page: a retry loop does not flood the counts. */
export function reportRemoteError(remote: string, kind: Kind, error: unknown): void {
  if (kind === 'load' && typeof error === 'object' && error !== null) loadFailures.add(error);
  const release = releaseOf(remote);
  const key = `${remote}|${release}|${kind}`;
  if (sent.has(key) || typeof fetch !== 'function') return;
  sent.add(key);
  const body = {
    remote,
    release,
    route: routePattern(window.location.pathname),
    kind,
    errorClass: errorClass(error),
  };
  fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
