import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedFile, PageCache, pageKey, pageShows, type CachedPage } from './page-cache';

const page = (body: string, status = 200): CachedPage => ({ status, body, release: 'mfe_renovation@r1' });
const board = pageShows('/projects');

function setup(ttlMs = 30_000, maxEntries = 100) {
  let clock = 1_000;
  const cache = new PageCache({ ttlMs, maxEntries, now: () => clock });
  cache.setLive(true);
  let renders = 0;
  const render =
    (body = 'tablón') =>
    async () =>
      page(`${body} ${++renders}`);
  return { cache, render, advance: (ms: number) => (clock += ms), renders: () => renders };
}

describe('pageKey', () => {
  const key = (address: string, cookies = '') => pageKey(new URL(address, 'http://x'), 'r1', cookies);
  it('is one page whatever the order of the query, another page for other values', () => {
    expect(key('/projects?city=Madrid&type=bathroom')).toBe(key('/projects?type=bathroom&city=Madrid'));
    expect(key('/projects?city=Madrid')).not.toBe(key('/projects?city=Lugo'));
    expect(key('/projects')).not.toBe(key('/projects/1'));
  });
  it('names the releases, and is null for a preview', () => {
    expect(pageKey(new URL('http://x/projects'), 'r1', '')).not.toBe(
      pageKey(new URL('http://x/projects'), 'r2', ''),
    );
    expect(key('/projects', 'otra=1; mf-preview=mfe_renovation%40r2')).toBeNull();
    expect(key('/projects', 'otra=1')).not.toBeNull();
  });
});

describe('pageShows', () => {
  it('tells lists, items and pages that show nothing that changes', () => {
    expect(pageShows('/projects')).toEqual({ kind: 'project' });
    expect(pageShows('/')).toEqual({ kind: 'project' });
    expect(pageShows('/projects/12')).toEqual({ kind: 'project', id: 12 });
    expect(pageShows('/worker-profiles/3')).toEqual({ kind: 'worker', id: 3 });
    expect(pageShows('/cleaning/')).toEqual({ kind: 'cleaning' });
    expect(pageShows('/about')).toEqual({ kind: 'static' });
  });
});

describe('PageCache', () => {
  it('serves a page again until its TTL, then draws it anew', async () => {
    const { cache, render, advance } = setup(1000);
    expect(await cache.serve('k', board, render())).toEqual({ page: page('tablón 1'), cache: 'miss' });
    advance(999);
    expect(await cache.serve('k', board, render())).toEqual({ page: page('tablón 1'), cache: 'hit' });
    advance(1);
    expect(await cache.serve('k', board, render())).toEqual({ page: page('tablón 2'), cache: 'miss' });
  });

  it('keeps nothing with a TTL of 0, nor before the feed of changes is live, nor after it drops', async () => {
    const off = setup(0);
    await off.cache.serve('k', board, off.render());
    expect((await off.cache.serve('k', board, off.render())).cache).toBe('miss');

    const { cache, render } = setup();
    cache.setLive(false);
    await cache.serve('k', board, render());
    expect((await cache.serve('k', board, render())).cache).toBe('miss');
    cache.setLive(true);
    await cache.serve('k', board, render());
    expect((await cache.serve('k', board, render())).cache).toBe('hit');
    cache.setLive(false);
    cache.setLive(true);
    expect(await cache.serve('k', board, render())).toMatchObject({ cache: 'miss', page: page('tablón 4') });
  });

  it('drops the lists of a kind and the page of the item that changed, and nothing else', async () => {
    const { cache, render } = setup();
    const pages = {
      board: ['/projects', pageShows('/projects')],
      one: ['/projects/1', pageShows('/projects/1')],
      two: ['/projects/2', pageShows('/projects/2')],
      profiles: ['/worker-profiles', pageShows('/worker-profiles')],
      about: ['/about', pageShows('/about')],
    } as const;
    for (const [key, shows] of Object.values(pages)) await cache.serve(key, shows, render(key));
    expect(cache.invalidate({ kind: 'project', id: 1 })).toBe(2);
    const cached = async (name: keyof typeof pages) =>
      (await cache.serve(pages[name][0], pages[name][1], render(name))).cache === 'hit';
    expect(await cached('two')).toBe(true);
    expect(await cached('profiles')).toBe(true);
    expect(await cached('about')).toBe(true);
    expect(await cached('board')).toBe(false);
    expect(await cached('one')).toBe(false);
    // Without an id: every page of that kind.
    cache.invalidate({ kind: 'project' });
    expect(await cached('two')).toBe(false);
    cache.invalidate({ kind: 'all' });
    expect(await cached('about')).toBe(false);
  });

  it('never serves a preview from the cache nor keeps it', async () => {
    const { cache, render } = setup();
    const url = new URL('http://x/projects');
    await cache.serve(pageKey(url, 'r1', ''), board, render('público'));
    const preview = pageKey(url, 'r1', 'mf-preview=mfe_renovation%40r2');
    expect(await cache.serve(preview, board, render('candidata'))).toEqual({
      page: page('candidata 2'),
      cache: 'miss',
    });
    expect(await cache.serve(preview, board, render('candidata'))).toEqual({
      page: page('candidata 3'),
      cache: 'miss',
    });
    expect((await cache.serve(pageKey(url, 'r1', ''), board, render())).page.body).toBe('público 1');
  });

  it('draws a page once for visitors asking at the same time', async () => {
    const { cache } = setup();
    let renders = 0;
    let finish: (p: CachedPage) => void = () => undefined;
    const render = () => {
      renders++;
      return new Promise<CachedPage>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 5 }, () => cache.serve('k', board, render));
    finish(page('una vez'));
    const served = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(served.map((s) => s.page.body)).toEqual(Array(5).fill('una vez'));
  });

  it('shares an error with its waiters and keeps nothing; keeps no page other than a 200', async () => {
    const { cache, render } = setup();
    const failing = () => Promise.reject(new Error('la API no contestó'));
    const both = [cache.serve('k', board, failing), cache.serve('k', board, failing)];
    await expect(Promise.all(both)).rejects.toThrow('la API no contestó');
    expect((await cache.serve('k', board, render())).cache).toBe('miss');
    await cache.serve('gone', pageShows('/projects/9'), async () => page('ya no está', 410));
    expect((await cache.serve('gone', pageShows('/projects/9'), render())).cache).toBe('miss');
  });

  it('does not keep a page drawn while what it shows changed, and later visitors do not wait for it', async () => {
    const { cache, render } = setup();
    let finish: (p: CachedPage) => void = () => undefined;
    const [slow, after] = await Promise.all([
      cache.serve('k', board, () => new Promise<CachedPage>((resolve) => (finish = resolve))),
      (async () => {
        cache.invalidate({ kind: 'project', id: 7 });
        const served = await cache.serve('k', board, render('nuevo'));
        finish(page('antes del cambio'));
        return served;
      })(),
    ]);
    expect(after.page.body).toBe('nuevo 1');
    expect(slow.page.body).toBe('antes del cambio');
    expect((await cache.serve('k', board, render())).page.body).toBe('nuevo 1');
  });

  it('keeps at most maxEntries pages, the least recently served leaving first', async () => {
    const { cache, render } = setup(30_000, 2);
    await cache.serve('a', board, render('a'));
    await cache.serve('b', board, render('b'));
    await cache.serve('a', board, render('a'));
    await cache.serve('c', board, render('c'));
    expect(cache.size).toBe(2);
    expect((await cache.serve('a', board, render())).cache).toBe('hit');
    expect((await cache.serve('b', board, render())).cache).toBe('miss');
  });
});

describe('cachedFile', () => {
  it('reads a file once, and again as soon as it is replaced, telling of the change', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, '{"r":1}');
    const changes: unknown[] = [];
    const read = cachedFile(
      file,
      (text) => JSON.parse(text) as { r: number },
      { r: 0 },
      (v) => changes.push(v),
    );
    expect(await read()).toEqual({ r: 1 });
    expect(await read()).toEqual({ r: 1 });
    expect(changes).toEqual([]);
    // Replaced as the release tool replaces it (a new file renamed over the old one).
    writeFileSync(`${file}.tmp`, '{"r":2}');
    renameSync(`${file}.tmp`, file);
    expect(await read()).toEqual({ r: 2 });
    expect(changes).toEqual([{ r: 2 }]);
    writeFileSync(file, 'no es json');
    expect(await read()).toEqual({ r: 0 });
  });
});
