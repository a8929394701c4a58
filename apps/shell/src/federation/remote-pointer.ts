// remotes.json, the pointer the release tool switches (tools/release): per remote, the live release's manifest
// and routes (its routes.json) and, during a canary, a second release with the share of browsers that get it. A
// plain URL (the development servers, apps/shell/public/remotes.json) is a remote without releases, whose routes
// are read from routes.json beside its manifest.
//
// Which release this browser gets:
// - the preview cookie `mf-preview=<remote>@<release>` (set only in the release tool's smoke-test browser)
//   points that one remote at a release not yet live, in the same releases folder as the live one;
// - during a canary, a stable bucket (0-99) kept in this browser: the same browser gets the same release on every
//   page. It is a random number, not personal data (docs/decisions.md, "Releases of a remote").

import type { RemoteRouteEntry } from '@reformas/web-core';

/** `routes`: absent when the pointer does not carry them (a development URL, a previewed release). */
export type RemoteChoice = { entry: string; release: string; routes?: RemoteRouteEntry[] };
type PointerEntry = {
  entry: string;
  release: string;
  routes?: RemoteRouteEntry[];
  canary?: { entry: string; release: string; percent: number; routes?: RemoteRouteEntry[] };
};
export type RemotesPointer = Record<string, PointerEntry>;

const RELEASE_ID = /^[a-z0-9][a-z0-9-]{5,79}$/;
const PREVIEW_COOKIE = 'mf-preview';
const BUCKET_KEY = 'reformas-release-bucket';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const optional = (s: unknown) => (typeof s === 'string' && s !== '' ? s : undefined);

/**
 * A remote's routes (its routes.json, or as the pointer carries them): well-formed entries only, and only routes
 * to the remote's own modules (a remote cannot route to another's pages). Not a list: undefined.
 */
export function parseRoutes(remote: string, data: unknown): RemoteRouteEntry[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const routes: RemoteRouteEntry[] = [];
  for (const item of data) {
    if (!isRecord(item) || typeof item.path !== 'string' || typeof item.module !== 'string') continue;
    if (!item.path.startsWith('/') || !item.module.startsWith(`${remote}/`)) continue;
    const frame = optional(item.frame);
    const preload = optional(item.preload);
    routes.push({
      path: item.path,
      module: item.module,
      ...(frame ? { frame } : {}),
      ...(preload ? { preload } : {}),
    });
  }
  return routes;
}

/** Keeps what is well formed: a string entry (no releases) or { entry, release, routes?, canary? }. */
export function parsePointer(data: unknown): RemotesPointer {
  if (!isRecord(data)) throw new Error('remotes.json no es un objeto');
  const pointer: RemotesPointer = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === 'string') pointer[name] = { entry: value, release: 'dev' };
    else if (isRecord(value) && typeof value.entry === 'string' && typeof value.release === 'string') {
      const canary = value.canary;
      const routes = parseRoutes(name, value.routes);
      const canaryRoutes = isRecord(canary) ? parseRoutes(name, canary.routes) : undefined;
      pointer[name] = {
        entry: value.entry,
        release: value.release,
        ...(routes ? { routes } : {}),
        ...(isRecord(canary) &&
        typeof canary.entry === 'string' &&
        typeof canary.release === 'string' &&
        typeof canary.percent === 'number'
          ? {
              canary: {
                entry: canary.entry,
                release: canary.release,
                percent: canary.percent,
                ...(canaryRoutes ? { routes: canaryRoutes } : {}),
              },
            }
          : {}),
      };
    }
  }
  return pointer;
}

/** `mf-preview=mfe_cleaning@<release>` in a cookie string -> the release to preview for that remote. */
export function previewRelease(cookies: string, remote: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== PREVIEW_COOKIE) continue;
    const [name, release] = decodeURIComponent(rest.join('=')).split('@');
    if (name === remote && release && RELEASE_ID.test(release)) return release;
  }
  return null;
}

/** This browser's canary bucket, 0-99, drawn once and kept. Without storage, a bucket for this page only. */
export function canaryBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null): number {
  const raw = storage?.getItem(BUCKET_KEY) ?? null;
  const kept = raw === null ? Number.NaN : Number(raw);
  if (Number.isInteger(kept) && kept >= 0 && kept < 100) return kept;
  const drawn = Math.floor(Math.random() * 100);
  try {
    storage?.setItem(BUCKET_KEY, String(drawn));
  } catch {
    // storage full or refused: this page still gets a consistent choice
  }
  return drawn;
}

export function chooseRelease(
  pointer: RemotesPointer,
  remote: string,
  {
    cookies,
    bucket,
    pinned,
  }: {
    cookies: string;
    bucket: () => number;
    /** The release the server drew this page with (live or canary): hydrated with the same one. */
    pinned?: string;
  },
): RemoteChoice | null {
  const entry = pointer[remote];
  if (!entry) return null;
  const preview = entry.release === 'dev' ? null : previewRelease(cookies, remote);
  // The preview's manifest sits beside the live one: <base>/<release>/mf-manifest.json. Only a release in that
  // folder can be previewed, never a manifest from elsewhere.
  if (preview)
    return { entry: new URL(`../${preview}/mf-manifest.json`, entry.entry).href, release: preview };
  const canaryFits =
    entry.canary && (pinned ? pinned === entry.canary.release : bucket() < entry.canary.percent);
  if (entry.canary && canaryFits) {
    const { percent: _percent, ...canary } = entry.canary;
    return canary;
  }
  return {
    entry: entry.entry,
    release: entry.release,
    ...(entry.routes ? { routes: entry.routes } : {}),
  };
}
