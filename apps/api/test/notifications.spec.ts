import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { useTestApi } from './support/test-api';
import { signUp, type SignedUp } from './support/users';
import { expectError } from './support/errors';
import { openEventStream, type EventStreamClient } from './support/event-stream';
import { PUBLIC_URL, confirmAddress, linkIn, mailEnv, useSmtp } from './support/smtp';
import { listInDirectory } from './support/workers';
import { publishProject } from './support/projects';
import { INVALID_LINK } from './support/messages';

/** The unread window of this file's API (NOTIFY_UNREAD_AFTER) and how long a test waits past it. */
const WINDOW_S = 2;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pastWindow = () => pause(WINDOW_S * 1000 + 1500);

// The digest's hour is the minute the API starts (Madrid time): due at once for whoever wants one.
const digestAt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}).format(new Date());

describe('notification e-mails, through a real SMTP server', () => {
  const smtp = useSmtp();
  const api = useTestApi(() =>
    mailEnv(smtp.server.url, {
      NOTIFY_UNREAD_AFTER: String(WINDOW_S),
      NOTIFY_POLL_MS: '200',
      NOTIFY_DIGEST_AT: digestAt,
    }),
  );
  const streams: EventStreamClient[] = [];
  afterEach(() => streams.splice(0).forEach((s) => s.close()));

  /** A signed-up account whose address is confirmed. */
  const confirmed = async (...args: Parameters<typeof signUp> extends [string, ...infer R] ? R : never) => {
    const who = await signUp(api.url, ...args);
    await confirmAddress(smtp.server, api.url, who.body.email);
    return who;
  };
  const write = (from: SignedUp, to: SignedUp, message: string) =>
    from.agent.post('/api/messages').send({ receiverId: to.user.id, message }).expect(201);
  const subjectFrom = (who: SignedUp) => `${who.user.name} te ha escrito`;
  /** A header as sent (mailparser reads List-* headers into objects of its own). */
  const header = (mail: ParsedMail | undefined, name: string) =>
    mail?.headerLines
      .find((h) => h.key === name)
      ?.line.slice(name.length + 1)
      .trim();
  const oneClick = (mail: ParsedMail | undefined) =>
    /<([^>]+)>/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';

  it('tells an away receiver of unread messages once per conversation, with the first lines and a link to it; again only after they read', async () => {
    const client = await confirmed('client', { name: 'Lucía Ortega' });
    const pro = await confirmed('professional', { name: 'Andrés Gil' });
    await write(client, pro, 'Hola, ¿podría venir el martes a ver el baño?');
    await write(client, pro, 'Es un segundo piso sin ascensor.');

    const [mail] = await smtp.server.waitFor(pro.body.email, subjectFrom(client), 1, 10_000);
    expect(mail?.text).toContain('Hola, Andrés Gil:');
    expect(mail?.text).toContain('Tienes 2 mensajes sin leer de Lucía Ortega');
    expect(mail?.text).toContain('«Hola, ¿podría venir el martes a ver el baño?»');
    expect(linkIn(mail, `${PUBLIC_URL}/chat/`)).toBe(`${PUBLIC_URL}/chat/${client.user.id}`);
    // RFC 8058: a one-click unsubscribe the mail provider POSTs to.
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClick(mail)).toMatch(`${PUBLIC_URL}/api/notifications/unsubscribe?token=`);

    // More messages while still unread: nothing more.
    await write(client, pro, '¿Le viene bien?');
    await pastWindow();
    expect(smtp.server.to(pro.body.email, subjectFrom(client))).toHaveLength(1);

    // Read, then a new message: a new e-mail.
    await pro.agent
      .put('/api/messages/read')
      .send({ senderId: client.user.id, receiverId: pro.user.id })
      .expect(200);
    await write(client, pro, 'Le dejo mi número por si acaso.');
    await smtp.server.waitFor(pro.body.email, subjectFrom(client), 2, 10_000);
  });

  it('sends nothing for a message read within the window, nor while the receiver has the chat open', async () => {
    const client = await confirmed('client');
    const pro = await confirmed('professional');
    await write(client, pro, 'Leído enseguida');
    await pro.agent
      .put('/api/messages/read')
      .send({ senderId: client.user.id, receiverId: pro.user.id })
      .expect(200);

    const other = await confirmed('client');
    streams.push(await openEventStream(api.url, { cookie: pro.cookie }));
    await write(other, pro, 'Con el chat abierto');
    await pastWindow();
    await pastWindow();
    expect(smtp.server.to(pro.body.email, subjectFrom(client))).toEqual([]);
    expect(smtp.server.to(pro.body.email, subjectFrom(other))).toEqual([]);

    // The channel closes: once the window passes, the unread message is told.
    streams.splice(0).forEach((s) => s.close());
    await smtp.server.waitFor(pro.body.email, subjectFrom(other), 1, 15_000);
  });

  it('sends no notification to an address not confirmed yet', async () => {
    const client = await confirmed('client');
    const pro = await signUp(api.url, 'professional');
    await write(client, pro, 'Hola');
    await pastWindow();
    await pastWindow();
    expect(smtp.server.to(pro.body.email).map((m) => m.subject)).toEqual(['Confirma tu correo electrónico']);
  });

  it('unsubscribes in one click without a session; a token cannot be forged or turned to another person or kind', async () => {
    const client = await confirmed('client');
    const pro = await confirmed('professional');
    await write(client, pro, 'Primero');
    const [mail] = await smtp.server.waitFor(pro.body.email, subjectFrom(client), 1, 10_000);
    const url = new URL(oneClick(mail));
    const token = url.searchParams.get('token') ?? '';
    // The page link in the foot carries the same token.
    expect(linkIn(mail, `${PUBLIC_URL}/baja?token=`)).toBe(`${PUBLIC_URL}/baja?token=${token}`);

    const post = (t: string) =>
      request(api.url)
        .post(`/api/notifications/unsubscribe?token=${encodeURIComponent(t)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
    const [id, kind, mac] = token.split('.');
    expectError(await post(`${client.user.id}.${kind}.${mac}`), 400, INVALID_LINK);
    expectError(await post(`${id}.reviews.${mac}`), 400, INVALID_LINK);
    expectError(await post(`${id}.${kind}.${'A'.repeat(mac?.length ?? 43)}`), 400, INVALID_LINK);
    expect((await pro.agent.get('/api/notifications/settings')).body.unreadMessages).toBe(true);

    const res = await post(token).expect(200);
    expect(res.body).toEqual({
      kind: 'unreadMessages',
      subscribed: false,
      email: expect.stringContaining('@'),
    });
    expect(res.body.email).not.toBe(pro.body.email);
    expect((await pro.agent.get('/api/notifications/settings')).body.unreadMessages).toBe(false);

    // Stopped: a new unread conversation is not told.
    await pro.agent
      .put('/api/messages/read')
      .send({ senderId: client.user.id, receiverId: pro.user.id })
      .expect(200);
    await write(client, pro, 'Segundo');
    await pastWindow();
    await pastWindow();
    expect(smtp.server.to(pro.body.email, subjectFrom(client))).toHaveLength(1);

    // The way back, from the page the link opens.
    await request(api.url)
      .post(`/api/notifications/resubscribe?token=${encodeURIComponent(token)}`)
      .expect(200, { kind: 'unreadMessages', subscribed: true, email: res.body.email });
    expect((await pro.agent.get('/api/notifications/settings')).body.unreadMessages).toBe(true);
  });

  it('tells a provider of a new review and the client of the reply', async () => {
    const client = await confirmed('client', { name: 'Rosa Martín' });
    const pro = await confirmed('professional', { name: 'Pablo Núñez' });
    const profile = await listInDirectory(pro.agent);
    await write(client, pro, 'Hola');
    await write(pro, client, 'Buenas');
    const review = await client.agent
      .post(`/api/users/${pro.user.id}/reviews`)
      .send({ rating: 5, text: 'Muy buen trabajo, puntual y limpio.' })
      .expect(201);
    const [notice] = await smtp.server.waitFor(pro.body.email, 'Tienes una valoración nueva');
    expect(notice?.text).toContain('te ha valorado con 5 de 5 estrellas');
    // The reviewer's name as the public sees it: masked.
    expect(notice?.text).not.toContain('Rosa Martín');
    expect(linkIn(notice, PUBLIC_URL)).toBe(`${PUBLIC_URL}/worker-profiles/${profile.id}`);

    await pro.agent.post(`/api/reviews/${review.body.id}/reply`).send({ text: 'Gracias, Rosa.' }).expect(201);
    const [reply] = await smtp.server.waitFor(client.body.email, 'Pablo Núñez ha respondido a tu valoración');
    expect(reply?.text).toContain('Hola, Rosa Martín:');
  });

  it('alerts a professional of a matching request at once, with only what the board shows', async () => {
    const pro = await confirmed('professional');
    await listInDirectory(pro.agent, { services: ['bathroom'], postalCode: '28013' });
    const settings = await pro.agent.get('/api/notifications/settings').expect(200);
    // The defaults: the profile's services, around its province, as a daily digest.
    expect(settings.body).toMatchObject({
      alertTypes: ['bathroom'],
      alertAreas: ['28'],
      alertFrequency: 'daily',
    });
    await pro.agent
      .put('/api/notifications/settings')
      .send({ ...settings.body, alertFrequency: 'instant', alertAreas: ['28', 'Toledo'] })
      .expect(200);

    const client = await confirmed('client');
    const matching = await publishProject(client.agent, {
      renovationType: 'bathroom',
      postalCode: '28045',
      city: 'Madrid',
      name: 'Inés Carrasco',
      phone: '699887766',
    });
    await publishProject(client.agent, { renovationType: 'kitchen', postalCode: '28045' });
    await publishProject(client.agent, {
      renovationType: 'bathroom',
      postalCode: '08001',
      city: 'Barcelona',
    });
    const byCity = await publishProject(client.agent, {
      renovationType: 'bathroom',
      postalCode: '45001',
      city: 'toledo',
    });

    const alerts = await smtp.server.waitFor(pro.body.email, 'Nueva solicitud: Baños en Madrid');
    expect(linkIn(alerts[0], `${PUBLIC_URL}/projects/`)).toBe(`${PUBLIC_URL}/projects/${matching.id}`);
    expect(alerts[0]?.text).not.toContain('Inés');
    expect(alerts[0]?.text).not.toContain('699887766');
    await smtp.server.waitFor(pro.body.email, 'Nueva solicitud: Baños en toledo');
    expect(
      linkIn(
        smtp.server.to(pro.body.email, 'Nueva solicitud: Baños en toledo')[0],
        `${PUBLIC_URL}/projects/`,
      ),
    ).toBe(`${PUBLIC_URL}/projects/${byCity.id}`);
    await pause(1000);
    expect(
      smtp.server.to(pro.body.email).filter((m) => m.subject?.startsWith('Nueva solicitud')),
    ).toHaveLength(2);
  });

  it('groups the day’s matching requests into one digest at the chosen hour', async () => {
    // Not confirmed yet, so no digest can be decided before the requests exist.
    const pro = await signUp(api.url, 'professional');
    await listInDirectory(pro.agent, { services: ['painting'], postalCode: '41001', city: 'Sevilla' });
    const client = await confirmed('client');
    const first = await publishProject(client.agent, {
      renovationType: 'painting',
      postalCode: '41005',
      city: 'Sevilla',
    });
    const second = await publishProject(client.agent, {
      renovationType: 'painting',
      postalCode: '41010',
      city: 'Sevilla',
    });
    await publishProject(client.agent, { renovationType: 'painting', postalCode: '29001', city: 'Málaga' });
    await publishProject(client.agent, { renovationType: 'kitchen', postalCode: '41005', city: 'Sevilla' });
    await confirmAddress(smtp.server, api.url, pro.body.email);

    const [digest] = await smtp.server.waitFor(pro.body.email, '2 solicitudes nuevas en tu zona');
    const links = (digest?.text ?? '').split(/\s+/).filter((w) => w.startsWith(`${PUBLIC_URL}/projects/`));
    expect(links).toEqual([`${PUBLIC_URL}/projects/${first.id}`, `${PUBLIC_URL}/projects/${second.id}`]);
    await pause(1500);
    expect(smtp.server.to(pro.body.email).filter((m) => m.subject?.includes('solicitud'))).toHaveLength(1);
  });

  it('keeps the settings to the account, valid, and refuses them without a session', async () => {
    expect((await request(api.url).get('/api/notifications/settings')).status).toBe(401);
    const client = await signUp(api.url, 'client');
    const current = (await client.agent.get('/api/notifications/settings').expect(200)).body;
    const refused = async (change: object, message: string) => {
      const res = await client.agent.put('/api/notifications/settings').send({ ...current, ...change });
      expect([res.status, res.body.errors?.map((e: { message: string }) => e.message)]).toEqual([
        400,
        [message],
      ]);
    };
    await refused({ alertAreas: ['1234567'] }, 'Un código postal tiene 5 cifras');
    await refused({ alertFrequency: 'weekly' }, 'Elige «al momento» o «resumen diario»');
    expect((await client.agent.get('/api/notifications/settings')).body).toEqual(current);
  });
});
