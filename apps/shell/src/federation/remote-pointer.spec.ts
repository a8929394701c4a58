import { canaryBucket, chooseRelease, parsePointer, parseRoutes, previewRelease } from './remote-pointer';
import { errorClass, routePattern } from './client-errors';

const pointer = parsePointer({
  mfe_cleaning: {
    release: '20261127-010000-aaaaaaaa',
    entry: 'https://cdn.example/mfe-cleaning/20261127-010000-aaaaaaaa/mf-manifest.json',
    canary: {
      release: '20261127-020000-bbbbbbbb',
      entry: 'https://cdn.example/mfe-cleaning/20261127-020000-bbbbbbbb/mf-manifest.json',
      percent: 25,
    },
  },
  mfe_chat: 'http://localhost:4203/mf-manifest.json',
  broken: { entry: 3 },
});

describe('remotes.json, the pointer', () => {
  it('keeps releases, canaries and plain development URLs, and drops malformed entries', () => {
    expect(Object.keys(pointer)).toEqual(['mfe_cleaning', 'mfe_chat']);
    expect(pointer.mfe_chat).toEqual({ entry: 'http://localhost:4203/mf-manifest.json', release: 'dev' });
    expect(() => parsePointer(['x'])).toThrow('remotes.json no es un objeto');
  });

  it('gives the canary to buckets below its share and the live release to the others', () => {
    const at = (bucket: number) =>
      chooseRelease(pointer, 'mfe_cleaning', { cookies: '', bucket: () => bucket });
    expect(at(0)?.release).toBe('20261127-020000-bbbbbbbb');
    expect(at(24)?.release).toBe('20261127-020000-bbbbbbbb');
    expect(at(25)?.release).toBe('20261127-010000-aaaaaaaa');
    expect(at(99)?.entry).toBe('https://cdn.example/mfe-cleaning/20261127-010000-aaaaaaaa/mf-manifest.json');
    expect(chooseRelease(pointer, 'mfe_unknown', { cookies: '', bucket: () => 0 })).toBeNull();
  });

  it('hydrates a server-rendered page with the release the server drew it with, whatever the bucket says', () => {
    const pinned = (release: string, bucket: number) =>
      chooseRelease(pointer, 'mfe_cleaning', { cookies: '', bucket: () => bucket, pinned: release })?.release;
    expect(pinned('20261127-010000-aaaaaaaa', 0)).toBe('20261127-010000-aaaaaaaa');
    expect(pinned('20261127-020000-bbbbbbbb', 99)).toBe('20261127-020000-bbbbbbbb');
  });

  it('points only the previewed remote at a release beside the live one, whatever the cookie says', () => {
    const cookies = 'sid=x; mf-preview=mfe_cleaning%4020261127-030000-cccccccc';
    expect(chooseRelease(pointer, 'mfe_cleaning', { cookies, bucket: () => 99 })).toEqual({
      release: '20261127-030000-cccccccc',
      entry: 'https://cdn.example/mfe-cleaning/20261127-030000-cccccccc/mf-manifest.json',
    });
    expect(chooseRelease(pointer, 'mfe_chat', { cookies, bucket: () => 99 })?.release).toBe('dev');
    // Another folder, another origin or a path: not a release id, so the live release stays.
    for (const value of ['mfe_cleaning@../../evil', 'mfe_cleaning@https://evil.example/x', 'mfe_cleaning@'])
      expect(previewRelease(`mf-preview=${encodeURIComponent(value)}`, 'mfe_cleaning')).toBeNull();
  });

  it('keeps the bucket a browser drew, and draws one when none is kept or it is not a bucket', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const drawn = canaryBucket(storage);
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeLessThan(100);
    expect(canaryBucket(storage)).toBe(drawn);
    store.set('reformas-release-bucket', '250');
    expect(canaryBucket(storage)).toBeLessThan(100);
    expect(canaryBucket(null)).toBeLessThan(100);
  });
});

describe('client error reports', () => {
  it('send the route pattern, never an id or a character outside the pattern', () => {
    expect(routePattern('/cleaning/42')).toBe('/cleaning/:id');
    expect(routePattern('/chat/7')).toBe('/chat/:id');
    expect(routePattern('/projects')).toBe('/projects');
    expect(routePattern('/a b/ñ')).toBe('/ab/');
  });

  it('send the class of the error only', () => {
    expect(errorClass(new TypeError('x de Lucía'))).toBe('TypeError');
    expect(errorClass('texto')).toBe('Error');
    const odd = new Error('x');
    odd.name = 'nombre con espacios';
    expect(errorClass(odd)).toBe('Error');
  });
});

describe("a remote's routes in the pointer", () => {
  it('keeps well-formed routes to the remote’s own modules, for the live release and the canary', () => {
    const routes = [
      { path: '/cleaning', module: 'mfe_cleaning/CleaningPage', frame: 'frames/cleaning.html' },
      { path: '/ofertas', module: 'mfe_cleaning/OffersPage', preload: '/api/cleaning?limit=12' },
      { path: '/robado', module: 'mfe_chat/ChatPage' },
      { path: 'sin-barra', module: 'mfe_cleaning/CleaningPage' },
      { path: '/x', module: 3 },
    ];
    const parsed = parsePointer({
      mfe_cleaning: {
        release: '20261127-010000-aaaaaaaa',
        entry: 'https://cdn.example/a/mf-manifest.json',
        routes,
        canary: {
          release: '20261127-020000-bbbbbbbb',
          entry: 'https://cdn.example/b/mf-manifest.json',
          percent: 10,
          routes: routes.slice(1, 2),
        },
      },
    });
    const kept = routes.slice(0, 2);
    expect(chooseRelease(parsed, 'mfe_cleaning', { cookies: '', bucket: () => 50 })?.routes).toEqual(kept);
    expect(chooseRelease(parsed, 'mfe_cleaning', { cookies: '', bucket: () => 5 })).toEqual({
      release: '20261127-020000-bbbbbbbb',
      entry: 'https://cdn.example/b/mf-manifest.json',
      routes: [routes[1]],
    });
    expect(parseRoutes('mfe_cleaning', { not: 'a list' })).toBeUndefined();
  });

  it('leaves a development URL and a previewed release without routes: the shell reads their routes.json', () => {
    expect(chooseRelease(pointer, 'mfe_chat', { cookies: '', bucket: () => 0 })?.routes).toBeUndefined();
    const cookies = 'mf-preview=mfe_cleaning%4020261127-030000-cccccccc';
    expect(chooseRelease(pointer, 'mfe_cleaning', { cookies, bucket: () => 0 })?.routes).toBeUndefined();
  });
});
