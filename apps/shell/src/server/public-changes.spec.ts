import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageCache, pageShows } from './page-cache';
import { followPublicChanges } from './public-changes';

/** A stand-in for GET /api/public-changes: each stream the renderer opens, to write frames on or to cut. */
function fakeApi() {
  const streams: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    if (req.url !== '/api/public-changes') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': abierto\n\n');
    streams.push(res);
  });
  return { server, streams };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`sin ${what}`);
};

describe('followPublicChanges', () => {
  const api = fakeApi();
  let origin = '';
  let stop = () => {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stop();
    api.server.closeAllConnections();
    await new Promise((resolve) => api.server.close(resolve));
  });

  it('caches only after `ready`, drops what a change shows, and forgets all when the stream drops or says stale', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
    stop = followPublicChanges(origin, cache);
    await until(() => api.streams.length === 1, 'stream');
    expect(cache.enabled).toBe(false);
    api.streams[0].write('event: ready\ndata: 1\n\n');
    await until(() => cache.enabled, 'ready');

    const page = async () => ({ status: 200, body: 'tablón', release: 'r1' });
    await cache.serve('board', pageShows('/projects'), page);
    await cache.serve('profile', pageShows('/worker-profiles/4'), page);
    expect(cache.size).toBe(2);
    api.streams[0].write('event: change\ndata: {"kind":"project","id":9}\n\n');
    await until(() => cache.size === 1, 'the board dropped');
    expect((await cache.serve('profile', pageShows('/worker-profiles/4'), page)).cache).toBe('hit');

    // The stream cut: nothing cached until a new stream says ready.
    api.streams[0].destroy();
    await until(() => !cache.enabled && cache.size === 0, 'cache off');
    await until(() => api.streams.length === 2, 'a new stream');
    // One line per outage in the log.
    expect(warn).toHaveBeenCalledTimes(1);
    api.streams[1].write('event: ready\ndata: 1\n\n');
    await until(() => cache.enabled, 'ready again');
    await cache.serve('board', pageShows('/projects'), page);
    // The API lost its LISTEN: changes may be missed, so the cache is off and empty.
    api.streams[1].write('event: stale\ndata: 0\n\n');
    await until(() => !cache.enabled && cache.size === 0, 'stale');
    warn.mockRestore();
  });
});
