import request from 'supertest';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { startSmtpServer } from './support/smtp';
import { newUser } from './support/users';

// Each registration decides one e-mail (the address's confirmation link): a simple way to fill the outbox.
const SUBJECT = 'Confirma tu correo electrónico';
const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  PUBLIC_URL: 'https://reformas.example',
  MAIL_POLL_MS: '20',
  MAIL_BATCH: '5',
  // A dead sender's e-mails go back to the others after 2 s (2 minutes in production).
  MAIL_LEASE_SECONDS: '2',
});

describe('e-mail delivery across API processes on one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Database;
  const started: ApiProcess[] = [];
  const start = async () => {
    const api = await startApi(database, mailEnv(smtp.url));
    started.push(api);
    return api;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createDatabase();
  });
  afterAll(async () => {
    for (const api of started) await api.stop();
    await database?.drop();
    await smtp?.close();
  });

  /** Registers `count` accounts, through the given processes in turn; their addresses. */
  const register = async (apis: ApiProcess[], count: number) => {
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const body = newUser('client');
      await request(apis[i % apis.length]?.url ?? '')
        .post('/api/register')
        .send(body)
        .expect(201);
      emails.push(body.email.toLowerCase());
    }
    return emails;
  };

  /** Waits until every one of `emails` has its e-mail; then how many each got, and their Message-IDs. */
  const delivered = async (emails: string[]) => {
    const deadline = Date.now() + 30_000;
    while (emails.some((to) => smtp.to(to, SUBJECT).length === 0)) {
      if (Date.now() > deadline) throw new Error('not every e-mail arrived within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Anything sent twice would arrive by now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return emails.map((to) => smtp.to(to, SUBJECT).map((mail) => mail.messageId));
  };

  it('two senders never send one e-mail twice', async () => {
    const a = await start();
    // The embedded database admits one process: then it is both senders (the CI's run has PostgreSQL).
    const b = process.env.DATABASE_URL ? await start() : a;
    const perAddress = await delivered(await register([a, b], 40));
    expect(perAddress.map((ids) => ids.length)).toEqual(perAddress.map(() => 1));
    await Promise.all([a.stop(), b.stop()]);
  }, 90_000);

  it('a sender killed mid-batch (kill -9) loses nothing: a new one sends the rest, the one in flight at most twice', async () => {
    const dying = await start();
    const sent = () => smtp.mails.filter((m) => m.subject === SUBJECT).length;
    const before = sent();
    smtp.slow(150);
    const emails = await register([dying], 20);
    // Killed while it talks to the SMTP server, with e-mails taken and not yet sent.
    const deadline = Date.now() + 20_000;
    while (sent() < before + 3) {
      if (Date.now() > deadline) throw new Error('the first sender sent nothing');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    dying.signal('SIGKILL');
    await dying.exited;
    smtp.slow(0);
    await start();
    const perAddress = await delivered(emails);
    expect(perAddress.every((ids) => ids.length >= 1)).toBe(true);
    const twice = perAddress.filter((ids) => ids.length > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
    // A resend is the same message: the receiving server can tell.
    for (const ids of twice) expect(new Set(ids).size).toBe(1);
  }, 90_000);
});
