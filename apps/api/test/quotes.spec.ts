import request from 'supertest';
import { Client } from 'pg';
import {
  addDays,
  spainToday,
  type NotificationSettings,
  type Project,
  type Quote,
  type Review,
  type WorkerProfile,
} from '@reformas/shared-types';
import { expectError } from './support/errors';
import { pdfText } from './support/pdf';
import { publishProject } from './support/projects';
import { quoteBody, sendQuote } from './support/quotes';
import { PUBLIC_URL, confirmAddress, mailEnv, useSmtp } from './support/smtp';
import { useTestApi } from './support/test-api';
import { signUp, type Agent, type SignedUp } from './support/users';
import { listInDirectory } from './support/workers';
import { UNAUTHENTICATED } from './support/messages';

const NOT_OPEN = 'Esta solicitud ya no admite presupuestos.';
const SECOND = 'Ya has enviado un presupuesto para esta solicitud. Puedes modificarlo.';
const NO_TAX_ID = 'Añade el NIF/CIF de tu empresa en tu perfil profesional para enviar presupuestos.';
const EXPIRED = 'Este presupuesto ha caducado y ya no se puede aceptar.';
const ALREADY_HIRED = 'Esta solicitud ya tiene un presupuesto aceptado.';
const CAP_MESSAGE =
  'Este cliente ya tiene suficientes profesionales interesados en esta solicitud. Puedes escribirle por el chat.';
const NEW_QUOTE = 'Has recibido un presupuesto';
const ACCEPTED = '¡Han aceptado tu presupuesto!';
const REMINDER = 'Un presupuesto de tu solicitud caduca pronto';
const cents = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const plain = (text: string | undefined) => (text ?? '').replace(/\s/g, ' ');
const euros = (amountCents: number) => plain(cents.format(amountCents / 100));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Read at each use, not once at load: a run that crosses midnight in Madrid must compare with the server's day.
const today = () => spainToday();
const quotesOf = async (agent: Agent, projectId: number) =>
  (await agent.get(`/api/projects/${projectId}/quotes`).expect(200)).body as Quote[];

// Quotes and hiring (docs/decisions.md, "Quotes and hiring"): a request's whole life, its refusals, the cap it
// shares with the phone reveals, expiry, privacy, the PDF and the e-mails, through a real SMTP server.
describe('quotes and hiring', () => {
  const smtp = useSmtp();
  // One owner gets the 201 reminders of the batch test: the daily cap per address (20) is lifted for this file.
  const api = useTestApi(() => mailEnv(smtp.server.url, { NOTIFY_POLL_MS: '100', MAIL_DAILY_CAP: '1000' }));
  let owner: SignedUp;
  const pros: SignedUp[] = [];
  const taxIds = ['12345678Z', '87654321X', '11111111H'];

  /** A signed-up account whose address is confirmed (notification e-mails need it). */
  const confirmed = async (...args: Parameters<typeof signUp> extends [string, ...infer R] ? R : never) => {
    const who = await signUp(api.url, ...args);
    await confirmAddress(smtp.server, api.url, who.body.email);
    return who;
  };

  beforeAll(async () => {
    owner = await confirmed('client', { name: 'Carmen López' });
    for (const [i, taxId] of taxIds.entries()) {
      const pro = await confirmed('professional', { name: `Profesional ${i + 1}` });
      await listInDirectory(pro.agent, { companyName: `Reformas ${i + 1}`, taxId });
      pros.push(pro);
    }
  });

  it('lives from the first quote to a job done: send, revise, viewed, accept one, the others not selected, complete, a review marked hired; each e-mail once', async () => {
    const [a, b, c] = pros as [SignedUp, SignedUp, SignedUp];
    const project = await publishProject(owner.agent, {
      city: 'Villavida',
      name: 'Carmen López',
      phone: '622333444',
    });
    const sent: Quote[] = [];
    for (const pro of [a, b, c]) {
      const res = await sendQuote(pro.agent, project.id);
      expect(res.status).toBe(201);
      sent.push(res.body as Quote);
    }
    const [qa, qb, qc] = sent as [Quote, Quote, Quote];
    // The API computes the totals; the firm is copied from the profile.
    expect(qa).toMatchObject({
      projectId: project.id,
      professionalId: a.user.id,
      status: 'sent',
      subtotalCents: 163_456,
      vatCents: 34_326,
      totalCents: 197_782,
      firm: { name: 'Reformas 1', companyName: 'Reformas 1', taxId: '12345678Z', ratingCount: 0 },
      project: { renovationType: 'bathroom', city: 'Villavida', status: 'open' },
      viewedAt: null,
      decidedAt: null,
    });

    // A revision replaces everything, and is a new 'sent'.
    const revised = await a.agent
      .put(`/api/quotes/${qa.id}`)
      .send(
        quoteBody({ lines: [{ concept: 'Reforma completa del baño', amountCents: 500_000 }], vatRate: 10 }),
      )
      .expect(200);
    expect(revised.body).toMatchObject({
      status: 'sent',
      subtotalCents: 500_000,
      vatCents: 50_000,
      totalCents: 550_000,
    });

    // The owner's list counts them; the professionals see no count.
    const mine = (await owner.agent.get(`/api/users/${owner.user.id}/projects`).expect(200))
      .body as Project[];
    expect(mine.find((p) => p.id === project.id)).toMatchObject({ status: 'open', quoteCount: 3 });
    expect((await a.agent.get(`/api/projects/${project.id}`).expect(200)).body.quoteCount).toBeNull();

    // The owner reads them: all viewed.
    const compared = await quotesOf(owner.agent, project.id);
    expect(compared.map((q) => [q.id, q.status])).toEqual([
      [qa.id, 'viewed'],
      [qb.id, 'viewed'],
      [qc.id, 'viewed'],
    ]);
    expect(compared[0]?.viewedAt).not.toBeNull();

    const accepted = await owner.agent.post(`/api/quotes/${qa.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', project: { status: 'hired' } });
    expect(accepted.body.decidedAt).not.toBeNull();
    expect((await quotesOf(owner.agent, project.id)).map((q) => q.status)).toEqual([
      'accepted',
      'not_selected',
      'not_selected',
    ]);
    // Off the board; its owner and those who quoted still see it, hired; anyone else gets 404.
    const board = (await request(api.url).get('/api/projects').query({ city: 'Villavida' }))
      .body as Project[];
    expect(board.map((p) => p.id)).not.toContain(project.id);
    expect((await owner.agent.get(`/api/projects/${project.id}`).expect(200)).body).toMatchObject({
      status: 'hired',
      closeReason: null,
      quoteCount: 3,
    });
    expect((await b.agent.get(`/api/projects/${project.id}`).expect(200)).body.status).toBe('hired');
    const stranger = await signUp(api.url, 'professional');
    expect((await stranger.agent.get(`/api/projects/${project.id}`)).status).toBe(410);
    // Nothing moves a decided quote.
    expect((await b.agent.put(`/api/quotes/${qb.id}`).send(quoteBody())).status).toBe(409);
    expect((await a.agent.post(`/api/quotes/${qa.id}/withdraw`)).status).toBe(409);
    expect((await owner.agent.post(`/api/quotes/${qb.id}/decline`)).status).toBe(409);
    expectError(await owner.agent.post(`/api/quotes/${qb.id}/accept`), 409, ALREADY_HIRED);
    // A quote on a hired request is refused too.
    expectError(await sendQuote(stranger.agent, project.id), 409, NOT_OPEN);

    // 'Trabajo terminado'.
    const done = await owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    expect(done.body).toMatchObject({ status: 'completed' });
    expect((await a.agent.get('/api/quotes').expect(200)).body[0]).toMatchObject({
      id: qa.id,
      status: 'accepted',
      project: { status: 'completed' },
    });

    // A review from the client who hired through the quote is marked; one of a professional only quoted is not.
    const hired = await owner.agent
      .post(`/api/users/${a.user.id}/reviews`)
      .send({ rating: 5, text: 'Trabajo impecable y en el plazo acordado.' })
      .expect(201);
    expect((hired.body as Review).hired).toBe(true);
    const notHired = await owner.agent
      .post(`/api/users/${b.user.id}/reviews`)
      .send({ rating: 4, text: 'Muy amable, aunque elegimos otro presupuesto.' })
      .expect(201);
    expect((notHired.body as Review).hired).toBe(false);
    const listed = (await request(api.url).get(`/api/users/${a.user.id}/reviews`).expect(200))
      .body as Review[];
    expect(listed[0]?.hired).toBe(true);

    // The e-mails: three new quotes and a revision to the owner, the decision to each author.
    const server = smtp.server;
    await server.waitFor(owner.body.email, NEW_QUOTE, 3);
    const [revisedMail] = await server.waitFor(owner.body.email, 'Reformas 1 ha modificado su presupuesto');
    expect(plain(revisedMail?.text)).toContain(euros(550_000));
    const [acceptedMail] = await server.waitFor(a.body.email, ACCEPTED);
    expect(acceptedMail?.text).toContain('Carmen López');
    expect(acceptedMail?.text).toContain('622333444');
    expect(acceptedMail?.text).toContain(`${PUBLIC_URL}/projects/${project.id}`);
    for (const other of [b, c]) {
      const [mail] = await server.waitFor(
        other.body.email,
        'Tu presupuesto para Baños en Villavida no ha sido seleccionado',
      );
      expect(mail?.text).toContain('El cliente ha elegido otro presupuesto. Gracias por tu propuesta');
    }
    // Once each, however many rounds of the senders and the notifier went by.
    await pause(600);
    expect(server.to(owner.body.email, NEW_QUOTE)).toHaveLength(3);
    expect(server.to(a.body.email, ACCEPTED)).toHaveLength(1);
    expect(
      server.to(b.body.email).filter((m) => m.subject?.includes('no ha sido seleccionado')),
    ).toHaveLength(1);
  });

  it('refuses with the right status and stores nothing: who may send, on which requests, once', async () => {
    const [a, b] = pros as [SignedUp, SignedUp];
    const project = await publishProject(owner.agent, { city: 'Villarechazo' });
    expectError(
      await request(api.url).post(`/api/projects/${project.id}/quotes`).send(quoteBody()),
      401,
      UNAUTHENTICATED,
    );
    const otherClient = await signUp(api.url, 'client');
    expectError(
      await sendQuote(otherClient.agent, project.id),
      403,
      'Solo los profesionales pueden enviar presupuestos',
    );
    expectError(
      await sendQuote(owner.agent, project.id),
      403,
      'Solo los profesionales pueden enviar presupuestos',
    );
    const cleaner = await signUp(api.url, 'cleaning');
    expect((await sendQuote(cleaner.agent, project.id)).status).toBe(403);
    // A professional without a profile, and one whose profile has no NIF/CIF.
    const noProfile = await signUp(api.url, 'professional');
    expect((await sendQuote(noProfile.agent, project.id)).status).toBe(403);
    const noTaxId = await signUp(api.url, 'professional');
    await listInDirectory(noTaxId.agent);
    expectError(await sendQuote(noTaxId.agent, project.id), 409, NO_TAX_ID);
    expectError(await sendQuote(a.agent, 999999), 404, 'Proyecto no encontrado');
    const closed = await publishProject(owner.agent, { city: 'Villacerrada' });
    await owner.agent.post(`/api/projects/${closed.id}/close`).send({ reason: 'not_needed' }).expect(200);
    expectError(await sendQuote(a.agent, closed.id), 409, NOT_OPEN);
    expect(await quotesOf(owner.agent, project.id)).toEqual([]);

    const first = (await sendQuote(a.agent, project.id).expect(201)).body as Quote;
    expectError(await sendQuote(a.agent, project.id), 409, SECOND);
    // Only its author revises or withdraws; only the request's owner accepts or declines.
    for (const who of [b.agent, owner.agent]) {
      expect((await who.put(`/api/quotes/${first.id}`).send(quoteBody())).status).toBe(403);
      expect((await who.post(`/api/quotes/${first.id}/withdraw`)).status).toBe(403);
    }
    for (const who of [a.agent, b.agent, otherClient.agent]) {
      expect((await who.post(`/api/quotes/${first.id}/accept`)).status).toBe(403);
      expect((await who.post(`/api/quotes/${first.id}/decline`)).status).toBe(403);
    }
    expectError(await a.agent.put('/api/quotes/999999').send(quoteBody()), 404, 'Presupuesto no encontrado');
    expect((await owner.agent.post('/api/quotes/999999/accept')).status).toBe(404);
    expect((await owner.agent.get('/api/projects/999999/quotes')).status).toBe(404);
    expect((await a.agent.get('/api/quotes/999999/pdf')).status).toBe(404);
    // Completing a request that hired nobody.
    expectError(
      await owner.agent.post(`/api/projects/${project.id}/complete`),
      409,
      'Solo se puede marcar como terminada una solicitud con un presupuesto aceptado.',
    );
    expect((await otherClient.agent.post(`/api/projects/${project.id}/complete`)).status).toBe(403);

    // Withdrawn: then nothing more, and the owner still sees it as withdrawn (not counted).
    await a.agent.post(`/api/quotes/${first.id}/withdraw`).expect(200);
    expect((await a.agent.post(`/api/quotes/${first.id}/withdraw`)).status).toBe(409);
    expect((await a.agent.put(`/api/quotes/${first.id}`).send(quoteBody())).status).toBe(409);
    expect((await quotesOf(owner.agent, project.id)).map((q) => q.status)).toEqual(['withdrawn']);
    expect((await owner.agent.get(`/api/projects/${project.id}`)).body.quoteCount).toBe(0);
    // Declined: its author sees 'not_selected'.
    const second = (await sendQuote(b.agent, project.id).expect(201)).body as Quote;
    await owner.agent.post(`/api/quotes/${second.id}/decline`).expect(200);
    expect((await quotesOf(b.agent, project.id))[0]?.status).toBe('not_selected');
  });

  it('answers each bad body with a Spanish 400 and stores nothing', async () => {
    const [a] = pros as [SignedUp];
    const project = await publishProject(owner.agent, { city: 'Villamal' });
    const line = { concept: 'Alicatado', amountCents: 1000 };
    const bad: [string, object][] = [
      ['no lines', quoteBody({ lines: [] })],
      ['51 lines', quoteBody({ lines: Array.from({ length: 51 }, () => line) })],
      ['a zero amount', quoteBody({ lines: [{ ...line, amountCents: 0 }] })],
      ['a negative amount', quoteBody({ lines: [{ ...line, amountCents: -500 }] })],
      ['a total over 10,000,000 €', quoteBody({ lines: [{ ...line, amountCents: 900_000_000 }] })],
      [
        'a validity in the past',
        quoteBody({ validUntil: addDays(today(), -1), startDate: addDays(today(), -1) }),
      ],
      ['a validity beyond 90 days', quoteBody({ validUntil: addDays(today(), 91) })],
      [
        'a start after the validity',
        quoteBody({ startDate: addDays(today(), 40), validUntil: addDays(today(), 30) }),
      ],
      ['a start in the past', quoteBody({ startDate: addDays(today(), -2) })],
      ['a VAT of 4 %', { ...quoteBody(), vatRate: 4 }],
    ];
    for (const [what, body] of bad) {
      const res = await sendQuote(a.agent, project.id, body);
      expect({ what, status: res.status, message: res.body.message }).toEqual({
        what,
        status: 400,
        message: 'Los datos enviados no son válidos',
      });
    }
    expect(await quotesOf(owner.agent, project.id)).toEqual([]);
    expect(await quotesOf(a.agent, project.id)).toEqual([]);
    // A bad revision leaves the quote as it was.
    const quote = (await sendQuote(a.agent, project.id).expect(201)).body as Quote;
    expect((await a.agent.put(`/api/quotes/${quote.id}`).send(quoteBody({ lines: [] }))).status).toBe(400);
    expect((await quotesOf(a.agent, project.id))[0]?.totalCents).toBe(quote.totalCents);
    // The worker profile's NIF/CIF is checked by its control character.
    const pro = await signUp(api.url, 'professional');
    const res = await pro.agent
      .post('/api/workers')
      .send({ services: ['bathroom'], city: 'Madrid', taxId: '12345678A' });
    expect(res.status).toBe(400);
  });

  it('shares the request’s cap with the phone reveals: a third professional’s quote on a cap of 2 is 409, nothing stored', async () => {
    const [a, b, c] = pros as [SignedUp, SignedUp, SignedUp];
    const project = await publishProject(owner.agent, { city: 'Villatope', maxContacts: 2 });
    await a.agent.post(`/api/projects/${project.id}/contact`).expect(200);
    await sendQuote(b.agent, project.id).expect(201);
    expectError(await sendQuote(c.agent, project.id), 409, CAP_MESSAGE);
    // One who revealed the phone already holds a slot: their quote takes no other.
    await sendQuote(a.agent, project.id).expect(201);
    expect((await quotesOf(owner.agent, project.id)).map((q) => q.professionalId)).toEqual([
      b.user.id,
      a.user.id,
    ]);
    expect(await quotesOf(c.agent, project.id)).toEqual([]);
    const log = (await owner.agent.get(`/api/projects/${project.id}/contacts`).expect(200)).body as unknown[];
    expect(log).toHaveLength(2);
  });

  it('lets exactly one of two accepts at once win', async () => {
    const [a, b] = pros as [SignedUp, SignedUp];
    const project = await publishProject(owner.agent, { city: 'Villacarrera' });
    const qa = (await sendQuote(a.agent, project.id).expect(201)).body as Quote;
    const qb = (await sendQuote(b.agent, project.id).expect(201)).body as Quote;
    // The board's total (cached 60 s per process) counts it before the hire, and no more at once after it.
    const boardTotal = async () =>
      Number((await request(api.url).get('/api/projects?city=Villacarrera')).headers['x-total-count']);
    expect(await boardTotal()).toBe(1);
    const answers = await Promise.all([
      owner.agent.post(`/api/quotes/${qa.id}/accept`),
      owner.agent.post(`/api/quotes/${qb.id}/accept`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(loser?.body.message).toBe(ALREADY_HIRED);
    expect(await boardTotal()).toBe(0);
    expect((await quotesOf(owner.agent, project.id)).map((q) => q.status).sort()).toEqual([
      'accepted',
      'not_selected',
    ]);
  });

  it('keeps quotes private: a professional sees only their own, strangers get 403, the NIF only on the quote and to its owner', async () => {
    const [a, b] = pros as [SignedUp, SignedUp];
    const project = await publishProject(owner.agent, { city: 'Villaprivada' });
    const qa = (await sendQuote(a.agent, project.id).expect(201)).body as Quote;
    await sendQuote(b.agent, project.id).expect(201);
    const seenByB = await quotesOf(b.agent, project.id);
    expect(seenByB.map((q) => q.professionalId)).toEqual([b.user.id]);
    expect(JSON.stringify(seenByB)).not.toContain(taxIds[0]);
    const bList = (await b.agent.get('/api/quotes').expect(200)).body as Quote[];
    expect(bList.every((q) => q.professionalId === b.user.id)).toBe(true);
    const otherClient = await signUp(api.url, 'client');
    expect((await otherClient.agent.get(`/api/projects/${project.id}/quotes`)).status).toBe(403);
    expect((await otherClient.agent.get(`/api/quotes/${qa.id}/pdf`)).status).toBe(403);
    expect((await b.agent.get(`/api/quotes/${qa.id}/pdf`)).status).toBe(403);
    expect((await request(api.url).get(`/api/projects/${project.id}/quotes`)).status).toBe(401);
    // The profile's NIF: to its owner only.
    const profile = (await request(api.url).get('/api/workers').query({ userId: a.user.id }).expect(200))
      .body as WorkerProfile[];
    expect(profile[0]?.taxId).toBeNull();
    const forB = (await b.agent.get('/api/workers').query({ userId: a.user.id }).expect(200))
      .body as WorkerProfile[];
    expect(forB[0]?.taxId).toBeNull();
    const own = (await a.agent.get('/api/workers').query({ userId: a.user.id }).expect(200))
      .body as WorkerProfile[];
    expect(own[0]?.taxId).toBe(taxIds[0]);
    // The e-mail switch of the kind.
    const settings = (await owner.agent.get('/api/notifications/settings').expect(200))
      .body as NotificationSettings;
    expect(settings.quotes).toBe(true);
  });

  it('writes the quote as a PDF for its author and the owner, who has then seen it', async () => {
    const [, , c] = pros as [SignedUp, SignedUp, SignedUp];
    const project = await publishProject(owner.agent, {
      city: 'Villadocumento',
      name: 'Carmen López',
      description: 'Cambiar la bañera por un plato de ducha',
    });
    const quote = (
      await sendQuote(
        c.agent,
        project.id,
        quoteBody({ lines: [{ concept: 'Plato de ducha y mampara', amountCents: 123_456 }] }),
      ).expect(201)
    ).body as Quote;
    const download = (who: SignedUp) =>
      fetch(`${api.url}/api/quotes/${quote.id}/pdf`, { headers: { cookie: who.cookie } });
    const forAuthor = await download(c);
    expect(forAuthor.status).toBe(200);
    expect((await quotesOf(c.agent, project.id))[0]?.status).toBe('sent');
    const res = await download(owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="presupuesto-${quote.id}.pdf"`);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    for (const expected of [
      `Presupuesto nº ${quote.id}`,
      'Reformas 3',
      `NIF/CIF: ${taxIds[2]}`,
      'Carmen López',
      'Baños en Villadocumento',
      'Cambiar la bañera por un plato de ducha',
      'Plato de ducha y mampara',
      '1.234,56 €',
      'Subtotal',
      'IVA (21 %)',
      euros(quote.totalCents),
      'Válido hasta',
      'Garantía: 24 meses',
      'Incluye la retirada de la bañera antigua.',
    ])
      expect(text).toContain(expected);
    expect((await quotesOf(c.agent, project.id))[0]?.status).toBe('viewed');
  });

  it('expires quotes by the clock alone, and reminds the owner once, three days before the first expires', async () => {
    const [a, b] = pros as [SignedUp, SignedUp];
    const project = await publishProject(owner.agent, { city: 'Villacaduca' });
    const soon = (
      await sendQuote(
        a.agent,
        project.id,
        quoteBody({ startDate: today(), validUntil: addDays(today(), 2) }),
      ).expect(201)
    ).body as Quote;
    const later = (await sendQuote(b.agent, project.id).expect(201)).body as Quote;
    const [reminder] = await smtp.server.waitFor(owner.body.email, REMINDER);
    expect(reminder?.text).toContain('Baños en Villacaduca');
    await pause(500);
    expect(smtp.server.to(owner.body.email, REMINDER)).toHaveLength(1);

    // The clock: a validity already past, written in the file's database (on a PostgreSQL server, beside the API;
    // the embedded database admits one process, the API's, so this half runs where CI has DATABASE_URL).
    const url = api.api.database.url;
    if (!url) return;
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      await db.query(
        `UPDATE "quotes" SET "validUntil" = current_date - 1, "startDate" = current_date - 3 WHERE "id" = $1`,
        [soon.id],
      );
    } finally {
      await db.end();
    }
    const read = await quotesOf(owner.agent, project.id);
    expect(read.find((q) => q.id === soon.id)?.status).toBe('expired');
    expect(
      (await a.agent.get('/api/quotes').query({ status: 'expired' }).expect(200)).body.map(
        (q: Quote) => q.id,
      ),
    ).toEqual([soon.id]);
    expectError(await owner.agent.post(`/api/quotes/${soon.id}/accept`), 409, EXPIRED);
    // Its author may renew it; the other one is still acceptable.
    const renewed = await a.agent.put(`/api/quotes/${soon.id}`).send(quoteBody()).expect(200);
    expect(renewed.body.status).toBe('sent');
    await owner.agent.post(`/api/quotes/${later.id}/accept`).expect(200);
  });
  it('reminds every owner when more requests fall due at once than one poll claims (200)', async () => {
    // Written in the file's database, as the clock above (on a PostgreSQL server; CI has DATABASE_URL).
    const url = api.api.database.url;
    if (!url) return;
    const [pro] = pros as [SignedUp];
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO "renovation_projects" ("userId", "name", "phone", "renovationType", "timeline", "postalCode", "city")
         SELECT $1, 'Carmen López', '600111222', 'bathroom', 'flexible', '28013', 'Villalote' FROM generate_series(1, 201)
         RETURNING "id"`,
        [owner.user.id],
      );
      await db.query(
        `INSERT INTO "quotes" ("projectId", "professionalId", "lines", "vatRate", "subtotalCents", "vatCents",
           "totalCents", "startDate", "durationDays", "validUntil", "warrantyMonths", "status", "firmName", "taxId")
         SELECT id, $2, '[{"concept":"Obra","amountCents":1000}]', 21, 1000, 210, 1210,
           (now() AT TIME ZONE 'Europe/Madrid')::date, 5, (now() AT TIME ZONE 'Europe/Madrid')::date + 2, 12, 'sent',
           'Reformas 1', '12345678Z'
         FROM unnest($1::int[]) id`,
        [rows.map((row) => row.id), pro.user.id],
      );
    } finally {
      await db.end();
    }
    const told = () =>
      smtp.server.to(owner.body.email, REMINDER).filter((mail) => mail.text?.includes('Villalote')).length;
    const deadline = Date.now() + 30_000;
    while (told() < 201 && Date.now() < deadline) await pause(200);
    expect(told()).toBe(201);
    // And once each.
    await pause(500);
    expect(told()).toBe(201);
  });
});
