import { connect, type Socket } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import { MIGRATIONS } from '../src/database/data-model';
import { createDatabase, runMain, startApi, type Database } from './support/api-process';
import { openEventStream } from './support/event-stream';
import { newUser } from './support/users';

// What running several API processes behind a proxy needs from each: migrations once, liveness and
// readiness apart, and a stop on SIGTERM that loses nothing. These need a PostgreSQL server (several processes on
// one database): DATABASE_URL's, else the machine's own at 127.0.0.1:5432 (README, "Running it").
jest.setTimeout(120_000);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** These files always get a database on the server (createDatabase with serverUrl). */
function serverDatabaseUrl(database: Database): string {
  if (!database.url) throw new Error('expected a database on the PostgreSQL server');
  return database.url;
}

/** A fresh database on the server for a describe block's tests: created before them, dropped after them. */
function useServerDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createDatabase({ serverUrl: SERVER_URL });
  });
  afterAll(() => database?.drop());
  return () => {
    if (!database) throw new Error('the database is not created yet (read it inside a test)');
    return database;
  };
}

async function migrationRows(url: string): Promise<{ name: string; times: number }[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; times: number }>(
      'SELECT name, count(*)::int AS times FROM migrations GROUP BY name ORDER BY name',
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** A raw HTTP/1.1 connection: what a proxy's kept-alive upstream connection looks like to the API. */
function openConnection(
  url: string,
): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolveOpen, reject) => {
    const socket = connect(Number(port), hostname, () =>
      resolveOpen({ socket, received: () => data, closed }),
    );
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((resolveClose) =>
      socket.once('close', () => resolveClose(Date.now())),
    );
    socket.once('error', reject);
  });
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const refused = (url: string) =>
  fetch(`${url}/api/health/live`).then(
    () => false,
    () => true,
  );

describe('migrations run once', () => {
  const database = useServerDatabase();

  it('three processes started together on an empty database all come up; each migration is applied once', async () => {
    const apis = await Promise.all([1, 2, 3].map(() => startApi(database())));
    try {
      for (const api of apis) {
        const ready = await request(api.url).get('/api/health/ready');
        expect(ready.status).toBe(200);
      }
      const rows = await migrationRows(serverDatabaseUrl(database()));
      expect(rows).toHaveLength(MIGRATIONS.length);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
  });
});

describe('node dist/api/main.js migrate', () => {
  const database = useServerDatabase();

  it('migrates an empty database, then finds nothing pending, and exits', async () => {
    const first = await runMain(['migrate'], { DATABASE_URL: serverDatabaseUrl(database()) });
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/^Migraciones aplicadas: InitialSchema\d+/m);
    expect(await migrationRows(serverDatabaseUrl(database()))).toHaveLength(MIGRATIONS.length);
    const second = await runMain(['migrate'], { DATABASE_URL: serverDatabaseUrl(database()) });
    expect(second).toEqual({ code: 0, output: 'Sin migraciones pendientes.\n' });
  });

  it('refuses to run without DATABASE_URL', async () => {
    const run = await runMain(['migrate'], { DATABASE_URL: '' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('migrate necesita DATABASE_URL');
  });
});

describe('liveness, readiness and the stop on SIGTERM', () => {
  const database = useServerDatabase();

  it('liveness answers without the database; readiness says ok while serving', async () => {
    const api = await startApi(database());
    try {
      const live = await request(api.url).get('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
      expect(live.headers['cache-control']).toBe('no-cache');
      const ready = await request(api.url).get('/api/health/ready');
      expect(ready.body).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
    } finally {
      await api.stop();
    }
  });

  it('turns not-ready at once, ends chat streams with a retry hint, finishes a request in flight, then exits', async () => {
    const api = await startApi(database(), { SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_DRAIN_MS: '8000' });
    try {
      const person = await request(api.url).post('/api/register').send(newUser('client')).expect(201);
      const cookie = (person.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      const stream = await openEventStream(api.url, { cookie });
      expect(stream.status).toBe(200);
      // A login whose body is half sent when the signal arrives: in flight.
      const body = JSON.stringify({ username: 'nadie@ejemplo.es', password: 'secreto123' });
      const login = await openConnection(api.url);
      login.socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 200));
      const signalledAt = Date.now();
      api.signal('SIGTERM');

      await stream.ended;
      expect(stream.retries.at(-1)).toBe(500);
      const ready = await request(api.url).get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'draining', database: 'up' });
      expect(ready.headers.connection).toBe('close');
      expect((await request(api.url).get('/api/health/live')).status).toBe(200);

      login.socket.write(body.slice(10));
      await until(() => /\r\n\r\n\{.*\}$/s.test(login.received()), 5000);
      expect(login.received()).toMatch(/^HTTP\/1\.1 401 /);
      expect(login.received()).toMatch(/\r\nconnection: close\r\n/i);

      // After the delay it stops accepting connections, and exits once the last one has closed.
      await until(() => Date.now() - signalledAt > 1700, 3000);
      expect(await refused(api.url)).toBe(true);
      expect(await api.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(8000);
    } finally {
      await api.stop();
    }
  });

  it('closes an idle kept-alive connection only after SHUTDOWN_IDLE_MS, so a proxy is never cut mid-request', async () => {
    const api = await startApi(database(), { SHUTDOWN_IDLE_MS: '1500', SHUTDOWN_DRAIN_MS: '8000' });
    try {
      const idle = await openConnection(api.url);
      idle.socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await until(() => idle.received().includes('"status":"ok"'), 5000);
      const lastUse = Date.now();
      api.signal('SIGTERM');
      const closedAt = await idle.closed;
      expect(closedAt - lastUse).toBeGreaterThanOrEqual(1400);
      expect(await api.exited).toBe(0);
    } finally {
      await api.stop();
    }
  });

  it('exits within SHUTDOWN_DRAIN_MS when a connection never goes idle, and at once on a second signal', async () => {
    const bounded = await startApi(database(), { SHUTDOWN_IDLE_MS: '60000', SHUTDOWN_DRAIN_MS: '1500' });
    const impatient = await startApi(database(), { SHUTDOWN_IDLE_MS: '60000', SHUTDOWN_DRAIN_MS: '60000' });
    try {
      const held = await Promise.all([bounded, impatient].map((api) => openConnection(api.url)));
      for (const connection of held)
        connection.socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n');
      await until(() => held.every((c) => c.received().includes('"status":"ok"')), 5000);

      const start = Date.now();
      bounded.signal('SIGTERM');
      expect(await bounded.exited).toBe(0);
      expect(Date.now() - start).toBeGreaterThanOrEqual(1400);
      expect(Date.now() - start).toBeLessThan(5000);

      impatient.signal('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      expect(impatient.alive()).toBe(true);
      const second = Date.now();
      impatient.signal('SIGTERM');
      expect(await impatient.exited).toBe(1);
      expect(Date.now() - second).toBeLessThan(1000);
    } finally {
      await Promise.all([bounded.stop(), impatient.stop()]);
    }
  });
});

describe('the database connections cut under load (pg_terminate_backend)', () => {
  const database = useServerDatabase();

  it('the process keeps serving, and no read fails', async () => {
    const api = await startApi(database());
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    try {
      const name = new URL(serverDatabaseUrl(database())).pathname.slice(1);
      const statuses = new Map<number, number>();
      let running = true;
      const readers = Array.from({ length: 8 }, async () => {
        while (running) {
          const res = await fetch(`${api.url}/api/projects?limit=12&offset=0`);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      });
      let terminated = 0;
      for (let round = 0; round < 4; round++) {
        await new Promise((r) => setTimeout(r, 400));
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        terminated += rowCount ?? 0;
      }
      await new Promise((r) => setTimeout(r, 400));
      running = false;
      await Promise.all(readers);
      expect(terminated).toBeGreaterThan(0);
      expect(api.alive()).toBe(true);
      expect([...statuses.keys()]).toEqual([200]);
    } finally {
      await admin.end();
      await api.stop();
    }
  });
});
