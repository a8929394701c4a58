import { Client } from 'pg';
import request from 'supertest';
import type { ApiProcess, Database } from './support/api-process';
import { openEventStream, type EventStreamClient } from './support/event-stream';
import { useTwoApis } from './support/test-api';
import { newUser } from './support/users';

// Two API processes on one database where the server allows it (PGlite admits one process: the
// in-process channel then serves both "sides").
jest.setTimeout(120_000);
const withServer = Boolean(process.env.DATABASE_URL);

describe('chat push channel (GET /api/events) and messages paging', () => {
  const streams: EventStreamClient[] = [];
  // Declared before useTwoApis's: afterAll hooks run in order, so the streams close before the processes stop.
  afterAll(() => streams.forEach((stream) => stream.close()));
  const apis = useTwoApis();
  let a: ApiProcess;
  let b: ApiProcess;
  let database: Database;
  beforeAll(() => {
    ({ a, b } = apis);
    database = a.database;
  });

  const person = async (url: string) => {
    const body = newUser('client');
    const res = await request(url).post('/api/register').send(body).expect(201);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    return { id: res.body.id as number, cookie };
  };
  const open = async (
    url: string,
    cookie: string,
    options: { lastEventId?: string; query?: string } = {},
  ) => {
    const stream = await openEventStream(url, { cookie, ...options });
    streams.push(stream);
    return stream;
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const send = (url: string, cookie: string, receiverId: number, message: string, clientKey?: string) =>
    request(url).post('/api/messages').set('Cookie', cookie).send({ receiverId, message, clientKey });
  /** A sender on process a and a receiver with a stream open on b, through which a first message (its id) arrived. */
  const conversation = async (firstMessage: string) => {
    const sender = await person(a.url);
    const receiver = await person(b.url);
    const inbox = await open(b.url, receiver.cookie);
    const first = (await send(a.url, sender.cookie, receiver.id, firstMessage).expect(201)).body.id as number;
    await inbox.waitFor((e) => e.id === String(first));
    return { sender, receiver, inbox, first };
  };

  it('refuses a stream without a session (401)', async () => {
    const res = await request(a.url).get('/api/events');
    expect(res.status).toBe(401);
  });

  it('a message posted on one process reaches the receiver’s stream on the other, and nobody else’s', async () => {
    const sender = await person(a.url);
    const receiver = await person(b.url);
    const stranger = await person(b.url);
    const inbox = await open(b.url, receiver.cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.headers['content-type']).toMatch(/^text\/event-stream/);
    const outbox = await open(a.url, sender.cookie);
    const other = await open(b.url, stranger.cookie);

    const sent = await send(a.url, sender.cookie, receiver.id, 'Hola, ¿tienes hueco el lunes?').expect(201);
    const arrived = await inbox.waitFor((e) => e.event === 'message');
    expect(arrived.id).toBe(String(sent.body.id));
    expect(JSON.parse(arrived.data)).toEqual(sent.body);
    // The sender's other tabs see it too.
    await outbox.waitFor((e) => e.id === String(sent.body.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.events.map((e) => e.event)).toEqual(['cursor']);
  });

  it('a stream opened without Last-Event-ID starts at the user’s last message, so a reconnect before any event misses nothing', async () => {
    const sender = await person(a.url);
    const receiver = await person(b.url);
    const earlier = await send(a.url, sender.cookie, receiver.id, 'antes de abrir el canal').expect(201);
    const first = await open(b.url, receiver.cookie);
    await until(() => first.lastEventId() !== undefined);
    // The cursor: the id of what the receiver already has, no message again.
    expect(first.lastEventId()).toBe(String(earlier.body.id));
    const cursor = String(earlier.body.id);
    expect(first.events).toEqual([{ id: cursor, event: 'cursor', data: cursor }]);
    // The stream drops before any message arrives; one is sent meanwhile; the browser resumes from the cursor.
    first.close();
    const meanwhile = await send(a.url, sender.cookie, receiver.id, 'mientras tanto').expect(201);
    const resumed = await open(b.url, receiver.cookie, { lastEventId: first.lastEventId() });
    const arrived = await resumed.waitFor((e) => e.event === 'message');
    expect(arrived.id).toBe(String(meanwhile.body.id));
  });

  it('tells the sender when the receiver reads (read event)', async () => {
    const sender = await person(a.url);
    const receiver = await person(b.url);
    const outbox = await open(a.url, sender.cookie);
    const first = await send(a.url, sender.cookie, receiver.id, 'uno').expect(201);
    const second = await send(a.url, sender.cookie, receiver.id, 'dos').expect(201);
    await request(b.url)
      .put('/api/messages/read')
      .set('Cookie', receiver.cookie)
      .send({ senderId: sender.id, receiverId: receiver.id })
      .expect(200);
    const read = await outbox.waitFor((e) => e.event === 'read');
    expect(JSON.parse(read.data)).toEqual({
      readerId: receiver.id,
      senderId: sender.id,
      upToId: second.body.id,
    });
    expect(first.body.id).toBeLessThan(second.body.id);
  });

  it('resumes after a drop with Last-Event-ID: exactly the missed messages, in order, none twice', async () => {
    const { sender, receiver, inbox, first } = await conversation('antes');
    inbox.close();
    const missed = [];
    for (const text of ['perdido 1', 'perdido 2', 'perdido 3']) {
      missed.push((await send(a.url, sender.cookie, receiver.id, text).expect(201)).body.id as number);
    }
    const resumed = await open(a.url, receiver.cookie, { lastEventId: String(first) });
    const live = await send(b.url, sender.cookie, receiver.id, 'después').expect(201);
    await resumed.waitFor((e) => e.id === String(live.body.id));
    const ids = resumed.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(ids).toEqual([...missed, live.body.id]);

    // The same through the query string, for clients that cannot set the header.
    const byQuery = await open(b.url, receiver.cookie, { query: `?lastEventId=${missed[1]}` });
    await byQuery.waitFor((e) => e.id === String(live.body.id));
    expect(byQuery.events.map((e) => Number(e.id))).toEqual([missed[2], live.body.id]);
  });

  it('a retried send with the same clientKey stores and announces one message', async () => {
    const sender = await person(a.url);
    const receiver = await person(b.url);
    const inbox = await open(b.url, receiver.cookie);
    const key = '3f1c2b6e-8d4a-4c1e-9b7a-2e5d6f7a8b9c';
    const first = await send(a.url, sender.cookie, receiver.id, 'una vez', key);
    const retry = await send(b.url, sender.cookie, receiver.id, 'una vez', key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    await inbox.waitFor((e) => e.id === String(first.body.id));
    const marker = await send(a.url, sender.cookie, receiver.id, 'marca').expect(201);
    await inbox.waitFor((e) => e.id === String(marker.body.id));
    expect(inbox.events.filter((e) => e.id === String(first.body.id))).toHaveLength(1);
    const conversation = await request(a.url)
      .get(`/api/messages?userId1=${sender.id}&userId2=${receiver.id}`)
      .set('Cookie', sender.cookie);
    expect(conversation.body.filter((m: { message: string }) => m.message === 'una vez')).toHaveLength(1);
  });

  it('sends that arrive together, several from one person and both ways in a pair, each reach the stream once, in id order', async () => {
    const receiver = await person(b.url);
    const senders = [await person(a.url), await person(a.url), await person(a.url)];
    const inbox = await open(b.url, receiver.cookie);
    // Sent all at once to one process: they share its send transactions, several from one sender in each.
    const sends = [];
    for (let i = 0; i < 6; i++) {
      for (const [n, sender] of senders.entries())
        sends.push(send(a.url, sender.cookie, receiver.id, `s${n} ${i}`));
      sends.push(send(a.url, receiver.cookie, senders[0].id, `respuesta ${i}`));
    }
    const answers = await Promise.all(sends);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    const ids = answers.map((res) => res.body.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    const last = Math.max(...ids);
    await inbox.waitFor((e) => e.id === String(last));
    const streamed = inbox.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(streamed).toEqual([...ids].sort((x, y) => x - y));
    // Each sender's texts are stored in the order their ids say, as the conversation reads them back.
    const read = await request(a.url)
      .get(`/api/messages?userId1=${senders[1].id}&userId2=${receiver.id}`)
      .set('Cookie', receiver.cookie)
      .expect(200);
    expect((read.body as { message: string }[]).map((m) => m.message).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `s1 ${i}`),
    );
  });

  it('pages a long conversation: newest first page, older ones with before, X-Has-More', async () => {
    const sender = await person(a.url);
    const receiver = await person(a.url);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await send(a.url, sender.cookie, receiver.id, `m${i}`).expect(201)).body.id);
    const path = `/api/messages?userId1=${sender.id}&userId2=${receiver.id}&limit=3`;
    const latest = await request(a.url).get(path).set('Cookie', receiver.cookie).expect(200);
    expect(latest.body.map((m: { id: number }) => m.id)).toEqual(ids.slice(4));
    expect(latest.headers['x-has-more']).toBe('true');
    const older = await request(a.url)
      .get(`${path}&before=${ids[4]}`)
      .set('Cookie', receiver.cookie)
      .expect(200);
    expect(older.body.map((m: { id: number }) => m.id)).toEqual(ids.slice(1, 4));
    const oldest = await request(a.url)
      .get(`${path}&before=${ids[1]}`)
      .set('Cookie', receiver.cookie)
      .expect(200);
    expect(oldest.body.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    expect(oldest.headers['x-has-more']).toBe('false');
  });

  it('counts unread messages for the header badge', async () => {
    const sender = await person(a.url);
    const receiver = await person(b.url);
    const count = async () =>
      (await request(b.url).get('/api/messages/unread-count').set('Cookie', receiver.cookie).expect(200))
        .body;
    expect(await count()).toEqual({ count: 0 });
    await send(a.url, sender.cookie, receiver.id, 'uno').expect(201);
    await send(a.url, sender.cookie, receiver.id, 'dos').expect(201);
    expect(await count()).toEqual({ count: 2 });
    await request(b.url)
      .put('/api/messages/read')
      .set('Cookie', receiver.cookie)
      .send({ senderId: sender.id, receiverId: receiver.id })
      .expect(200);
    expect(await count()).toEqual({ count: 0 });
    expect((await request(a.url).get('/api/messages/unread-count')).status).toBe(401);
  });

  it('a stranger cannot read or post into a conversation that is not theirs, nor see it on their stream', async () => {
    const one = await person(a.url);
    const two = await person(a.url);
    const stranger = await person(b.url);
    const watching = await open(b.url, stranger.cookie, { lastEventId: '0' });
    await send(a.url, one.cookie, two.id, 'privado').expect(201);
    const read = await request(b.url)
      .get(`/api/messages?userId1=${one.id}&userId2=${two.id}`)
      .set('Cookie', stranger.cookie);
    expect(read.status).toBe(403);
    const forged = await request(b.url)
      .post('/api/messages')
      .set('Cookie', stranger.cookie)
      .send({ senderId: one.id, receiverId: two.id, message: 'suplantado' });
    expect(forged.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watching.events).toEqual([]);
  });

  // Only a server has connections to cut (the embedded database is inside the process).
  if (withServer) {
    it('every message sent while the database connections were cut arrives once, in order', async () => {
      const { sender, receiver, inbox, first } = await conversation('antes del corte');

      const admin = new Client({ connectionString: database.url });
      await admin.connect();
      try {
        // Both processes lose every connection, their LISTEN among them, as an operator's pg_terminate_backend does.
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        expect(rowCount).toBeGreaterThanOrEqual(2);
      } finally {
        await admin.end();
      }
      // Sent at once, before the processes listen again: a write that met a dead connection answers 503 and the
      // client sends it again with its key, as the chat does.
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const key = `9e0c4b1a-5d2f-4a7e-8c3b-00000000000${i}`;
        for (let attempt = 0; ; attempt++) {
          const res = await send(a.url, sender.cookie, receiver.id, `durante el corte ${i}`, key);
          if (res.status === 201 || res.status === 200) {
            ids.push(res.body.id as number);
            break;
          }
          expect(res.status).toBe(503);
          expect(attempt).toBeLessThan(20);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await inbox.waitFor((e) => e.id === String(ids[ids.length - 1]));
      const arrived = inbox.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
      expect(arrived).toEqual([first, ...ids]);
    });
  }
});
