// Property-based fuzzing of every operation in the API's own OpenAPI document: wrong types, huge and
// empty values, control characters, invalid UTF-8 in query strings, injection strings, __proto__ and
// constructor keys, extra fields; signed in and not. Whatever arrives, the API answers (never a 5xx,
// never a dropped connection), stays up, and a rejected request leaves no row behind.
// Replay a failure with FUZZ_SEED=<seed printed below>; FUZZ_RUNS sets the runs per operation.
import fc from 'fast-check';
import { Client } from 'pg';
import request from 'supertest';
import { useTestApi } from './support/test-api';
import { signUp } from './support/users';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Case = { method: string; path: string; query: string; body: string | undefined; as: Viewer };
type Viewer = 'anonymous' | 'client' | 'professional' | 'cleaning';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const TABLES = [
  'users',
  'worker_profiles',
  'renovation_projects',
  'cleaning_services',
  'chat_messages',
  'sessions',
  'project_contacts',
  'reviews',
  'provider_stats',
  'client_errors',
];

const INJECTIONS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%%',
  '\\%_',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e308',
  '2147483648',
  '9007199254740993',
  '[]',
  '{}',
];
const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  'x\ud800y',
  '\udfff',
  '\r\n',
  '\t',
];

// Text that exercises every class of bad input, and ordinary text too.
const nastyText = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...CONTROL, '', ' ', '😀', 'ñÁü', 'a'.repeat(10_001)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 5 }), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A value that the schema probably accepts, so that the other fields get past the first check. */
function plausible(name: string, schema: JsonSchema | undefined, ids: number[]): fc.Arbitrary<unknown> {
  if (!schema) return anyJson;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => plausible(name, s, ids)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (/id$/i.test(name) && (type === 'integer' || type === 'number')) return fc.constantFrom(...ids);
  if (type === 'integer' || type === 'number') {
    return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 30, 1000) });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(name, schema.items, ids), { minLength: 1, maxLength: 2 });
  if (/phone/i.test(name)) return fc.constant('612 345 678');
  if (/email/i.test(name)) return fc.constantFrom('fuzz@ejemplo.es', '');
  if (/postal/i.test(name)) return fc.constant('28001');
  if (/url/i.test(name)) return fc.constantFrom('https://ejemplo.es', '');
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
}

/** A JSON body: mostly an object with plausible and nasty fields, sometimes not an object at all. */
function bodyFor(schema: JsonSchema | undefined, ids: number[]): fc.Arbitrary<string> {
  const fields = Object.entries(schema?.properties ?? {}).map(
    ([name, prop]) =>
      [name, fc.option(fc.oneof(plausible(name, prop, ids), anyJson), { nil: undefined })] as const,
  );
  const object = fc
    .tuple(
      fc.record(Object.fromEntries(fields)),
      fc.dictionary(fc.constantFrom('extra', 'isAdmin', 'userId', 'id', 'password', 'userType'), anyJson, {
        maxKeys: 2,
      }),
      fc.constantFrom(
        '',
        '"__proto__":{"polluted":"sí"}',
        '"constructor":{"prototype":{"polluted":"sí"}}',
        '"__proto__":null',
      ),
    )
    .map(([known, extra, special]) => {
      const json = JSON.stringify({ ...extra, ...stripUndefined(known) });
      return special ? `{${special}${json === '{}' ? '' : `,${json.slice(1)}`}` : json;
    });
  return fc.oneof(
    { weight: 8, arbitrary: object },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'nul', '[1,2', '\u0000', '{"a":"\\ud800"}') },
  );
}

const stripUndefined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (encodeURIComponent throws on those). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

// Raw query or path text: percent-encoded values plus invalid UTF-8 byte sequences as sent on the wire.
const rawInvalidUtf8 = fc.constantFrom(
  '%FF',
  '%C3%28',
  '%ED%A0%80',
  '%E2%82',
  '%C0%AF',
  '%00',
  '%F4%90%80%80',
);
const pathValue = (ids: number[]) =>
  fc.oneof(
    fc.constantFrom(...ids.map(String)),
    nastyText.filter((t) => t.length < 200).map((t) => encode(t) || '0'),
    fc.constantFrom('0x2', '2e0', '+2', '-1', '0', '1.5', '99999999999999999999', ' 2'),
    rawInvalidUtf8,
  );
const queryValue = (name: string, schema: JsonSchema | undefined, ids: number[]) =>
  fc.oneof(
    plausible(name, schema, ids).map((v) => encode(typeof v === 'string' ? v : JSON.stringify(v))),
    nastyText.map((t) => encode(t.slice(0, 3000))),
    rawInvalidUtf8,
  );

// One hostile value per field in the sweep: raw (already percent-encoded) for paths and queries, JSON for bodies.
const BAD_RAW = [
  '%00',
  'a%00b',
  '%1B%5B31m',
  '%7F',
  '%C2%85',
  '%FF',
  '%C3%28',
  '%ED%A0%80',
  '%E2%82',
  '',
  '0x2',
  '-1',
  '99999999999999999999',
  encode("' OR '1'='1"),
  encode('%_\\'),
  'a'.repeat(5000),
];
const BAD_JSON: unknown[] = [
  '\u0000',
  'Ma\u0000drid',
  '\u001b[31m',
  'x\ud800y',
  '',
  '   ',
  'a'.repeat(100_001),
  "'; DROP TABLE users; --",
  true,
  [2],
  [],
  {},
  null,
  -1,
  0,
  2 ** 31,
  1e308,
  1.5,
  '2',
];
const BAD_BODIES = (valid: string): string[] => [
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '42',
  `{"__proto__":{"polluted":"sí"},${valid.slice(1)}`.replace(',}', '}'),
  `{"constructor":{"prototype":{"polluted":"sí"}},${valid.slice(1)}`.replace(',}', '}'),
  `{"extra":"campo","isAdmin":true,${valid.slice(1)}`.replace(',}', '}'),
];

describe(`fuzzing every operation of /api/docs-json (FUZZ_SEED=${SEED})`, () => {
  const api = useTestApi({ AUTH_RATE_LIMIT: '0', AUTH_ACCOUNT_RATE_LIMIT: '0' });
  const cookies: Record<Viewer, string | undefined> = {
    anonymous: undefined,
    client: undefined,
    professional: undefined,
    cleaning: undefined,
  };
  const credentials: Partial<Record<Viewer, { username: string; password: string }>> = {};
  let ids: number[] = [];
  let db: Client | undefined;

  const signIn = async (viewer: Exclude<Viewer, 'anonymous'>) => {
    const res = await request(api.url).post('/api/login').send(credentials[viewer]);
    cookies[viewer] = (res.headers['set-cookie'] as unknown as string[] | undefined)
      ?.map((c) => c.split(';')[0])
      .join('; ');
  };

  /** Rows per table, read directly (real PostgreSQL) or through the public totals (embedded database). */
  const counts = async (): Promise<string> => {
    if (db) {
      const row = await db.query(
        `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM "${t}") AS "${t}"`).join(', ')}`,
      );
      return JSON.stringify(row.rows[0]);
    }
    const [projects, workers, cleaning] = await Promise.all([
      request(api.url).get('/api/projects?limit=1'),
      request(api.url).get('/api/workers'),
      request(api.url).get('/api/cleaning'),
    ]);
    return JSON.stringify([projects.headers['x-total-count'], workers.body.length, cleaning.body.length]);
  };

  beforeAll(async () => {
    console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
    for (const viewer of ['client', 'professional', 'cleaning'] as const) {
      const { user, body } = await signUp(api.url, viewer);
      ids.push(user.id);
      credentials[viewer] = { username: body.email, password: body.password };
      await signIn(viewer);
    }
    ids = [...ids, 1, 999999];
    if (api.api.database.url) {
      db = new Client({ connectionString: api.api.database.url });
      // The harness drops the scratch database (closing this connection) when the file ends.
      db.on('error', () => undefined);
      await db.connect();
    }
  });
  afterAll(async () => {
    await db?.end();
  });

  let operations: { method: string; path: string; op: Operation }[] = [];
  let sent = 0;

  // The row counts as the last refused request left them: a refusal changes nothing, so they are the next case's
  // "before" too, and each case reads them once (a read per case is much of this file's time).
  let known: string | undefined;
  /** Sends one case and checks what any client may rely on; throws with the case on a breach. */
  const send = async (fuzz: Case): Promise<void> => {
    sent += 1;
    const before = known ?? (await counts());
    known = undefined;
    const url = `${api.url}${fuzz.path}${fuzz.query ? `?${fuzz.query}` : ''}`;
    let status: number;
    try {
      const res = await fetch(url, {
        method: fuzz.method,
        headers: {
          ...(fuzz.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookies[fuzz.as] ? { cookie: cookies[fuzz.as] as string } : {}),
        },
        body: fuzz.body,
      });
      status = res.status;
      await res.arrayBuffer();
    } catch (error) {
      throw new Error(`connection dropped on ${fuzz.method} ${url}: ${String(error)}`, { cause: error });
    }
    if (status >= 500) throw new Error(`${status} on ${fuzz.method} ${url} ${fuzz.body ?? ''}`);
    if (status >= 400) {
      const after = await counts();
      if (after !== before) {
        throw new Error(`rows changed by a refused ${fuzz.method} ${url} (${status}): ${before} → ${after}`);
      }
      known = after;
    }
    // A fuzzed logout or login may have ended or replaced the viewer's session: sign in again.
    if (fuzz.as !== 'anonymous' && /^\/api\/(logout|login|register)$/.test(fuzz.path)) {
      await signIn(fuzz.as);
      known = undefined;
    }
  };

  const pathWith = (path: string, params: Parameter[], values: string[]) =>
    params.reduce((p, param, i) => p.replace(`{${param.name}}`, values[i]), path);

  it('reads every operation from the OpenAPI document', async () => {
    const document = (await request(api.url).get('/api/docs-json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        // A stream stays open by design; it is tested on its own.
        .filter(([, op]) => !Object.values(op.responses ?? {}).some((r) => r.content?.['text/event-stream']))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    expect(operations.length).toBeGreaterThan(20);
  });

  it('every field of every operation, one bad value at a time, as every kind of viewer', async () => {
    const sample = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { seed: SEED, numRuns: 1 })[0];
    const viewers: Viewer[] = ['anonymous', 'client', 'professional', 'cleaning'];
    let turn = 0;
    const nextViewer = () => viewers[turn++ % viewers.length];
    for (const { method, path, op } of operations) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const properties = Object.entries(bodySchema?.properties ?? {});
      const validPath = pathWith(
        path,
        pathParams,
        pathParams.map(() => String(ids[0])),
      );
      const base = Object.fromEntries(
        properties.map(([name, prop]) => [name, sample(plausible(name, prop, ids))]),
      );
      const baseBody = bodySchema ? JSON.stringify(base) : undefined;

      for (const [i] of pathParams.entries()) {
        for (const raw of BAD_RAW) {
          const values = pathParams.map((_, j) => (j === i ? raw : String(ids[0])));
          await send({
            method,
            path: pathWith(path, pathParams, values),
            query: '',
            body: baseBody,
            as: nextViewer(),
          });
        }
      }
      for (const param of [...queryParams, { name: 'extra', in: 'query' } as Parameter]) {
        for (const raw of BAD_RAW) {
          await send({
            method,
            path: validPath,
            query: `${param.name}=${raw}`,
            body: baseBody,
            as: nextViewer(),
          });
        }
        await send({
          method,
          path: validPath,
          query: `${param.name}=1&${param.name}=2`,
          body: baseBody,
          as: nextViewer(),
        });
      }
      for (const [name] of properties) {
        for (const value of BAD_JSON) {
          const body = JSON.stringify({ ...base, [name]: value });
          await send({ method, path: validPath, query: '', body, as: nextViewer() });
        }
      }
      if (method !== 'GET') {
        for (const body of BAD_BODIES(baseBody ?? '{}')) {
          await send({ method, path: validPath, query: '', body, as: nextViewer() });
        }
      }
    }
    expect(api.api.alive()).toBe(true);
    // Grows with the document: the six photo routes took it past 240 s with the load average at 6.
  }, 360_000);

  it('random combinations of plausible and hostile values (property-based)', async () => {
    for (const { method, path, op } of operations) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;

      const arbitrary: fc.Arbitrary<Case> = fc.record({
        method: fc.constant(method),
        path: fc
          .tuple(...pathParams.map(() => pathValue(ids)))
          .map((values) => pathWith(path, pathParams, values)),
        query: fc
          .array(
            fc
              .constantFrom(...queryParams.map((p) => p.name), 'extra', '__proto__', 'constructor')
              .chain((name) =>
                queryValue(name, queryParams.find((p) => p.name === name)?.schema, ids).map(
                  (v) => `${name}=${v}`,
                ),
              ),
            { maxLength: 4 },
          )
          .map((pairs) => pairs.join('&')),
        body: bodySchema || method !== 'GET' ? bodyFor(bodySchema, ids) : fc.constant(undefined),
        as: fc.constantFrom<Viewer>('anonymous', 'client', 'professional', 'cleaning'),
      });
      await fc.assert(fc.asyncProperty(arbitrary, send), { seed: SEED, numRuns: RUNS, endOnFailure: true });
    }
  }, 240_000);

  it('is still up and serving at the end', async () => {
    expect(sent).toBeGreaterThan(operations.length * 20);
    expect(api.api.alive()).toBe(true);
    expect((await request(api.url).get('/api/health')).status).toBe(200);
    // Nothing leaked onto the test process's prototypes either.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
