// The renderer's short cache of pages drawn for anonymous visitors (docs/decisions.md, "Cache of rendered pages").
// A page is the same for every visitor without a session, so one render can serve many for a few seconds; it is
// dropped when the API announces that something it shows changed (public-changes.ts), and nothing is cached while
// that feed is down. A preview (the release tool's cookie) is never cached nor served from here.
import { stat, readFile } from 'node:fs/promises';

/** The kinds of item the API announces (apps/api/src/public-changes). */
type ChangeKind = 'project' | 'worker' | 'cleaning' | 'all';
export type PublicChange = { kind: ChangeKind; id?: number };

/** What a page shows: a list of a kind (every change of that kind), one item, or nothing that changes. */
export type PageShows = { kind: Exclude<ChangeKind, 'all'>; id?: number } | { kind: 'static' };

export type CachedPage = { status: number; body: string; release: string };

type Entry = { page: CachedPage; shows: PageShows; expires: number };
type Flight = { promise: Promise<CachedPage>; shows: PageShows; stale: boolean };

const PREVIEW_COOKIE = /(?:^|;\s*)mf-preview=/;

const LISTS: Record<string, Exclude<ChangeKind, 'all'>> = {
  '/projects': 'project',
  '/worker-profiles': 'worker',
  '/cleaning': 'cleaning',
  // The home shows the newest requests.
  '/': 'project',
};

/** Which changes drop this page, from its address alone (a detail page's id is its last segment). */
export function pageShows(pathname: string): PageShows {
  const path = pathname.replace(/\/+$/, '') || '/';
  const list = LISTS[path];
  if (list) return { kind: list };
  const item = /^\/(projects|worker-profiles|cleaning)\/(\d+)$/.exec(path);
  if (item) return { kind: LISTS[`/${item[1]}`], id: Number(item[2]) };
  return { kind: 'static' };
}

/**
 * The cache key: the path and its query with parameters sorted (`?a=1&b=2` and `?b=2&a=1` are one page), and the
 * releases the page is drawn with, so a page of a release that was switched away from is never served again. Null
 * for a preview: its page is drawn for the release tool alone.
 */
export function pageKey(url: URL, releases: string, cookies: string): string | null {
  if (PREVIEW_COOKIE.test(cookies)) return null;
  const params = [...url.searchParams].sort(([a, av], [b, bv]) =>
    a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1,
  );
  const query = new URLSearchParams(params).toString();
  return `${releases}\n${url.pathname}${query ? `?${query}` : ''}`;
}

export type PageCacheOptions = {
  /** How long a page is served from the cache at most; 0 turns the cache off. */
  ttlMs: number;
  /** How many pages are kept; the least recently served leaves first. */
  maxEntries: number;
  now?: () => number;
};

export type Served = { page: CachedPage; cache: 'hit' | 'miss' };

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private readonly now: () => number;
  /** Whether changes reach us: until the feed says it is ready, and whenever it drops, nothing is cached. */
  private live = false;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The feed of changes is up (true) or down (false): down forgets everything, as changes may be missed. */
  setLive(live: boolean): void {
    this.live = live;
    if (!live) this.clear();
  }

  clear(): void {
    this.entries.clear();
    for (const flight of this.flights.values()) flight.stale = true;
    this.flights.clear();
  }

  /**
   * The page for `key`: from the cache while fresh, else drawn by `render`, once for all the visitors asking at
   * the same time. Only a 200 is kept; an error reaches every visitor that waited for it and is not kept.
   */
  async serve(key: string | null, shows: PageShows, render: () => Promise<CachedPage>): Promise<Served> {
    if (key === null || !this.enabled) return { page: await render(), cache: 'miss' };
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Most recently served goes last: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { page: entry.page, cache: 'hit' };
    }
    if (entry) this.entries.delete(key);
    const joined = this.flights.get(key);
    if (joined) return { page: await joined.promise, cache: 'miss' };
    const started = this.now();
    const flight: Flight = { promise: render(), shows, stale: false };
    this.flights.set(key, flight);
    try {
      const page = await flight.promise;
      // A change announced while this page was drawn may not be in it: it goes to its waiters, not to the cache.
      if (!flight.stale && this.enabled && page.status === 200)
        this.keep(key, { page, shows, expires: started + this.options.ttlMs });
      return { page, cache: 'miss' };
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
  }

  /** Drops every page showing what changed: the lists of its kind and its own page (all of its kind without id). */
  invalidate(change: PublicChange): number {
    const drops = (shows: PageShows) =>
      change.kind === 'all' ||
      (shows.kind === change.kind &&
        (shows.id === undefined || change.id === undefined || shows.id === change.id));
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (!drops(entry.shows)) continue;
      this.entries.delete(key);
      dropped++;
    }
    for (const [key, flight] of this.flights) {
      if (!drops(flight.shows)) continue;
      flight.stale = true;
      // Visitors from now on get a new render, not the one that may miss the change.
      this.flights.delete(key);
    }
    return dropped;
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

/**
 * A file read once and again only when it changed (its inode, size or modification time): the renderer reads
 * app.html and remotes.json on every page, and a release switch (remotes.json replaced) must be seen at once, so
 * a stat per use rather than a timer.
 */
export function cachedFile<T>(
  file: string,
  parse: (text: string) => T,
  fallback: T,
  onChange: (value: T) => void = () => undefined,
): () => Promise<T> {
  let stamp = '';
  let value = fallback;
  let reading: Promise<T> | undefined;
  let changedOnce = false;
  return async () => {
    let now: string;
    try {
      const s = await stat(file);
      now = `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch {
      stamp = '';
      return fallback;
    }
    if (now === stamp) return value;
    reading ??= readFile(file, 'utf8')
      .then((text) => {
        value = parse(text);
        const first = stamp === '' && !changedOnce;
        stamp = now;
        changedOnce = true;
        if (!first) onChange(value);
        return value;
      })
      .catch(() => fallback)
      .finally(() => (reading = undefined));
    return reading;
  };
}
