import { Client } from 'pg';
import request from 'supertest';
import type {
  ChatMessage,
  CleaningService,
  RatingSummary,
  Review,
  ModerationLogEntryView,
  Project,
  ReportedItem,
  TotpStatus,
  WorkerProfile,
} from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { expectError, expectInvalidData } from './support/errors';
import { freshCode, operatorCli } from './support/operators';
import { publishProject } from './support/projects';
import { listInDirectory, publishCleaning } from './support/workers';
import { signUp, type SignedUp } from './support/users';
import { OPERATORS_ONLY, UNAUTHENTICATED } from './support/messages';

jest.setTimeout(60_000);
const SITE = 'https://reformas.example';
// What a deleted account leaves blocked goes at the next purge round (its term set to 0 days here).
const ENV = { PUBLIC_URL: SITE, RECORDS_KEPT_DAYS: '0', RETENTION_PURGE_MS: '200' };
// On a server the command runs beside the API; the embedded folder admits one process, so its API stops meanwhile.
const onServer = Boolean(process.env.DATABASE_URL);

// The moderation console's calls (docs/decisions.md, "Moderation"): the queue, the actions and their log.
describe('moderation: /api/admin/reports, /api/admin/actions, /api/admin/history', () => {
  let database: Database;
  let api: ApiProcess | undefined;
  const url = () => api?.url ?? '';
  const people: Record<'operator' | 'unverified' | 'plain' | 'client' | 'pro' | 'cleaner', SignedUp> =
    {} as never;
  const items: {
    project?: Project;
    profile?: WorkerProfile;
    cleaning?: CleaningService;
    review?: Review;
    message?: ChatMessage;
  } = {};

  const as = (who: SignedUp | undefined) => ({
    get: (path: string) => {
      const call = request(url()).get(path);
      return who ? call.set('Cookie', who.cookie) : call;
    },
    post: (path: string, body: object) => {
      const call = request(url()).post(path);
      return (who ? call.set('Cookie', who.cookie) : call).send(body);
    },
  });
  const act = (body: object) => as(people.operator).post('/api/admin/actions', body);
  /** An operator's decision, taken (201): hide or restore an item, suspend or lift an account. */
  const decide = (action: string, targetType: string, targetId: number, reason: string) =>
    act({ action, targetType, targetId, reason }).expect(201);
  const report = (who: SignedUp, targetType: string, targetId: number, reason = 'fraud') =>
    as(who).post('/api/reports', { targetType, targetId, reason }).expect(201);
  const sitemap = async (name: string) =>
    (await request(url()).get(`/api/seo/sitemaps/${name}`).expect(200)).text;

  beforeAll(async () => {
    database = await createDatabase();
    api = await startApi(database, ENV);
    for (const [name, type] of [
      ['operator', 'client'],
      ['unverified', 'client'],
      ['plain', 'client'],
      ['client', 'client'],
      ['pro', 'professional'],
      ['cleaner', 'cleaning'],
    ] as const)
      people[name] = await signUp(url(), type);
    items.project = await publishProject(people.client.agent);
    items.profile = await listInDirectory(people.pro.agent, {
      companyName: 'Reformas Dudosas',
      taxId: '12345678Z',
    });
    items.cleaning = await publishCleaning(people.cleaner.agent);
    // A conversation both ways makes the client's review verified; the pro's last message is the one to hide.
    await people.client.agent
      .post('/api/messages')
      .send({ receiverId: people.pro.user.id, message: 'Hola' })
      .expect(201);
    await people.pro.agent
      .post('/api/messages')
      .send({ receiverId: people.client.user.id, message: 'Buenas' })
      .expect(201);
    items.message = (
      await people.pro.agent
        .post('/api/messages')
        .send({ receiverId: people.client.user.id, message: 'Págame por adelantado a esta cuenta' })
        .expect(201)
    ).body as ChatMessage;
    items.review = (
      await people.client.agent
        .post(`/api/users/${people.pro.user.id}/reviews`)
        .send({ rating: 1, text: 'Insultos que un operador retirará de la ficha.' })
        .expect(201)
    ).body as Review;
    // Two reports on the request, one on the profile: the request leads the queue.
    await report(people.plain, 'project', items.project.id);
    await report(people.pro, 'project', items.project.id, 'spam');
    await report(people.plain, 'worker_profile', items.profile.id);

    const grant = async () => {
      await operatorCli(database, 'grant', people.operator.body.email);
      await operatorCli(database, 'grant', people.unverified.body.email);
    };
    if (onServer) await grant();
    else {
      await api.stop();
      await grant();
      api = await startApi(database, ENV);
    }
    // The operator enrols and gives a code in this session; `unverified` never does.
    const status = (await as(people.operator).get('/api/admin/totp').expect(200)).body as TotpStatus;
    await as(people.operator)
      .post('/api/admin/totp', { code: await freshCode(status.secret ?? '') })
      .expect(200);
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  }, 120_000);

  it('every console call is 401 without a session, 403 for others and for an operator without the code', async () => {
    const calls = [
      (who?: SignedUp) => as(who).get('/api/admin/reports'),
      (who?: SignedUp) => as(who).get(`/api/admin/history?targetType=user&targetId=${people.pro.user.id}`),
      (who?: SignedUp) =>
        as(who).post('/api/admin/actions', {
          action: 'hide',
          targetType: 'project',
          targetId: items.project?.id,
          reason: 'Prueba',
        }),
    ];
    for (const call of calls) {
      expectError(await call(), 401, UNAUTHENTICATED);
      expectError(await call(people.plain), 403, OPERATORS_ONLY);
      const res = await call(people.unverified);
      expect({ status: res.status, totpRequired: res.body.totpRequired }).toEqual({
        status: 403,
        totpRequired: true,
      });
    }
    // Nothing was done by those calls.
    expect((await as(people.operator).get(`/api/projects/${items.project?.id}`)).status).toBe(200);
  });

  it('lists open reports grouped by item, the most reported first', async () => {
    const queue = (await as(people.operator).get('/api/admin/reports').expect(200)).body as ReportedItem[];
    expect(queue.slice(0, 2)).toEqual([
      {
        targetType: 'project',
        targetId: items.project?.id,
        reports: 2,
        reasons: ['fraud', 'spam'],
        firstReportedAt: expect.any(String),
        hidden: false,
      },
      {
        targetType: 'worker_profile',
        targetId: items.profile?.id,
        reports: 1,
        reasons: ['fraud'],
        firstReportedAt: expect.any(String),
        hidden: false,
      },
    ]);
  });

  it('refuses a decision that is not one: 400 in Spanish, 404 for an unknown item, nothing logged', async () => {
    expectInvalidData(await act({ action: 'borrar', targetType: 'project', targetId: 1, reason: '  ' }), [
      { path: 'action', message: 'Elige una acción de la lista' },
      { path: 'reason', message: 'Indica el motivo' },
    ]);
    expectError(
      await act({ action: 'suspend', targetType: 'project', targetId: items.project?.id, reason: 'No' }),
      400,
      'Esa acción no se aplica a este elemento: las cuentas se suspenden y el contenido se oculta.',
    );
    expectError(
      await act({ action: 'hide', targetType: 'project', targetId: 999999, reason: 'No existe' }),
      404,
      'No existe lo que quieres moderar.',
    );
    const history = await as(people.operator)
      .get(`/api/admin/history?targetType=project&targetId=${items.project?.id}`)
      .expect(200);
    expect(history.body).toEqual([]);
  });

  it('hides a request from every public place; its author sees it hidden with the reason; restoring brings it back', async () => {
    const id = items.project?.id ?? 0;
    const reason = 'Anuncio fraudulento: pide pagos por adelantado.';
    const hidden = await decide('hide', 'project', id, reason);
    expect(hidden.body).toEqual({
      id: expect.any(Number),
      operatorId: people.operator.user.id,
      action: 'hide',
      targetType: 'project',
      targetId: id,
      reason,
      createdAt: expect.any(String),
    });
    const board = (await request(url()).get('/api/projects').expect(200)).body as Project[];
    expect(board.map((p) => p.id)).not.toContain(id);
    expect((await request(url()).get(`/api/projects/${id}`)).status).toBe(404);
    expect((await as(people.plain).get(`/api/projects/${id}`)).status).toBe(404);
    expect(await sitemap('requests-1.xml')).not.toContain(`/projects/${id}<`);
    const own = (await as(people.client).get(`/api/projects/${id}`).expect(200)).body as Project;
    expect(own.hiddenReason).toBe(reason);
    // Its reports are settled: the queue no longer has it, and reporting it again is possible.
    const queue = (await as(people.operator).get('/api/admin/reports').expect(200)).body as ReportedItem[];
    expect(queue.map((item) => `${item.targetType}:${item.targetId}`)).not.toContain(`project:${id}`);

    await decide('restore', 'project', id, 'Revisado con el cliente.');
    expect(
      ((await request(url()).get('/api/projects').expect(200)).body as Project[]).map((p) => p.id),
    ).toContain(id);
    const back = (await request(url()).get(`/api/projects/${id}`).expect(200)).body as Project;
    expect(back.hiddenReason).toBeUndefined();
    expect(await sitemap('requests-1.xml')).toContain(`/projects/${id}<`);
  });

  it('hides a professional’s page and a cleaning service from the directories and their pages, not from their owners', async () => {
    const profileId = items.profile?.id ?? 0;
    const cleaningId = items.cleaning?.id ?? 0;
    await decide('hide', 'worker_profile', profileId, 'Datos falsos.');
    await decide('hide', 'cleaning_service', cleaningId, 'Spam.');
    const workers = (await request(url()).get('/api/workers').expect(200)).body as WorkerProfile[];
    expect(workers.map((w) => w.id)).not.toContain(profileId);
    const services = (await request(url()).get('/api/cleaning').expect(200)).body as CleaningService[];
    expect(services.map((c) => c.id)).not.toContain(cleaningId);
    expect((await request(url()).get(`/api/workers/${profileId}`)).status).toBe(404);
    expect((await request(url()).get(`/api/cleaning/${cleaningId}`)).status).toBe(404);
    expect(await sitemap('profiles-1.xml')).not.toContain(`/worker-profiles/${profileId}<`);
    expect((await as(people.pro).get(`/api/workers/${profileId}`).expect(200)).body.hiddenReason).toBe(
      'Datos falsos.',
    );
    expect((await as(people.cleaner).get(`/api/cleaning/${cleaningId}`).expect(200)).body.hiddenReason).toBe(
      'Spam.',
    );
    await decide('restore', 'worker_profile', profileId, 'Corregido.');
    expect((await request(url()).get(`/api/workers/${profileId}`)).status).toBe(200);
  });

  it('hides a review from the provider’s page and rating, not from its author; and a message from its receiver', async () => {
    const reviewId = items.review?.id ?? 0;
    const providerId = people.pro.user.id;
    const rating = async () =>
      ((await request(url()).get(`/api/users/${providerId}/rating`).expect(200)).body as RatingSummary).count;
    const reviewIds = async (who?: SignedUp) =>
      ((await as(who).get(`/api/users/${providerId}/reviews`).expect(200)).body as Review[]).map((r) => [
        r.id,
        r.hiddenReason,
      ]);
    expect(await rating()).toBe(1);
    await decide('hide', 'review', reviewId, 'Lenguaje ofensivo.');
    expect(await rating()).toBe(0);
    expect(await reviewIds()).toEqual([]);
    expect(await reviewIds(people.pro)).toEqual([]);
    expect(await reviewIds(people.client)).toEqual([[reviewId, 'Lenguaje ofensivo.']]);

    const messageId = items.message?.id ?? 0;
    const conversation = async (who: SignedUp) =>
      (
        (
          await as(who)
            .get(`/api/messages?userId1=${people.client.user.id}&userId2=${providerId}`)
            .expect(200)
        ).body as ChatMessage[]
      ).map((m) => m.id);
    expect(await conversation(people.client)).toContain(messageId);
    await decide('hide', 'message', messageId, 'Intento de estafa.');
    expect(await conversation(people.client)).not.toContain(messageId);
    expect(await conversation(people.pro)).toContain(messageId);
    await decide('restore', 'review', reviewId, 'Recurso aceptado.');
    expect(await rating()).toBe(1);
  });

  it('suspends an account: its sessions end, signing in says so, its listings hide; lifting it lets it back', async () => {
    const pro = people.pro;
    const profileId = items.profile?.id ?? 0;
    await decide('suspend', 'user', pro.user.id, 'Estafas repetidas.');
    expect((await as(pro).get('/api/user')).status).toBe(401);
    const login = { username: pro.body.email, password: pro.body.password };
    expectError(await request(url()).post('/api/login').send(login), 403, 'Tu cuenta está suspendida.');
    // A wrong password is told nothing of the suspension.
    expect(
      (
        await request(url())
          .post('/api/login')
          .send({ ...login, password: 'otra-clave-9' })
      ).status,
    ).toBe(401);
    expect((await request(url()).get(`/api/workers/${profileId}`)).status).toBe(404);
    const workers = (await request(url()).get('/api/workers').expect(200)).body as WorkerProfile[];
    expect(workers.map((w) => w.id)).not.toContain(profileId);

    await decide('lift', 'user', pro.user.id, 'Recurso aceptado.');
    expect((await request(url()).post('/api/login').send(login)).status).toBe(200);
    expect((await request(url()).get(`/api/workers/${profileId}`)).status).toBe(200);
  });

  it('keeps every action in a log that shows an item’s and an account’s history and that no one can change', async () => {
    const history = (
      await as(people.operator)
        .get(`/api/admin/history?targetType=user&targetId=${people.pro.user.id}`)
        .expect(200)
    ).body as ModerationLogEntryView[];
    expect(history.map(({ action, reason, operatorId }) => ({ action, reason, operatorId }))).toEqual([
      { action: 'lift', reason: 'Recurso aceptado.', operatorId: people.operator.user.id },
      { action: 'suspend', reason: 'Estafas repetidas.', operatorId: people.operator.user.id },
    ]);
    const project = (
      await as(people.operator)
        .get(`/api/admin/history?targetType=project&targetId=${items.project?.id}`)
        .expect(200)
    ).body as ModerationLogEntryView[];
    expect(project.map((entry) => entry.action)).toEqual(['restore', 'hide']);
    // No route changes or removes an entry; and the database itself refuses to.
    expect((await as(people.operator).post('/api/admin/history', {})).status).toBe(404);
    if (onServer) {
      const db = new Client({ connectionString: database.url });
      await db.connect();
      try {
        await expect(db.query(`UPDATE moderation_log SET reason = 'cambiado'`)).rejects.toThrow(
          'El registro de moderación no se puede cambiar ni borrar',
        );
        await expect(db.query('DELETE FROM moderation_log')).rejects.toThrow('no se puede cambiar ni borrar');
        await expect(db.query('TRUNCATE moderation_log')).rejects.toThrow('no se puede cambiar ni borrar');
      } finally {
        await db.end();
      }
    }
  });
  it('removes the reports a deleted account made and those about it once their term is over, and no others', async () => {
    const profileId = items.profile?.id ?? 0;
    const leaving = await signUp(url());
    await report(leaving, 'worker_profile', profileId);
    // And a report about the account itself, by someone who stays.
    await report(people.plain, 'user', leaving.user.id);
    const queued = async () =>
      ((await as(people.operator).get('/api/admin/reports').expect(200)).body as ReportedItem[])
        .filter(
          (item) =>
            (item.targetType === 'worker_profile' && item.targetId === profileId) ||
            (item.targetType === 'user' && item.targetId === leaving.user.id),
        )
        .reduce((sum, item) => sum + item.reports, 0);
    expect(await queued()).toBe(2);
    await request(url())
      .delete('/api/user')
      .set('Cookie', leaving.cookie)
      .send({ password: leaving.body.password })
      .expect(204);
    let left = await queued();
    for (let i = 0; i < 50 && left > 0; i++) {
      await new Promise((wake) => setTimeout(wake, 100));
      left = await queued();
    }
    expect(left).toBe(0);
    // Everyone else's stay, settled or not.
    const others = (await as(people.plain).get('/api/reports/mine').expect(200)).body as {
      targetType: string;
    }[];
    expect(others.map((r) => r.targetType).sort()).toEqual(['project', 'worker_profile']);
  });
});
