import request from 'supertest';
import type { CleaningService, RatingSummary, Review, WorkerProfile } from '@reformas/shared-types';
import { expectError, expectInvalidData } from './support/errors';
import { publishProject } from './support/projects';
import { useTestApi } from './support/test-api';
import { listInDirectory } from './support/workers';
import { signUp, useSignedUp, type Agent, type SignedUp } from './support/users';
import { UNAUTHENTICATED } from './support/messages';

const NOT_ELIGIBLE =
  'Solo puedes valorar a quien hayas contactado por la plataforma: que haya visto el teléfono de una de tus solicitudes o que os hayáis escrito los dos por el chat.';
const CONTACT_DATA =
  'El texto no puede incluir teléfonos ni direcciones de correo electrónico: las opiniones son públicas. Usa el chat para compartir tus datos de contacto.';
const REVIEW_WRITES = 6;
const GOOD_TEXT = 'Muy buen trabajo, puntuales y limpios. Lo recomiendo sin dudarlo.';

const say = (from: SignedUp, to: SignedUp, message = 'Hola, ¿podemos hablar de la reforma?') =>
  from.agent.post('/api/messages').send({ receiverId: to.user.id, message }).expect(201);
const review = (agent: Agent, provider: SignedUp, body: object) =>
  agent.post(`/api/users/${provider.user.id}/reviews`).send(body);

// Verified reviews with the right of reply: only after a real contact through the platform, one per
// client and provider, public with the reviewer's name masked, and the provider's aggregates kept with them.
describe('verified reviews', () => {
  // The review writes' limit on, low enough to reach (its own test at the end).
  const api = useTestApi({ LIMIT_REVIEW_WRITES_PER_MINUTE: String(REVIEW_WRITES) });
  const users = useSignedUp(api, {
    lucia: ['client', { name: 'Lucía Fernández' }],
    pedro: ['client', { name: 'Pedro Sanz' }],
    marta: ['client', { name: 'Marta' }],
    nobody: 'client',
    pro: ['professional', { name: 'Jorge Pérez' }],
    revealer: 'professional',
    cleaner: 'cleaning',
  });
  const summary = async (provider: SignedUp, agent?: Agent): Promise<RatingSummary> =>
    (await (agent ?? request(api.url)).get(`/api/users/${provider.user.id}/rating`).expect(200))
      .body as RatingSummary;
  const list = (provider: SignedUp, query: Record<string, number> = {}) =>
    request(api.url).get(`/api/users/${provider.user.id}/reviews`).query(query);

  describe('who may review', () => {
    it('refuses without a session (401), an unknown or non-provider user (404), and non-clients (403)', async () => {
      expectError(
        await request(api.url)
          .post(`/api/users/${users.pro.user.id}/reviews`)
          .send({ rating: 5, text: GOOD_TEXT }),
        401,
        UNAUTHENTICATED,
      );
      for (const id of [999999, users.pedro.user.id])
        expectError(
          await users.lucia.agent.post(`/api/users/${id}/reviews`).send({ rating: 5, text: GOOD_TEXT }),
          404,
          'No se encontró el profesional o servicio de limpieza',
        );
      await say(users.revealer, users.pro);
      await say(users.pro, users.revealer);
      expectError(
        await review(users.revealer.agent, users.pro, { rating: 1, text: GOOD_TEXT }),
        403,
        'Solo los clientes pueden valorar a un profesional o servicio de limpieza',
      );
    });

    it('refuses a client with no contact, or whose message got no answer, in Spanish and stores nothing', async () => {
      expectError(
        await review(users.nobody.agent, users.pro, { rating: 1, text: GOOD_TEXT }),
        403,
        NOT_ELIGIBLE,
      );
      await say(users.nobody, users.pro);
      expectError(
        await review(users.nobody.agent, users.pro, { rating: 1, text: GOOD_TEXT }),
        403,
        NOT_ELIGIBLE,
      );
      expect(await summary(users.pro, users.nobody.agent)).toMatchObject({
        count: 0,
        average: null,
        canReview: false,
        myReviewId: null,
      });
    });

    it('admits a client once both wrote in the chat, with the chat badge and the name masked', async () => {
      await say(users.lucia, users.pro);
      expect((await summary(users.pro, users.lucia.agent)).canReview).toBe(false);
      await say(users.pro, users.lucia, 'Claro, ¿cuándo te viene bien?');
      expect((await summary(users.pro, users.lucia.agent)).canReview).toBe(true);
      const res = await review(users.lucia.agent, users.pro, { rating: 4, text: `  ${GOOD_TEXT}  ` });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        providerId: users.pro.user.id,
        reviewerName: 'Lucía F.',
        rating: 4,
        text: GOOD_TEXT,
        verifiedBy: 'chat',
        reply: null,
        mine: true,
        canReply: false,
      });
      expect(res.body).not.toHaveProperty('reviewerId');
      expect(await summary(users.pro, users.lucia.agent)).toMatchObject({
        canReview: false,
        myReviewId: (res.body as Review).id,
      });
    });

    it('admits a client whose request the professional revealed, with the phone badge', async () => {
      const project = await publishProject(users.pedro.agent, { city: 'Villaopinión' });
      // Revealing a phone asks for a listing in the directory (the directory test below counts on it).
      await listInDirectory(users.revealer.agent, { city: 'Valdeopiniones', postalCode: '28013' });
      await users.revealer.agent.post(`/api/projects/${project.id}/contact`).expect(200);
      const res = await review(users.pedro.agent, users.revealer, { rating: 5, text: GOOD_TEXT });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ verifiedBy: 'phone', reviewerName: 'Pedro S.' });
    });

    it('refuses a second review of the same provider with 409', async () => {
      expectError(
        await review(users.lucia.agent, users.pro, { rating: 1, text: GOOD_TEXT }),
        409,
        'Ya has valorado a este proveedor. Puedes editar tu opinión en lugar de escribir otra.',
      );
      expect((await summary(users.pro)).count).toBe(1);
    });
  });

  describe('the text', () => {
    beforeAll(async () => {
      await say(users.marta, users.cleaner);
      await say(users.cleaner, users.marta);
    });

    it.each([
      ['a phone', 'Muy contenta con el servicio, llamadla al 600 11 22 33 sin dudar.'],
      ['an international phone', 'Perfecto todo. Su móvil es +34 612-345-678, muy amable siempre.'],
      ['an e-mail', 'Muy contenta con la limpieza, escribidle a limpia.casa@correo.es ya mismo.'],
    ])('refuses %s with a Spanish 400 and stores nothing', async (_, text) => {
      expectInvalidData(await review(users.marta.agent, users.cleaner, { rating: 5, text }), [
        { path: 'text', message: CONTACT_DATA },
      ]);
      expect((await summary(users.cleaner)).count).toBe(0);
    });

    it('refuses a text under 20 characters and a rating outside 1 to 5', async () => {
      expectInvalidData(
        await review(users.marta.agent, users.cleaner, { rating: 6, text: 'Bien' }),
        [
          { path: 'rating', message: 'La valoración máxima es 5 estrellas' },
          { path: 'text', message: 'La opinión debe tener al menos 20 caracteres' },
        ],
        { only: true },
      );
    });

    it('accepts prices and years, and a one-word name masks to its initial', async () => {
      const res = await review(users.marta.agent, users.cleaner, {
        rating: 3,
        text: 'Limpieza de 120 m² por 2.500 € en 2024; correcta pero tardaron 3 días.',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ reviewerName: 'M***', verifiedBy: 'chat' });
    });
  });

  describe('edit, delete and the aggregates', () => {
    it('keeps average, count and stars right after each create, edit and delete', async () => {
      // The pro has Lucía's 4 so far; a second client adds a 1.
      const ana = await signUpClient(api.url);
      await say(ana, users.pro);
      await say(users.pro, ana);
      const created = (await review(ana.agent, users.pro, { rating: 1, text: GOOD_TEXT }).expect(201))
        .body as Review;
      expect(await summary(users.pro)).toMatchObject({
        average: 2.5,
        count: 2,
        stars: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 0 },
      });
      const edited = await ana.agent.put(`/api/reviews/${created.id}`).send({ rating: 5 });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ rating: 5, text: GOOD_TEXT });
      expect(await summary(users.pro)).toMatchObject({
        average: 4.5,
        count: 2,
        stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
      });
      const removed = await ana.agent.delete(`/api/reviews/${created.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ average: 4, count: 1, canReview: true, myReviewId: null });
      expect(await summary(users.pro)).toMatchObject({ average: 4, count: 1, stars: { 4: 1, 1: 0, 5: 0 } });
    });

    it('lets only the reviewer edit or delete (403), 404 for unknown, 401 without session', async () => {
      const [mine] = (await list(users.pro)).body as Review[];
      for (const agent of [users.pedro.agent, users.pro.agent]) {
        expectError(
          await agent.put(`/api/reviews/${mine.id}`).send({ rating: 1 }),
          403,
          'Solo quien escribió la opinión puede modificarla o borrarla',
        );
        expectError(
          await agent.delete(`/api/reviews/${mine.id}`),
          403,
          'Solo quien escribió la opinión puede modificarla o borrarla',
        );
      }
      expectError(await request(api.url).delete(`/api/reviews/${mine.id}`), 401, UNAUTHENTICATED);
      expectError(
        await users.lucia.agent.put('/api/reviews/999999').send({ rating: 2 }),
        404,
        'Opinión no encontrada',
      );
      expectError(
        await users.lucia.agent
          .put(`/api/reviews/${mine.id}`)
          .send({ text: 'Llamad al 611 222 333 para más detalles.' }),
        400,
        'Los datos enviados no son válidos',
      );
      expect((await list(users.pro)).body[0]).toMatchObject({ rating: 4, text: GOOD_TEXT });
      const text = 'Actualizo: acabaron la obra antes de plazo y todo quedó impecable.';
      const res = await users.lucia.agent.put(`/api/reviews/${mine.id}`).send({ text });
      expect(res.body).toMatchObject({ rating: 4, text, mine: true });
    });
  });

  describe('the reply', () => {
    it('lets only the provider reply, once, then edit the reply; it shows under the review', async () => {
      const [theirs] = (await list(users.pro)).body as Review[];
      const text = 'Gracias, Lucía. Fue un placer trabajar en tu casa.';
      for (const agent of [users.lucia.agent, users.revealer.agent])
        expectError(
          await agent.post(`/api/reviews/${theirs.id}/reply`).send({ text }),
          403,
          'Solo el profesional o servicio valorado puede responder a esta opinión',
        );
      expectError(
        await users.pro.agent.put(`/api/reviews/${theirs.id}/reply`).send({ text }),
        404,
        'Esta opinión aún no tiene respuesta',
      );
      expectInvalidData(
        await users.pro.agent
          .post(`/api/reviews/${theirs.id}/reply`)
          .send({ text: 'Escríbeme a jorge@obras.es' }),
        [{ path: 'text', message: CONTACT_DATA }],
      );
      const replied = await users.pro.agent.post(`/api/reviews/${theirs.id}/reply`).send({ text });
      expect(replied.status).toBe(201);
      expect(replied.body).toMatchObject({ reply: { text }, canReply: true, mine: false });
      expectError(
        await users.pro.agent.post(`/api/reviews/${theirs.id}/reply`).send({ text: 'Otra respuesta más' }),
        409,
        'Ya has respondido a esta opinión. Puedes editar tu respuesta.',
      );
      const edited = await users.pro.agent
        .put(`/api/reviews/${theirs.id}/reply`)
        .send({ text: 'Gracias de nuevo.' });
      expect(edited.status).toBe(200);
      const [shown] = (await list(users.pro)).body as Review[];
      expect(shown).toMatchObject({
        id: theirs.id,
        reply: { text: 'Gracias de nuevo.' },
        mine: false,
        canReply: false,
      });
    });
  });

  describe('pages and directories', () => {
    it('pages a provider’s reviews newest first with the total', async () => {
      const extra: SignedUp[] = [];
      for (let i = 0; i < 3; i++) {
        const client = await signUpClient(api.url);
        await say(client, users.revealer);
        await say(users.revealer, client);
        await review(client.agent, users.revealer, { rating: 2 + i, text: `${GOOD_TEXT} (${i})` }).expect(
          201,
        );
        extra.push(client);
      }
      const first = await list(users.revealer, { limit: 2 });
      expect(first.headers['x-total-count']).toBe('4');
      expect((first.body as Review[]).map((r) => r.text)).toEqual([`${GOOD_TEXT} (2)`, `${GOOD_TEXT} (1)`]);
      const next = await list(users.revealer, { limit: 2, offset: 2 });
      expect((next.body as Review[]).map((r) => r.verifiedBy)).toEqual(['chat', 'phone']);
      expect(extra).toHaveLength(3);
    });

    it('shows average and count in both directories and sorts professionals by best rated', async () => {
      const city = 'Valdeopiniones';
      // revealer is listed already (to reveal a phone, above).
      await users.pro.agent
        .post('/api/workers')
        .send({ services: ['bathroom'], city, postalCode: '28013' })
        .expect(201);
      const unrated = await signUpAs(api.url, 'professional');
      await unrated.agent
        .post('/api/workers')
        .send({ services: ['bathroom'], city, postalCode: '28013' })
        .expect(201);
      // revealer: 5, 2, 3, 4 -> 3.5 of 4; pro: 4 of 1; unrated last; newest first otherwise.
      const byRating = (await request(api.url).get('/api/workers').query({ q: city, sort: 'rating' }))
        .body as WorkerProfile[];
      expect(byRating.map((w) => [w.userId, w.ratingAverage, w.ratingCount])).toEqual([
        [users.pro.user.id, 4, 1],
        [users.revealer.user.id, 3.5, 4],
        [unrated.user.id, null, 0],
      ]);
      const newest = (await request(api.url).get('/api/workers').query({ q: city })).body as WorkerProfile[];
      // revealer's profile is the oldest: it was made to reveal a phone, in an earlier test.
      expect(newest.map((w) => w.userId)).toEqual([
        unrated.user.id,
        users.pro.user.id,
        users.revealer.user.id,
      ]);
      expectInvalidData(await request(api.url).get('/api/workers').query({ sort: 'stars' }), [
        { path: 'sort', message: "El orden debe ser 'recent' o 'rating'" },
      ]);
      await users.cleaner.agent
        .post('/api/cleaning')
        .send({
          name: 'Limpiezas Marta',
          phone: '612345678',
          city,
          experience: 3,
          availability: 'morning',
          serviceType: ['home'],
        })
        .expect(201);
      const cleaning = (await request(api.url).get('/api/cleaning').query({ city }))
        .body as CleaningService[];
      expect(cleaning.map((c) => [c.ratingAverage, c.ratingCount])).toEqual([[3, 1]]);
    });
  });

  it('counts review writes against LIMIT_REVIEW_WRITES_PER_MINUTE: past it, 429 and nothing changes', async () => {
    const client = await signUpClient(api.url);
    await say(client, users.cleaner);
    await say(users.cleaner, client);
    const { id } = (await review(client.agent, users.cleaner, { rating: 2, text: GOOD_TEXT }).expect(201))
      .body as Review;
    for (let rating = 1; rating < REVIEW_WRITES; rating++)
      await client.agent.put(`/api/reviews/${id}`).send({ rating }).expect(200);
    const refused = await client.agent.put(`/api/reviews/${id}`).send({ rating: 5 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      new RegExp(
        `^Has alcanzado el límite de ${REVIEW_WRITES} opiniones o respuestas por minuto\\. Podrás guardar de nuevo `,
      ),
    );
    const [shown] = (await list(users.cleaner)).body as Review[];
    expect(shown).toMatchObject({ id, rating: REVIEW_WRITES - 1 });
  });
});

const signUpAs = (url: string, type: 'client' | 'professional'): Promise<SignedUp> => signUp(url, type);
const signUpClient = (url: string) => signUpAs(url, 'client');
