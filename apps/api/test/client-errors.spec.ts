import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { API_MESSAGES, formatWait } from '@reformas/i18n-es';
import { type ClientErrorReport, type ClientErrorSummary } from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { serveEmbedded } from './support/embedded-database';
import { expectError, expectInvalidData } from './support/errors';
import { useTestApi } from './support/test-api';
import { reporterOf } from '../src/client-errors/reporter';
import { signUp } from './support/users';

jest.setTimeout(180_000);

const OPS_TOKEN = 'prueba-operador-0123456789';
const LIMIT = 5;
// Behind a proxy (TRUST_PROXY): each test reports from its own X-Forwarded-For, so the limit per address is one
// test's business.
const ENV = { OPS_TOKEN, LIMIT_CLIENT_ERRORS_PER_10_MIN: String(LIMIT), TRUST_PROXY: 'true' };
const TEN_MINUTES = 600;

let addresses = 0;
const newAddress = () => `203.0.113.${(addresses += 1)}`;
let releases = 0;
const newRelease = (tag: string) => `${tag}-${Date.now().toString(36)}.${(releases += 1)}`;

const report = (overrides: Partial<Record<keyof ClientErrorReport, unknown>> = {}) => ({
  remote: 'mfe_cleaning',
  release: 'dev',
  route: '/cleaning/:id',
  kind: 'load',
  errorClass: 'ChunkLoadError',
  ...overrides,
});

// The shell's failure reports (docs/decisions.md, "Client error reports"): anonymous, five fields, limited per
// address, and summed per release for the operators.
describe('client error reports', () => {
  let database: Database;
  let api: ApiProcess | undefined;
  const url = () => {
    if (!api) throw new Error('the API is not running');
    return api.url;
  };

  beforeAll(async () => {
    database = await createDatabase();
    api = await startApi(database, ENV);
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  }, 60_000);

  /**
   * `work` on the file's database: beside the running API on a server; on the embedded database (one process at
   * a time) with the API stopped, then started again.
   */
  async function withDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
    if (database.url) return work(database.url);
    await api?.stop();
    const embedded = await serveEmbedded(join(database.dataDir ?? '', 'pgdata'));
    try {
      return await work(embedded.url);
    } finally {
      await embedded.stop();
      api = await startApi(database, ENV);
    }
  }

  const sql = (text: string, params: unknown[] = []) =>
    withDatabase(async (databaseUrl) => {
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        return (await db.query(text, params)).rows as Record<string, unknown>[];
      } finally {
        await db.end();
      }
    });

  const post = (body: string | object | undefined, address = newAddress()) => {
    const req = request(url())
      .post('/api/client-errors')
      .set('X-Forwarded-For', address)
      .set('Content-Type', 'application/json');
    return body === undefined ? req : req.send(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const summary = (query: Record<string, string | number>, token: string | null = OPS_TOKEN) => {
    const req = request(url()).get('/api/client-errors/summary').query(query);
    return token === null ? req : req.set('Authorization', `Bearer ${token}`);
  };

  /** Every report stored in the last day, through the operators' summary. */
  const storedCount = async () => {
    let total = 0;
    for (const remote of ['mfe_renovation', 'mfe_cleaning', 'mfe_chat', 'mfe_calculator']) {
      const res = await summary({ remote, minutes: 1440 }).expect(200);
      for (const release of (res.body as ClientErrorSummary).releases) total += release.total;
    }
    return total;
  };

  describe('POST /api/client-errors', () => {
    it('stores a valid report with exactly its five fields and answers 204', async () => {
      const release = newRelease('valido');
      const res = await post(report({ release, kind: 'render', errorClass: 'TypeError' }));
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      const rows = await sql('SELECT * FROM "client_errors" WHERE "release" = $1', [release]);
      expect(rows).toHaveLength(1);
      const { id, createdAt, ...fields } = rows[0];
      expect(typeof id).toBe('number');
      expect(Date.now() - new Date(createdAt as Date).getTime()).toBeLessThan(5 * 60_000);
      expect(fields).toEqual({
        remote: 'mfe_cleaning',
        release,
        route: '/cleaning/:id',
        kind: 'render',
        errorClass: 'TypeError',
        // The sender's bucket of the day, one of 65,536: not an address.
        reporter: expect.any(Number),
      });
      expect(fields.reporter as number).toBeGreaterThanOrEqual(0);
      expect(fields.reporter as number).toBeLessThan(65_536);
    });

    it('stores nothing about the caller when signed in: no user id, no address', async () => {
      const { agent } = await signUp(url(), 'client');
      const release = newRelease('sesion');
      const address = newAddress();
      await agent
        .post('/api/client-errors')
        .set('X-Forwarded-For', address)
        .send(report({ release, remote: 'mfe_chat', route: '/chat' }))
        .expect(204);
      const [rows, counters] = await withDatabase(async (databaseUrl) => {
        const db = new Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          return [
            (await db.query('SELECT * FROM "client_errors" WHERE "release" = $1', [release])).rows,
            (await db.query(`SELECT "key" FROM "auth_throttle" WHERE "key" LIKE 'write:client-error:%'`))
              .rows,
          ] as [Record<string, unknown>[], { key: string }[]];
        } finally {
          await db.end();
        }
      });
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]).sort()).toEqual(
        ['createdAt', 'errorClass', 'id', 'kind', 'release', 'remote', 'reporter', 'route'].sort(),
      );
      // The sender's bucket of the day: a 16-bit number, not the address.
      expect(rows[0].reporter).toBe(reporterOf(address));
      // The limit's counter is keyed by a hash of the address, never the address itself.
      expect(counters.length).toBeGreaterThan(0);
      for (const { key } of counters) {
        expect(key).toMatch(/^write:client-error:addr-[0-9a-f]{64}$/);
        expect(key).not.toContain(address);
      }
    });

    it.each([
      [
        'a remote name that is not one',
        report({ remote: 'admin' }),
        'remote',
        'El remote debe ser el nombre de un remote: mfe_ seguido de 1 a 40 minúsculas, dígitos o guiones bajos (p. ej. mfe_cleaning)',
      ],
      [
        'a release id with capitals and a space',
        report({ release: 'Versión 2' }),
        'release',
        'La versión (release) debe tener de 1 a 80 caracteres en minúsculas, dígitos, punto, guion o guion bajo, y empezar por una minúscula o un dígito',
      ],
      [
        'a route with a query string',
        report({ route: '/cleaning/:id?ref=correo' }),
        'route',
        'La ruta solo puede contener letras sin tilde, dígitos y los signos / _ : . - (el patrón de la ruta, sin parámetros de consulta)',
      ],
      [
        'a route not starting with /',
        report({ route: 'cleaning/:id' }),
        'route',
        'La ruta debe empezar por /',
      ],
      ['another kind', report({ kind: 'crash' }), 'kind', 'El tipo (kind) debe ser load o render'],
      [
        'an error class with spaces (a message)',
        report({ errorClass: 'Cannot read properties of undefined' }),
        'errorClass',
        'La clase del error (errorClass) debe ser solo su nombre, de 1 a 60 caracteres: letras sin tilde, dígitos y guion bajo, empezando por una letra',
      ],
      [
        'an extra key',
        { ...report(), stack: 'TypeError: x is undefined\n    at https://…' },
        '',
        'Campos no admitidos: stack (solo remote, release, route, kind y errorClass)',
      ],
      [
        'an empty body',
        undefined,
        '',
        'El cuerpo debe ser un objeto JSON con remote, release, route, kind y errorClass',
      ],
      [
        'a JSON value that is not an object',
        '["mfe_chat"]',
        '',
        'El cuerpo debe ser un objeto JSON con remote, release, route, kind y errorClass',
      ],
    ])('refuses %s with a Spanish 400 and stores nothing', async (_case, body, path, message) => {
      const before = await storedCount();
      expectInvalidData(await post(body), [{ path, message }], { only: true });
      expect(await storedCount()).toBe(before);
    });

    it('refuses __proto__ and constructor as extra fields, as any other, and stores nothing', async () => {
      const before = await storedCount();
      for (const key of ['__proto__', 'constructor']) {
        // Written as raw JSON: an object literal's __proto__ would set the prototype instead of a field.
        const body = JSON.stringify(report()).replace(/}$/, `,"${key}":{"admin":true}}`);
        expectError(await post(body), 400, `El cuerpo no puede tener un campo llamado ${key}`);
      }
      expect(await storedCount()).toBe(before);
    });

    it('refuses a body that is not JSON with a Spanish 400 and stores nothing', async () => {
      const before = await storedCount();
      expectError(await post('{"remote":"mfe_chat",'), 400, API_MESSAGES.malformedJson);
      const asText = await request(url())
        .post('/api/client-errors')
        .set('X-Forwarded-For', newAddress())
        .set('Content-Type', 'text/plain')
        .send('mfe_chat TypeError');
      expectError(asText, 415, API_MESSAGES.unsupportedMediaType);
      expect(await storedCount()).toBe(before);
    });

    it(`the ${LIMIT + 1}th report from one address in 10 minutes is a 429 with Retry-After, and not stored`, async () => {
      const [address, release] = [newAddress(), newRelease('limite')];
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await post(report({ release }), address)).status).toBe(204);
      }
      const refused = await post(report({ release }), address);
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= TEN_MINUTES).toBe(true);
      expect(refused.body).toEqual({ message: API_MESSAGES.clientErrorsLimited(LIMIT, formatWait(seconds)) });
      // Validation comes first: a bad report past the limit is still a 400.
      expect((await post(report({ kind: 'crash' }), address)).status).toBe(400);
      // Another address still reports.
      expect((await post(report({ release }), newAddress())).status).toBe(204);
      const res = await summary({ remote: 'mfe_cleaning' }).expect(200);
      const counted = (res.body as ClientErrorSummary).releases.find((r) => r.release === release);
      expect(counted).toEqual({ release, load: LIMIT + 1, render: 0, total: LIMIT + 1, reporters: 2 });
    });

    it('counts senders apart from reports: one address sending many reports is one reporter', async () => {
      const release = newRelease('inflado');
      const [one, other] = [newAddress(), newAddress()];
      for (let i = 0; i < LIMIT; i += 1) expect((await post(report({ release }), one)).status).toBe(204);
      expect((await post(report({ release, kind: 'render' }), other)).status).toBe(204);
      const res = await summary({ remote: 'mfe_cleaning' }).expect(200);
      const counted = (res.body as ClientErrorSummary).releases.find((r) => r.release === release);
      expect(counted).toMatchObject({ total: LIMIT + 1, reporters: 2 });
      // The bucket is the day's: the same address falls in another one on another day.
      const days = ['2026-11-28', '2026-11-29', '2026-11-30'].map((d) =>
        reporterOf(one, new Date(`${d}T12:00:00Z`)),
      );
      expect(new Set(days).size).toBeGreaterThan(1);
    });
  });

  describe('GET /api/client-errors/summary', () => {
    it('needs the operators token: 401 in Spanish without it or with another', async () => {
      for (const res of [
        await summary({ remote: 'mfe_chat' }, null),
        await summary({ remote: 'mfe_chat' }, 'otro-token-0123456789'),
        await summary({ remote: 'mfe_chat' }, `${OPS_TOKEN}x`),
        await summary({ remote: 'mfe_chat' }, ''),
        await request(url())
          .get('/api/client-errors/summary?remote=mfe_chat')
          .set('Authorization', OPS_TOKEN),
        await request(url())
          .get('/api/client-errors/summary?remote=mfe_chat')
          .set('Authorization', `Basic ${Buffer.from(`ops:${OPS_TOKEN}`).toString('base64')}`),
        // The token is checked before the query: a bad query without it is still a 401.
        await summary({ remote: 'nada', minutes: 0 }, null),
      ]) {
        expectError(res, 401, API_MESSAGES.opsTokenInvalid);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
      }
    });

    it('refuses a bad query with a Spanish 400', async () => {
      expectInvalidData(
        await summary({ remote: 'mfe-chat' }),
        [
          {
            path: 'remote',
            message:
              'El remote debe ser el nombre de un remote: mfe_ seguido de 1 a 40 minúsculas, dígitos o guiones bajos (p. ej. mfe_cleaning)',
          },
        ],
        { only: true },
      );
      expectInvalidData(await summary({}), [{ path: 'remote', message: expect.any(String) }], { only: true });
      for (const [minutes, message] of [
        ['0', 'El mínimo es 1 minuto'],
        ['1441', 'El máximo es 1440 minutos (24 horas)'],
        ['una hora', 'Los minutos deben ser un número entero'],
      ]) {
        expectInvalidData(await summary({ remote: 'mfe_chat', minutes }), [{ path: 'minutes', message }], {
          only: true,
        });
      }
    });

    it('counts per release and kind over the window; older reports are left out', async () => {
      const [stable, canary, older] = [newRelease('estable'), newRelease('canary'), newRelease('antigua')];
      const address = newAddress();
      const sent: [string, 'load' | 'render'][] = [
        [stable, 'load'],
        [canary, 'load'],
        [canary, 'render'],
        [canary, 'render'],
        [older, 'load'],
      ];
      for (const [release, kind] of sent) {
        await post(report({ remote: 'mfe_calculator', route: '/calculator', release, kind }), address).expect(
          204,
        );
      }
      // Another remote's reports are not this one's.
      await post(report({ remote: 'mfe_chat', release: canary }), newAddress()).expect(204);
      // Two hours ago: outside the default window of 60 minutes, inside one of 180.
      await sql(`UPDATE "client_errors" SET "createdAt" = now() - interval '2 hours' WHERE "release" = $1`, [
        older,
      ]);

      const before = Date.now();
      const res = await summary({ remote: 'mfe_calculator' }).expect(200);
      const body = res.body as ClientErrorSummary;
      expect(body.remote).toBe('mfe_calculator');
      expect(Math.abs(new Date(body.since).getTime() - (before - 60 * 60_000))).toBeLessThan(60_000);
      expect(body.releases).toEqual([
        { release: canary, load: 1, render: 2, total: 3, reporters: 1 },
        { release: stable, load: 1, render: 0, total: 1, reporters: 1 },
      ]);
      expect(res.headers['cache-control']).toBe('private, no-store');

      const wider = (await summary({ remote: 'mfe_calculator', minutes: 180 }).expect(200))
        .body as ClientErrorSummary;
      expect(wider.releases).toContainEqual({ release: older, load: 1, render: 0, total: 1, reporters: 1 });
      const narrow = (await summary({ remote: 'mfe_calculator', minutes: 1 }).expect(200))
        .body as ClientErrorSummary;
      expect(narrow.releases.map((r) => r.release)).not.toContain(older);
    });
  });

  describe('retention', () => {
    // The job's own method, run by the API process as it starts (then every hour): jest cannot load the service
    // in-process (NestJS 12 ships only ES modules, the api project runs CommonJS), so the test restarts the API.
    it('the job deletes the reports older than 7 days and keeps the newer ones', async () => {
      const [expired, kept] = [newRelease('caducada'), newRelease('vigente')];
      for (const [release, kind] of [
        [expired, 'load'],
        [expired, 'render'],
        [kept, 'load'],
        [kept, 'render'],
      ]) {
        await post(report({ release, kind })).expect(204);
      }
      await sql(
        `UPDATE "client_errors" SET "createdAt" = now() - (CASE WHEN "release" = $1
           THEN interval '7 days 1 minute' ELSE interval '6 days 23 hours' END)
         WHERE "release" IN ($1, $2)`,
        [expired, kept],
      );
      await api?.stop();
      api = await startApi(database, ENV);
      const rows = await sql(
        `SELECT "release", "kind" FROM "client_errors" WHERE "release" IN ($1, $2) ORDER BY "kind"`,
        [expired, kept],
      );
      expect(rows).toEqual([
        { release: kept, kind: 'load' },
        { release: kept, kind: 'render' },
      ]);
    });
  });
});

describe('GET /api/client-errors/summary without OPS_TOKEN', () => {
  const api = useTestApi();

  it('does not exist in that deployment: 404, with or without a token', async () => {
    for (const res of [
      await request(api.url).get('/api/client-errors/summary?remote=mfe_chat'),
      await request(api.url)
        .get('/api/client-errors/summary?remote=mfe_chat')
        .set('Authorization', `Bearer ${OPS_TOKEN}`),
      await request(api.url).get('/api/client-errors/summary?remote=nada'),
    ]) {
      expectError(res, 404, API_MESSAGES.notFound);
    }
  });

  it('still takes the reports', async () => {
    await request(api.url).post('/api/client-errors').send(report()).expect(204);
  });
});
