import { request as httpRequest, type ClientRequest } from 'node:http';
import request from 'supertest';
import { eventStreamReader } from '../../../scripts/event-stream.mjs';
import { PUBLIC_WRITES } from '../src/public-changes/public-writes';
import { projectRequest, publishProject } from './support/projects';
import { useTwoApis } from './support/test-api';
import { signUp } from './support/users';

// Two API processes on one database where the server allows it (PGlite admits one process: the in-process
// fan-out then serves both sides), as the renderers follow any one API process.
jest.setTimeout(120_000);

type Frame = { event: string; data: string };
type Feed = {
  frames: Frame[];
  waitFor: (match: (f: Frame) => boolean, ms?: number) => Promise<Frame>;
  close: () => void;
};

function openFeed(baseUrl: string): Promise<Feed & { status: number; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const frames: Frame[] = [];
    const waiters: { match: (f: Frame) => boolean; done: (f: Frame) => void }[] = [];
    let req: ClientRequest | undefined = undefined;
    req = httpRequest(new URL('/api/public-changes', baseUrl), (res) => {
      res.setEncoding('utf8');
      res.on(
        'data',
        eventStreamReader((frame: { event: string; data?: string }) => {
          if (frame.data === undefined) return;
          const f = { event: frame.event, data: frame.data };
          frames.push(f);
          for (const w of [...waiters]) {
            if (!w.match(f)) continue;
            waiters.splice(waiters.indexOf(w), 1);
            w.done(f);
          }
        }),
      );
      resolve({
        status: res.statusCode ?? 0,
        type: res.headers['content-type'],
        frames,
        waitFor: (match, ms = 5000) => {
          const found = frames.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`sin evento en ${ms} ms: ${JSON.stringify(frames)}`)),
              ms,
            );
            waiters.push({ match, done: (f) => (clearTimeout(timer), done(f)) });
          });
        },
        close: () => req?.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('changes to public pages (GET /api/public-changes)', () => {
  const feeds: Feed[] = [];
  // Declared before useTwoApis's: afterAll hooks run in order, so the feeds close before the processes stop.
  afterAll(() => feeds.forEach((feed) => feed.close()));
  const apis = useTwoApis();
  const follow = async (url: string) => {
    const feed = await openFeed(url);
    feeds.push(feed);
    return feed;
  };
  const changes = (feed: Feed) =>
    feed.frames.filter((f) => f.event === 'change').map((f) => JSON.parse(f.data));

  it('is an event stream open without a session, ready once its process listens', async () => {
    const feed = await follow(apis.b.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/event-stream/);
    await feed.waitFor((f) => f.event === 'ready');
  });

  it('a request published, edited and closed on one process reaches the feed of the other with its kind and id only', async () => {
    const feed = await follow(apis.b.url);
    await feed.waitFor((f) => f.event === 'ready');
    const client = await signUp(apis.a.url, 'client');
    const project = await publishProject(client.agent, {
      description: 'Reformar la cocina entera, llamar al 699887766',
    });
    await feed.waitFor((f) => f.event === 'change' && JSON.parse(f.data).id === project.id);
    await client.agent
      .patch(`/api/projects/${project.id}`)
      .send(projectRequest({ city: 'Getafe', postalCode: '28901' }))
      .expect(200);
    await client.agent.post(`/api/projects/${project.id}/close`).send({ reason: 'found' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mine = changes(feed).filter((c) => c.id === project.id);
    expect(mine).toHaveLength(3);
    for (const change of mine) expect(change).toEqual({ kind: 'project', id: project.id });
    // Nothing of the client or the request travels: no name, phone, e-mail, city or words of theirs.
    const text = feed.frames.map((f) => f.data).join('\n');
    for (const secret of [
      client.body.name,
      client.body.email,
      client.body.phone,
      '699887766',
      'cocina',
      'Getafe',
    ])
      expect(text).not.toContain(secret);
  });

  it('a deleted account changes every public page (its requests close, its listings go)', async () => {
    const feed = await follow(apis.b.url);
    await feed.waitFor((f) => f.event === 'ready');
    const client = await signUp(apis.a.url, 'client');
    await client.agent.delete('/api/user').send({ password: client.body.password }).expect(204);
    await feed.waitFor((f) => f.event === 'change' && JSON.parse(f.data).kind === 'all');
  });

  it('a write that failed announces nothing', async () => {
    const feed = await follow(apis.b.url);
    await feed.waitFor((f) => f.event === 'ready');
    const client = await signUp(apis.a.url, 'client');
    await client.agent
      .post('/api/projects')
      .send({ ...projectRequest(), renovationType: 'no-existe' })
      .expect(400);
    await client.agent.patch('/api/projects/999999').send(projectRequest()).expect(404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(changes(feed)).toEqual([]);
  });

  it('names only routes that exist, and is not in the OpenAPI description', async () => {
    const doc = (await request(apis.a.url).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(Object.keys(PUBLIC_WRITES).filter((route) => !routes.has(route))).toEqual([]);
    expect(doc.paths).not.toHaveProperty(['/api/public-changes']);
  });
});
