import request from 'supertest';
import type { CleaningService, Project, UserType } from '@reformas/shared-types';
import { API_MESSAGES, formatWait } from '@reformas/i18n-es';
import {
  WRITE_LIMITS_OFF,
  createDatabase,
  startApi,
  type ApiProcess,
  type Database,
} from './support/api-process';
import { makeImage } from './support/images';
import { projectRequest } from './support/projects';
import { useTestApi } from './support/test-api';
import { newUser } from './support/users';

// Two API processes on one database where the server allows it (PGlite admits one process).
jest.setTimeout(180_000);
const withServer = Boolean(process.env.DATABASE_URL);

const LIMITS = { conversations: 2, messages: 4, requests: 2, profileWrites: 3 };
const ENV = {
  LIMIT_NEW_CONVERSATIONS_PER_DAY: String(LIMITS.conversations),
  LIMIT_MESSAGES_PER_MINUTE: String(LIMITS.messages),
  LIMIT_REQUESTS_PER_DAY: String(LIMITS.requests),
  LIMIT_PROFILE_WRITES_PER_MINUTE: String(LIMITS.profileWrites),
};

type Person = { id: number; cookie: string };
type Method = 'get' | 'post' | 'put';

/** Registers someone through `url`; the session cookie works on every process. */
async function register(url: string, userType: UserType = 'client'): Promise<Person> {
  const res = await request(url).post('/api/register').send(newUser(userType));
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { id: res.body.id as number, cookie };
}

const call = (url: string, method: Method, path: string, who: Person, body?: object) => {
  const req = request(url)[method](path).set('Cookie', who.cookie);
  return body === undefined ? req : req.send(body);
};

/** A 429 past a write limit: Retry-After in seconds (at most the window) and the limit's Spanish message. */
function expectLimited(
  res: request.Response,
  message: (limit: number, wait: string) => string,
  limit: number,
  windowSeconds: number,
) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0 && seconds <= windowSeconds).toBe(true);
  expect(res.body).toEqual({ message: message(limit, formatWait(seconds)) });
}

const MINUTE = 60;
const DAY = 24 * 3600;

describe('write limits per account, shared by every API process', () => {
  let database: Database;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    database = await createDatabase();
    a = await startApi(database, ENV);
    b = withServer ? await startApi(database, ENV) : a;
  }, 180_000);
  afterAll(async () => {
    await a?.stop();
    if (b !== a) await b?.stop();
    await database?.drop();
  }, 60_000);

  const send = (url: string, from: Person, to: Person | number, message: string, clientKey?: string) =>
    call(url, 'post', '/api/messages', from, {
      receiverId: typeof to === 'number' ? to : to.id,
      message,
      ...(clientKey ? { clientKey } : {}),
    });
  const conversation = async (one: Person, other: Person) => {
    const res = await call(a.url, 'get', `/api/messages?userId1=${one.id}&userId2=${other.id}`, one);
    expect(res.status).toBe(200);
    return (res.body as { message: string }[]).map((m) => m.message);
  };

  it('messages per minute: the n+1-th through the other process is refused and not stored', async () => {
    const [sender, receiver] = [await register(a.url), await register(b.url, 'professional')];
    // A message refused for another reason (unknown receiver) is not counted.
    expect((await send(a.url, sender, 2_000_000_000, 'a nadie')).status).toBe(404);
    for (let i = 1; i <= LIMITS.messages; i++) {
      expect((await send(i % 2 ? a.url : b.url, sender, receiver, `mensaje ${i}`)).status).toBe(201);
    }
    const refused = await send(b.url, sender, receiver, 'uno de más');
    expectLimited(refused, API_MESSAGES.messagesLimited, LIMITS.messages, MINUTE);
    expect(await conversation(receiver, sender)).toEqual([
      'mensaje 1',
      'mensaje 2',
      'mensaje 3',
      'mensaje 4',
    ]);
    // The receiver's own limit is untouched: they can still answer.
    expect((await send(b.url, receiver, sender, 'respuesta')).status).toBe(201);
  });

  it('a resend with the same clientKey is not counted, and still answers 200 once the limit is met', async () => {
    const [sender, receiver] = [await register(a.url), await register(b.url)];
    const key = '3f2c8a4e-1b7d-4c9e-8f00-5a6b7c8d9e01';
    expect((await send(a.url, sender, receiver, 'hola', key)).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      expect((await send(i % 2 ? a.url : b.url, sender, receiver, 'hola', key)).status).toBe(200);
    }
    for (let i = 2; i <= LIMITS.messages; i++) {
      expect((await send(b.url, sender, receiver, `mensaje ${i}`)).status).toBe(201);
    }
    expectLimited(
      await send(a.url, sender, receiver, 'uno de más'),
      API_MESSAGES.messagesLimited,
      LIMITS.messages,
      MINUTE,
    );
    const resent = await send(b.url, sender, receiver, 'hola', key);
    expect(resent.status).toBe(200);
    expect(await conversation(sender, receiver)).toHaveLength(LIMITS.messages);
  });

  it('new conversations per day: writing to a new person past the limit is refused; known ones stay open', async () => {
    const sender = await register(a.url, 'professional');
    const people = [await register(a.url), await register(b.url), await register(a.url)];
    // Someone who wrote first is not a new conversation for the one who answers.
    const writer = await register(b.url);
    expect((await send(b.url, writer, sender, 'me interesa su trabajo')).status).toBe(201);
    expect((await send(a.url, sender, writer, 'encantado, hablemos')).status).toBe(201);

    expect((await send(a.url, sender, people[0], 'hola 1')).status).toBe(201);
    expect((await send(b.url, sender, people[1], 'hola 2')).status).toBe(201);
    const refused = await send(b.url, sender, people[2], 'hola 3');
    expectLimited(refused, API_MESSAGES.newConversationsLimited, LIMITS.conversations, DAY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY - 10 * MINUTE);
    expect(await conversation(people[2], sender)).toEqual([]);
    // The refused message did not use up the per-minute count either (4 allowed: 3 stored so far).
    expect((await send(a.url, sender, people[0], 'sigo aquí')).status).toBe(201);
  });

  it('a burst past the limits at once: exactly the allowed messages and new conversations are stored', async () => {
    const [sender, receiver] = [await register(a.url), await register(b.url)];
    const burst = await Promise.all(
      Array.from({ length: LIMITS.messages + 3 }, (_, i) =>
        send(i % 2 ? a.url : b.url, sender, receiver, `r${i}`),
      ),
    );
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(LIMITS.messages).fill(201), 429, 429, 429]);
    for (const res of burst.filter((r) => r.status === 429))
      expectLimited(res, API_MESSAGES.messagesLimited, LIMITS.messages, MINUTE);
    expect(await conversation(receiver, sender)).toHaveLength(LIMITS.messages);

    const professional = await register(a.url, 'professional');
    const strangers = await Promise.all([0, 1, 2, 3].map((i) => register(i % 2 ? a.url : b.url)));
    const firsts = await Promise.all(strangers.map((to, i) => send(a.url, professional, to, `hola ${i}`)));
    expect(firsts.map((res) => res.status).sort()).toEqual([201, 201, 429, 429]);
    for (const res of firsts.filter((r) => r.status === 429))
      expectLimited(res, API_MESSAGES.newConversationsLimited, LIMITS.conversations, DAY);
    const written = await Promise.all(strangers.map((to) => conversation(to, professional)));
    expect(written.filter((texts) => texts.length === 1)).toHaveLength(LIMITS.conversations);
  });

  it('a first exchange written both ways at once is one new conversation, for whoever wrote first', async () => {
    const [x, y] = [await register(a.url), await register(b.url)];
    // Others' sends keep the process's send transactions busy, so the exchange waits and shares the next one.
    const others = await Promise.all([0, 1, 2, 3].map(() => register(a.url)));
    const exchange = await Promise.all([
      ...others.map((from, i) => send(a.url, from, others[(i + 1) % others.length], 'ocupado')),
      send(a.url, x, y, 'hola'),
      send(a.url, y, x, 'hola'),
      send(a.url, x, y, '¿qué tal?'),
      send(a.url, y, x, '¿qué tal?'),
    ]);
    expect(exchange.map((res) => res.status)).toEqual(exchange.map(() => 201));
    // Between them one conversation was started: of the four new ones they now try, three go through.
    const strangers = await Promise.all([0, 1, 2, 3].map(() => register(a.url)));
    const firsts = [];
    for (const [i, to] of strangers.entries()) firsts.push(await send(a.url, i < 2 ? x : y, to, 'hola'));
    expect(firsts.filter((res) => res.status === 201)).toHaveLength(2 * LIMITS.conversations - 1);
  });

  it('requests per day: the n+1-th publication is refused and not stored', async () => {
    const client = await register(a.url);
    for (let i = 1; i <= LIMITS.requests; i++) {
      const res = await call(i % 2 ? a.url : b.url, 'post', '/api/projects', client, projectRequest());
      expect(res.status).toBe(201);
    }
    const refused = await call(b.url, 'post', '/api/projects', client, projectRequest({ city: 'Toledo' }));
    expectLimited(refused, API_MESSAGES.requestsLimited, LIMITS.requests, DAY);
    const mine = await call(a.url, 'get', `/api/users/${client.id}/projects`, client);
    expect((mine.body as Project[]).map((p) => p.city)).toEqual(['Madrid', 'Madrid']);
    // Another client publishes as usual.
    const other = await register(b.url);
    expect((await call(b.url, 'post', '/api/projects', other, projectRequest())).status).toBe(201);
  });

  it('profile and service writes per minute: user, worker profile and cleaning service share one count', async () => {
    const pro = await register(a.url, 'professional');
    const stranger = await register(b.url);
    // A write refused for another reason (someone else's profile) is not counted.
    expect(
      (await call(a.url, 'put', `/api/users/${stranger.id}`, pro, { companyName: 'Ajena' })).status,
    ).toBe(403);
    const worker = { services: ['bathroom'], postalCode: '28013', city: 'Madrid' };
    const created = await call(a.url, 'post', '/api/workers', pro, worker);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await call(b.url, 'put', `/api/workers/${id}`, pro, { ...worker, city: 'Getafe' })).status).toBe(
      200,
    );
    expect(
      (await call(a.url, 'put', `/api/users/${pro.id}`, pro, { companyName: 'Reformas Sol' })).status,
    ).toBe(200);
    const refused = await call(b.url, 'put', `/api/users/${pro.id}`, pro, { companyName: 'Otra' });
    expectLimited(refused, API_MESSAGES.profileWritesLimited, LIMITS.profileWrites, MINUTE);
    expectLimited(
      await call(b.url, 'put', `/api/workers/${id}`, pro, { ...worker, city: 'Leganés' }),
      API_MESSAGES.profileWritesLimited,
      LIMITS.profileWrites,
      MINUTE,
    );
    // A logo upload (decoded and re-encoded by the API) counts too: refused, and no logo stored.
    const logo = await request(b.url)
      .put(`/api/users/${pro.id}/logo`)
      .set('Cookie', pro.cookie)
      .set('Content-Type', 'image/png')
      .send(await makeImage('png', 64, 64));
    expectLimited(logo, API_MESSAGES.profileWritesLimited, LIMITS.profileWrites, MINUTE);
    const stored = await call(a.url, 'get', `/api/users/${pro.id}/profile`, pro);
    expect(stored.body).toMatchObject({ companyName: 'Reformas Sol', city: 'Getafe' });
    expect((await call(a.url, 'get', `/api/users/${pro.id}`, pro)).body.logoUrl).toBeNull();

    // A cleaning service's publication counts the same way.
    const cleaner = await register(b.url, 'cleaning');
    for (let i = 0; i < LIMITS.profileWrites; i++) {
      const res = await call(i % 2 ? a.url : b.url, 'put', `/api/users/${cleaner.id}`, cleaner, {
        description: `Versión ${i}`,
      });
      expect(res.status).toBe(200);
    }
    const service = {
      name: 'Limpiezas Rocío',
      phone: '600112233',
      city: 'Sevilla',
      experience: 5,
      availability: 'morning',
      serviceType: ['home'],
    };
    expectLimited(
      await call(a.url, 'post', '/api/cleaning', cleaner, service),
      API_MESSAGES.profileWritesLimited,
      LIMITS.profileWrites,
      MINUTE,
    );
    const listed = await request(b.url).get(`/api/cleaning?userId=${cleaner.id}`);
    expect(listed.body as CleaningService[]).toEqual([]);
  });
});

describe('a write limit set to 0 is off', () => {
  const api = useTestApi(WRITE_LIMITS_OFF);

  it('publishes, writes and saves past every default', async () => {
    const client = await register(api.url);
    for (let i = 0; i < 11; i++) {
      expect((await call(api.url, 'post', '/api/projects', client, projectRequest())).status).toBe(201);
    }
    const people: Person[] = [];
    for (let i = 0; i < 31; i++) people.push(await register(api.url, 'professional'));
    for (const [i, person] of people.entries()) {
      expect(
        (
          await call(api.url, 'post', '/api/messages', client, {
            receiverId: person.id,
            message: `hola ${i}`,
          })
        ).status,
      ).toBe(201);
    }
    for (let i = 0; i < 21; i++) {
      const res = await call(api.url, 'put', `/api/users/${client.id}`, client, { description: `v${i}` });
      expect(res.status).toBe(200);
    }
  });
});

describe('counting on the embedded database (one connection)', () => {
  // Out of reach, but counted: every message takes its counts inside its own transaction.
  const api = useTestApi(
    { ...WRITE_LIMITS_OFF, LIMIT_MESSAGES_PER_MINUTE: '100000', LIMIT_NEW_CONVERSATIONS_PER_DAY: '100000' },
    { embedded: true },
  );

  it('hundreds of counted messages all go through: the counting never waits on its own transaction', async () => {
    const [sender, receiver] = [await register(api.url), await register(api.url)];
    for (let i = 0; i < 300; i++) {
      const res = await call(api.url, 'post', '/api/messages', sender, {
        receiverId: receiver.id,
        message: `${i}`,
      });
      expect(res.status).toBe(201);
    }
    // About 3 s here; before the fix one message in a hundred or so waited for ever.
  }, 60_000);
});
