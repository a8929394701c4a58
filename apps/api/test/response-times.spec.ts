import { Client } from 'pg';
import request from 'supertest';
import type { CleaningService, WorkerProfile } from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { withDatabase } from './support/embedded-database';
import { signUp, type SignedUp } from './support/users';

const QUESTION = '¿Podríais pasar a ver la obra esta semana?';
const ANSWER = 'Sí, el jueves por la tarde.';

// Response times measured from the chat: the median, over the last 90 days, of the minutes from a
// person's first message to the provider's first reply, stored with the provider and read with the directory row.
// Known data: the messages are sent through the API, then their times are moved back with SQL while it is stopped.
describe('response times measured from the chat', () => {
  let database: Database;
  let api: ApiProcess | undefined;
  let pro: SignedUp;
  let cleaner: SignedUp;
  let clients: SignedUp[];

  const url = () => {
    if (!api) throw new Error('the API is not running');
    return api.url;
  };
  const say = (from: SignedUp, to: SignedUp, message: string) =>
    from.agent.post('/api/messages').send({ receiverId: to.user.id, message }).expect(201);
  const profileOf = async (who: SignedUp) =>
    (
      (await request(url()).get('/api/workers').query({ userId: who.user.id }).expect(200))
        .body as WorkerProfile[]
    )[0];
  const serviceOf = async (who: SignedUp) =>
    (
      (await request(url()).get('/api/cleaning').query({ userId: who.user.id }).expect(200))
        .body as CleaningService[]
    )[0];

  /** Moves back the first message client → provider by `minutes` (and everything after it in that pair, less). */
  const askedAgo = (db: Client, client: SignedUp, provider: SignedUp, minutes: number) =>
    db.query(
      `UPDATE "chat_messages" SET "createdAt" = now() - make_interval(mins => $3)
        WHERE "senderId" = $1 AND "receiverId" = $2`,
      [client.user.id, provider.user.id, minutes],
    );
  const answeredAgo = (db: Client, provider: SignedUp, client: SignedUp, minutes: number) =>
    askedAgo(db, provider, client, minutes);

  /** SQL on the stopped API's database (embedded: PGlite served from its folder), then a new API process. */
  async function withStoppedApi(
    work: (db: Client) => Promise<unknown>,
    others: SignedUp[] = [],
  ): Promise<void> {
    await api?.stop();
    await withDatabase(database, work);
    api = await startApi(database);
    for (const user of [pro, cleaner, ...clients, ...others]) {
      user.agent = request.agent(api.url);
      await user.agent
        .post('/api/login')
        .send({ username: user.body.email, password: user.body.password })
        .expect(200);
    }
  }

  beforeAll(async () => {
    database = await createDatabase();
    api = await startApi(database);
    pro = await signUp(api.url, 'professional');
    cleaner = await signUp(api.url, 'cleaning');
    clients = [];
    for (let i = 0; i < 7; i += 1) clients.push(await signUp(api.url, 'client'));
    await pro.agent
      .post('/api/workers')
      .send({ services: ['painting'], city: 'Cuenca', postalCode: '16001' })
      .expect(201);
    await cleaner.agent
      .post('/api/cleaning')
      .send({
        name: 'Limpiezas Sol',
        phone: '612345678',
        city: 'Cuenca',
        experience: 2,
        availability: 'morning',
        serviceType: ['home'],
      })
      .expect(201);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await database.drop();
  });

  it('shows nothing below 3 conversations, then the median; a reply stored updates it at once', async () => {
    const [a, b, c] = clients;
    for (const client of [a, b, c]) await say(client, pro, QUESTION);
    await say(pro, a, ANSWER);
    await say(pro, b, ANSWER);
    await withStoppedApi(async (db) => {
      // a asked 3 h ago, answered 2.5 h ago (30 min); b asked 2 h ago, answered 30 min ago (90 min); c asked 1 h
      // ago and waits: pending, it does not count yet.
      await askedAgo(db, a, pro, 180);
      await answeredAgo(db, pro, a, 150);
      await askedAgo(db, b, pro, 120);
      await answeredAgo(db, pro, b, 30);
      await askedAgo(db, c, pro, 60);
    });
    expect(await profileOf(pro)).toMatchObject({ responseMinutes: null });

    // The third answer, an hour after c asked: 30, 60, 90 -> 60 minutes.
    await say(pro, c, ANSWER);
    expect(await profileOf(pro)).toMatchObject({ responseMinutes: 60 });
    // Later messages in a conversation change nothing: only the first reply counts.
    await say(c, pro, 'Perfecto, gracias.');
    await say(pro, c, 'A ti.');
    expect(await profileOf(pro)).toMatchObject({ responseMinutes: 60 });
  });

  it('counts a conversation left unanswered for 2 days as no reply, leaves out older than 90 days and those the provider started', async () => {
    const [a, b, c, d, e, f, g] = clients;
    for (const client of [a, b, c, d]) {
      await say(client, cleaner, QUESTION);
      await say(cleaner, client, ANSWER);
    }
    await say(e, cleaner, QUESTION); // never answered
    await say(cleaner, f, 'Hola, vi tu anuncio.'); // the cleaner wrote first: not a reply
    await say(f, cleaner, ANSWER);
    await say(g, cleaner, QUESTION);
    await say(cleaner, g, ANSWER);
    await withStoppedApi(async (db) => {
      const times: [SignedUp, number, number][] = [
        [a, 600, 590], // 10 min
        [b, 600, 580], // 20 min
        [c, 600, 540], // 60 min
        [d, 600, 300], // 300 min
        [g, 100 * 24 * 60, 100 * 24 * 60 - 1], // 1 min, 100 days ago: out of the window
      ];
      for (const [client, asked, answered] of times) {
        await askedAgo(db, client, cleaner, asked);
        await answeredAgo(db, cleaner, client, answered);
      }
      await answeredAgo(db, cleaner, f, 30 * 60);
      await askedAgo(db, f, cleaner, 29 * 60);
      await askedAgo(db, e, cleaner, 3 * 24 * 60); // unanswered for 3 days
    });
    // The hourly refresh runs at start: 10, 20, 60, 300 and one without a reply -> the middle one, 60.
    expect(await serviceOf(cleaner)).toMatchObject({ responseMinutes: 60 });

    // The professional of the first test (30, 60 and 90 minutes) left more people unanswered for 3 days: with
    // two, 30, 60, 90, none, none -> 90; with a third, most got no reply and no speed is shown.
    const unanswered = (db: Client, who: SignedUp[]) =>
      Promise.all(
        who.map((client) =>
          db.query(
            `INSERT INTO "chat_messages" ("senderId", "receiverId", "message", "isRead", "createdAt")
             VALUES ($1, $2, $3, false, now() - interval '3 days')`,
            [client.user.id, pro.user.id, QUESTION],
          ),
        ),
      );
    const [h, i, j] = await Promise.all([0, 1, 2].map(() => signUp(url(), 'client')));
    await withStoppedApi((db) => unanswered(db, [h, i]));
    expect(await profileOf(pro)).toMatchObject({ responseMinutes: 90 });
    await withStoppedApi((db) => unanswered(db, [j]));
    expect(await profileOf(pro)).toMatchObject({ responseMinutes: null });
  });
  it('updates every provider whose first replies are sent at once, by the time each reply is answered', async () => {
    const pros = await Promise.all([0, 1].map(() => signUp(url(), 'professional')));
    for (const who of pros)
      await who.agent
        .post('/api/workers')
        .send({ services: ['plumbing'], city: 'Teruel', postalCode: '44001' })
        .expect(201);
    const [a, b, c] = clients;
    for (const who of pros) {
      for (const client of [a, b, c]) await say(client, who, QUESTION);
      await say(who, a, ANSWER);
      await say(who, b, ANSWER);
    }
    await withStoppedApi(async (db) => {
      // For both: asked 3 h ago and answered after 20 min; asked 2 h ago and answered after 40; c asked 1 h ago.
      for (const who of pros) {
        await askedAgo(db, a, who, 180);
        await answeredAgo(db, who, a, 160);
        await askedAgo(db, b, who, 120);
        await answeredAgo(db, who, b, 80);
        await askedAgo(db, c, who, 60);
      }
    }, pros);
    // Both third answers at once, behind other people's messages that take the process's send turns first, so
    // the two share the next batch: 20, 40, 60 -> 40 minutes each.
    const others = clients.slice(3).map((client) => say(client, cleaner, 'Gracias.'));
    await Promise.all([...others, ...pros.map((who) => say(who, c, ANSWER))]);
    for (const who of pros) expect(await profileOf(who)).toMatchObject({ responseMinutes: 40 });
  });
});
