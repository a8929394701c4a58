import request from 'supertest';
import type { Report } from '@reformas/shared-types';
import { expectError, expectInvalidData } from './support/errors';
import { publishProject } from './support/projects';
import { useTestApi } from './support/test-api';
import { listInDirectory, publishCleaning } from './support/workers';
import { useSignedUp, type Agent, type SignedUp } from './support/users';
import { UNAUTHENTICATED } from './support/messages';

const DAILY_LIMIT = 7;
const report = (agent: Agent, body: object) => agent.post('/api/reports').send(body);
const say = (from: SignedUp, to: SignedUp, message: string) =>
  from.agent.post('/api/messages').send({ receiverId: to.user.id, message }).expect(201);

// Reports (Denunciar): docs/decisions.md, "Reports".
describe('POST /api/reports', () => {
  const api = useTestApi({ REPORTS_DAILY_LIMIT: String(DAILY_LIMIT) });
  const users = useSignedUp(api, {
    client: 'client',
    pro: 'professional',
    cleaner: 'cleaning',
    reporter: 'client',
    other: 'client',
    busy: 'client',
  });
  // One item of each kind, each written by someone other than the reporter.
  const items: Record<string, number> = {};
  beforeAll(async () => {
    items.project = (await publishProject(users.client.agent)).id;
    items.worker_profile = (await listInDirectory(users.pro.agent)).id;
    items.cleaning_service = (await publishCleaning(users.cleaner.agent)).id;
    // A review needs a verified contact first: a conversation both ways.
    await say(users.client, users.pro, 'Hola, ¿haces reformas de cocina?');
    await say(users.pro, users.client, 'Sí, pásame las medidas y te digo.');
    const review = await users.client.agent
      .post(`/api/users/${users.pro.user.id}/reviews`)
      .send({ rating: 1, text: 'Texto ofensivo que alguien querrá denunciar más tarde.' })
      .expect(201);
    items.review = review.body.id as number;
    items.message = (
      await say(users.pro, users.reporter, 'Mándame una señal por Bizum antes de ir.')
    ).body.id;
    items.user = users.pro.user.id;
  });

  it('needs a session: 401, nothing stored', async () => {
    const res = await request(api.url)
      .post('/api/reports')
      .send({ targetType: 'user', targetId: users.pro.user.id, reason: 'spam' });
    expectError(res, 401, UNAUTHENTICATED);
  });

  it('refuses what is not a report with 400 and the fields in Spanish', async () => {
    const res = await report(users.reporter.agent, {
      targetType: 'anuncio',
      targetId: 'uno',
      reason: 'aburrido',
      details: 'x'.repeat(1001),
    });
    expectInvalidData(res, [
      { path: 'targetType', message: 'Indica qué quieres denunciar' },
      { path: 'targetId', message: 'El identificador debe ser un número' },
      { path: 'reason', message: 'Elige un motivo de la lista' },
      { path: 'details', message: 'Los detalles pueden tener como máximo 1000 caracteres' },
    ]);
  });

  it('takes a report of each kind of item (201), as its author will see it', async () => {
    for (const [targetType, targetId] of Object.entries(items)) {
      const res = await report(users.reporter.agent, {
        targetType,
        targetId,
        reason: 'fraud',
        details: `  Me pidió dinero por adelantado (${targetType}).  `,
      });
      expect(res.status).toBe(201);
      const body = res.body as Report;
      expect(body).toEqual({
        id: expect.any(Number),
        targetType,
        targetId,
        reason: 'fraud',
        details: `Me pidió dinero por adelantado (${targetType}).`,
        status: 'open',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        decidedAt: null,
      });
    }
  });

  it('takes one open report per person and item (409); another person may report it too', async () => {
    const again = await report(users.reporter.agent, {
      targetType: 'project',
      targetId: items.project,
      reason: 'spam',
    });
    expectError(again, 409, 'Ya has denunciado esto y tu denuncia está pendiente de revisión.');
    const other = await report(users.other.agent, {
      targetType: 'project',
      targetId: items.project,
      reason: 'spam',
    });
    expect(other.status).toBe(201);
    expect(other.body.details).toBeNull();
  });

  it('answers 404 for an unknown item of each kind, a message someone else received, and a closed request', async () => {
    for (const targetType of Object.keys(items)) {
      const res = await report(users.other.agent, { targetType, targetId: 999_999, reason: 'other' });
      expectError(res, 404, 'No encontramos lo que quieres denunciar.');
    }
    const notMine = await report(users.other.agent, {
      targetType: 'message',
      targetId: items.message,
      reason: 'fraud',
    });
    expectError(notMine, 404, 'No encontramos lo que quieres denunciar.');
    const closed = await publishProject(users.client.agent);
    await users.client.agent.post(`/api/projects/${closed.id}/close`).send({ reason: 'found' }).expect(200);
    expectError(
      await report(users.other.agent, { targetType: 'project', targetId: closed.id, reason: 'spam' }),
      404,
      'No encontramos lo que quieres denunciar.',
    );
  });

  it('refuses a report of one’s own item or account (400)', async () => {
    expectError(
      await report(users.client.agent, { targetType: 'project', targetId: items.project, reason: 'spam' }),
      400,
      'No puedes denunciar tu propio contenido.',
    );
    expectError(
      await report(users.pro.agent, { targetType: 'user', targetId: users.pro.user.id, reason: 'other' }),
      400,
      'No puedes denunciar tu propio contenido.',
    );
  });

  it(`takes at most ${DAILY_LIMIT} reports a day from one person (429 with Retry-After), and stores none past it`, async () => {
    const targets = [users.client, users.pro, users.cleaner, users.reporter, users.other].map((u) => ({
      targetType: 'user',
      targetId: u.user.id,
    }));
    targets.push(
      { targetType: 'worker_profile', targetId: items.worker_profile },
      { targetType: 'cleaning_service', targetId: items.cleaning_service },
    );
    expect(targets).toHaveLength(DAILY_LIMIT);
    for (const target of targets)
      expect((await report(users.busy.agent, { ...target, reason: 'spam' })).status).toBe(201);
    const past = await report(users.busy.agent, {
      targetType: 'project',
      targetId: items.project,
      reason: 'spam',
    });
    expectError(past, 429, 'Has enviado demasiadas denuncias hoy. Podrás enviar más mañana.');
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Nothing was stored: had it been, the same report would now be a duplicate (409, checked before the limit).
    const again = await report(users.busy.agent, {
      targetType: 'project',
      targetId: items.project,
      reason: 'spam',
    });
    expect(again.status).toBe(429);
  });
});
