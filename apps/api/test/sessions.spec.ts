import request from 'supertest';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { newUser } from './support/users';

// Each test starts two or three API processes in turn (PGlite takes seconds on a busy machine).
jest.setTimeout(180_000);

const withServer = Boolean(process.env.DATABASE_URL);

/** Runs a scenario on its own database and always stops its processes and drops the database. */
async function onDatabase(
  options: { embedded?: boolean },
  scenario: (database: Database, track: (api: ApiProcess) => ApiProcess) => Promise<void>,
): Promise<void> {
  const database = await createDatabase(options);
  const started: ApiProcess[] = [];
  try {
    await scenario(database, (api) => {
      started.push(api);
      return api;
    });
  } finally {
    for (const api of started) await api.stop();
    await database.drop();
  }
}

/** Registers a user; returns the session cookie and the registration body. */
async function register(url: string) {
  const body = newUser('client');
  const res = await request(url).post('/api/register').send(body);
  expect(res.status).toBe(201);
  return { cookie: String(res.headers['set-cookie']).split(';')[0], body, id: res.body.id as number };
}

/**
 * What `read` answers matches `expected` within `ms` (a notice between processes takes a moment to arrive; the
 * processes in these tests would remember a session far longer).
 */
async function expectWithin(ms: number, read: () => Promise<unknown>, expected: unknown): Promise<void> {
  const until = Date.now() + ms;
  let last = await read();
  while (!matches(last, expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  expect(last).toEqual(typeof expected === 'object' ? expect.objectContaining(expected) : expected);
}

const matches = (value: unknown, expected: unknown) =>
  typeof expected === 'object' && expected !== null && typeof value === 'object' && value !== null
    ? Object.entries(expected).every(([key, v]) => (value as Record<string, unknown>)[key] === v)
    : value === expected;

describe('sessions', () => {
  it(`keeps a session across an API restart on the same database (${withServer ? 'PostgreSQL server' : 'PGlite'})`, async () => {
    await onDatabase({}, async (database, track) => {
      const first = track(await startApi(database));
      const { cookie, id } = await register(first.url);
      await first.stop();

      const second = track(await startApi(database));
      const me = await request(second.url).get('/api/user').set('Cookie', cookie);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(id);
    });
  });

  it('ends the previous session of a browser that logs in again, and logout ends only its own session', async () => {
    await onDatabase({}, async (database, track) => {
      const api = track(await startApi(database));
      const { cookie: first, body } = await register(api.url);
      const credentials = { username: body.email, password: body.password };
      const again = await request(api.url).post('/api/login').set('Cookie', first).send(credentials);
      const second = String(again.headers['set-cookie']).split(';')[0];
      expect(second).not.toBe(first);
      expect((await request(api.url).get('/api/user').set('Cookie', first)).status).toBe(401);
      expect((await request(api.url).get('/api/user').set('Cookie', second)).status).toBe(200);

      // Another device keeps its session when this one logs out.
      const other = await request(api.url).post('/api/login').send(credentials);
      const otherCookie = String(other.headers['set-cookie']).split(';')[0];
      await request(api.url).post('/api/logout').set('Cookie', second);
      expect((await request(api.url).get('/api/user').set('Cookie', second)).status).toBe(401);
      expect((await request(api.url).get('/api/user').set('Cookie', otherCookie)).status).toBe(200);
    });
  });

  if (withServer) {
    it('shares sessions between two API processes on the same PostgreSQL database', async () => {
      await onDatabase({}, async (database, track) => {
        const a = track(await startApi(database));
        const b = track(await startApi(database));
        const { cookie, body, id } = await register(a.url);
        const onB = await request(b.url).get('/api/user').set('Cookie', cookie);
        expect(onB.status).toBe(200);
        expect(onB.body.id).toBe(id);

        // A login on B works on A, and a logout on A ends the session on B too.
        const login = await request(b.url)
          .post('/api/login')
          .send({ username: body.email, password: body.password });
        const cookieB = String(login.headers['set-cookie']).split(';')[0];
        expect((await request(a.url).get('/api/user').set('Cookie', cookieB)).status).toBe(200);
        await request(a.url).post('/api/logout').set('Cookie', cookieB);
        expect((await request(b.url).get('/api/user').set('Cookie', cookieB)).status).toBe(401);
      });
    });

    it('makes every process forget at once a session it remembers when the session ends or its person changes', async () => {
      await onDatabase({}, async (database, track) => {
        // A minute of remembering: without the session_changes notices, B would answer from memory all along.
        const env = { SESSION_CACHE_MS: '60000' };
        const a = track(await startApi(database, env));
        const b = track(await startApi(database, env));
        const { cookie, body, id } = await register(a.url);
        const onB = (session: string) => request(b.url).get('/api/user').set('Cookie', session);
        expect((await onB(cookie)).body.name).toBe(body.name);

        // Name and phone changed through A: B answers the new ones.
        const changed = await request(a.url)
          .put(`/api/users/${id}`)
          .set('Cookie', cookie)
          .send({ name: 'Nombre Cambiado', phone: '600111222' });
        expect(changed.status).toBe(200);
        await expectWithin(1000, async () => (await onB(cookie)).body, {
          id,
          name: 'Nombre Cambiado',
          phone: '600111222',
        });

        // A second device, which B has seen, ended through A ('Cerrar las demás sesiones').
        const credentials = { username: body.email, password: body.password };
        const device = await request(b.url).post('/api/login').send(credentials);
        const deviceCookie = String(device.headers['set-cookie']).split(';')[0];
        expect((await onB(deviceCookie)).status).toBe(200);
        expect((await request(a.url).delete('/api/account/sessions').set('Cookie', cookie)).status).toBe(204);
        await expectWithin(1000, async () => (await onB(deviceCookie)).status, 401);

        // Logout through A: B refuses the session it had just answered.
        expect((await onB(cookie)).status).toBe(200);
        await request(a.url).post('/api/logout').set('Cookie', cookie);
        await expectWithin(1000, async () => (await onB(cookie)).status, 401);
      });
    });
  } else {
    it("refuses a second API process on the same PGlite folder with 'ya está en uso'", async () => {
      await onDatabase({}, async (database, track) => {
        track(await startApi(database));
        await expect(startApi(database)).rejects.toThrow(/ya está en uso/);
      });
    });
  }

  describe('embedded database (PGlite), whatever DATABASE_URL says', () => {
    it('starts on PGlite, keeps the data across a restart and refuses a second process on the same DATA_DIR', async () => {
      await onDatabase({ embedded: true }, async (database, track) => {
        expect(database.url).toBeUndefined();
        const first = track(await startApi(database));
        const health = await request(first.url).get('/api/health');
        expect(health.body).toMatchObject({ status: 'ok', database: 'up' });
        const { cookie, body, id } = await register(first.url);
        const published = await request(first.url).post('/api/projects').set('Cookie', cookie).send({
          phone: '600000003',
          renovationType: 'painting',
          timeline: 'flexible',
          postalCode: '41001',
          city: 'Sevilla',
        });
        expect(published.status).toBe(201);

        const error = await startApi(database).then(
          () => 'started',
          (e: unknown) => String(e),
        );
        expect(error).toMatch(/ya está en uso/);
        // The refused process did not harm the running one.
        expect((await request(first.url).get('/api/health')).status).toBe(200);

        await first.stop();
        const second = track(await startApi(database));
        const login = await request(second.url)
          .post('/api/login')
          .send({ username: body.email, password: body.password });
        expect(login.status).toBe(200);
        expect(login.body.id).toBe(id);
        const mine = await request(second.url).get(`/api/users/${id}/projects`).set('Cookie', cookie);
        expect(mine.status).toBe(200);
        expect(mine.body).toEqual([published.body]);
      });
    });
  });
});
