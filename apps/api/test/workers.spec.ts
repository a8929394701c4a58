import request from 'supertest';
import type { CreateWorkerProfileRequest, WorkerProfile } from '@reformas/shared-types';
import { expectNoSecrets, masked3 } from './support/privacy';
import { useTestApi } from './support/test-api';
import { confirmAddress, mailEnv, useSmtp } from './support/smtp';
import { signUp, useSignedUp, type SignedUp } from './support/users';
import { expectError, expectFieldErrors, expectInvalidData } from './support/errors';
import { itPublishesOnePerAccount } from './support/workers';

const profile = (overrides: Partial<CreateWorkerProfileRequest> = {}): CreateWorkerProfileRequest => ({
  companyName: 'Reformas Norte',
  description: 'Baños y cocinas llave en mano',
  services: ['bathroom', 'kitchen'],
  experience: 12,
  websiteUrl: 'https://reformas-norte.es',
  postalCode: '48001',
  city: 'Bilbao',
  isPublic: true,
  ...overrides,
});

const NOT_FOUND = 'No se encontró el perfil profesional';

describe('workers', () => {
  // A real SMTP server: an owner confirms their address through the link e-mailed at registration.
  const smtp = useSmtp();
  const api = useTestApi(() => mailEnv(smtp.server.url));
  const users = useSignedUp(api, { owner: ['professional', { phone: '655443322' }], stranger: 'client' });
  let ownProfile: WorkerProfile;

  describe('POST /api/workers', () => {
    it('creates the profile of the caller with 201, services stored as JSON list text', async () => {
      const sent = profile();
      const res = await users.owner.agent.post('/api/workers').send({ ...sent, userId: users.owner.user.id });
      expect(res.status).toBe(201);
      // Every field sent comes back as sent, but the services, with the owner's and what the API adds.
      expect(res.body).toEqual({
        ...sent,
        services: '["bathroom","kitchen"]',
        id: expect.any(Number),
        userId: users.owner.user.id,
        canCall: true,
        username: users.owner.user.username,
        name: users.owner.body.name,
        phone: '655443322',
        logoUrl: null,
        // No NIF/CIF given: none (the owner alone would see it).
        taxId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        ratingAverage: null,
        ratingCount: 0,
        responseMinutes: null,
        emailVerified: false,
        photos: [],
      });
      expectNoSecrets(res);
      ownProfile = res.body;
    });

    it.each([
      ['JSON list text', '["painting","plumbing"]', '["painting","plumbing"]'],
      ['comma-separated text', 'painting, plumbing', '["painting","plumbing"]'],
      ['a single value', 'solar_panels', '["solar_panels"]'],
    ])('accepts services as %s', async (_label, services, stored) => {
      const { agent } = await signUp(api.url, 'professional');
      const res = await agent.post('/api/workers').send(profile({ services }));
      expect(res.status).toBe(201);
      expect(res.body.services).toBe(stored);
    });

    it('defaults experience to 0 and isPublic to true', async () => {
      const { agent } = await signUp(api.url, 'professional');
      const { experience: _e, isPublic: _p, ...rest } = profile();
      const res = await agent.post('/api/workers').send(rest);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ experience: 0, isPublic: true });
    });

    it("refuses empty services with 'Selecciona al menos un servicio'", async () => {
      const { agent } = await signUp(api.url, 'professional');
      for (const services of [[], '', '[]']) {
        const res = await agent.post('/api/workers').send(profile({ services }));
        expectFieldErrors(res, [{ path: 'services', message: 'Selecciona al menos un servicio' }]);
      }
      expect((await request(api.url).get('/api/workers')).body).not.toContainEqual(
        expect.objectContaining({ username: (await agent.get('/api/user')).body.username }),
      );
    });

    it('refuses a service outside the renovation types, a negative experience and a bad postal code', async () => {
      const { agent } = await signUp(api.url, 'professional');
      const res = await agent
        .post('/api/workers')
        .send(profile({ services: ['tejados'], experience: -1, postalCode: '480' }));
      expectInvalidData(res, [
        expect.objectContaining({ path: 'services.0', message: 'Servicio no válido' }),
        { path: 'experience', message: 'Los años de experiencia no pueden ser negativos' },
        { path: 'postalCode', message: 'El código postal debe tener 5 dígitos' },
      ]);
    });

    itPublishesOnePerAccount(api, 'professional', profile);
  });

  describe('PUT /api/workers/:id', () => {
    const changes = profile({ companyName: 'Reformas Norte y Sur', services: 'painting', experience: 13 });

    it('answers 401 without a session', async () => {
      const res = await request(api.url).put(`/api/workers/${ownProfile.id}`).send(changes);
      expect(res.status).toBe(401);
    });

    it('answers 403 to another user and changes nothing', async () => {
      const res = await users.stranger.agent.put(`/api/workers/${ownProfile.id}`).send(changes);
      expectError(res, 403, 'No tienes permiso para realizar esta acción');
      const still = await request(api.url).get(`/api/workers/${ownProfile.id}`);
      expect(still.body.companyName).toBe('Reformas Norte');
    });

    it(`answers 404 '${NOT_FOUND}' for an unknown profile`, async () => {
      const res = await users.owner.agent.put('/api/workers/999999').send(changes);
      expectError(res, 404, NOT_FOUND);
    });

    it('answers 400 on invalid changes', async () => {
      const res = await users.owner.agent
        .put(`/api/workers/${ownProfile.id}`)
        .send({ ...changes, services: [] });
      expectFieldErrors(res, [{ path: 'services', message: 'Selecciona al menos un servicio' }]);
    });

    it('saves the owner’s changes and moves updatedAt forward', async () => {
      await new Promise((r) => setTimeout(r, 20));
      const res = await users.owner.agent.put(`/api/workers/${ownProfile.id}`).send(changes);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ownProfile.id,
        userId: users.owner.user.id,
        companyName: 'Reformas Norte y Sur',
        services: '["painting"]',
        experience: 13,
        createdAt: ownProfile.createdAt,
      });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(ownProfile.updatedAt));
      const seen = await request(api.url).get(`/api/workers/${ownProfile.id}`);
      expect(seen.body).toMatchObject({ companyName: 'Reformas Norte y Sur', services: '["painting"]' });
    });
  });

  describe('public and private profiles', () => {
    let hidden: SignedUp;
    let hiddenProfile: WorkerProfile;
    beforeAll(async () => {
      hidden = await signUp(api.url, 'professional', { phone: '699888777' });
      const res = await hidden.agent
        .post('/api/workers')
        .send(profile({ companyName: 'Oculta SL', isPublic: false }));
      hiddenProfile = res.body;
    });

    it('lists only public profiles in GET /api/workers, with the username and a masked phone', async () => {
      const res = await request(api.url).get('/api/workers');
      expect(res.status).toBe(200);
      const list = res.body as WorkerProfile[];
      expect(list.map((w) => w.id)).toContain(ownProfile.id);
      expect(list.map((w) => w.id)).not.toContain(hiddenProfile.id);
      expect(list.every((w) => w.isPublic !== false)).toBe(true);
      const mine = list.find((w) => w.id === ownProfile.id);
      expect(mine).toMatchObject({ username: users.owner.user.username, phone: masked3('655443322') });
      expectNoSecrets(res);
    });

    it('keeps a private profile out of the list even for its owner', async () => {
      const res = await hidden.agent.get('/api/workers');
      expect(res.body.map((w: WorkerProfile) => w.id)).not.toContain(hiddenProfile.id);
    });

    it(`answers 404 '${NOT_FOUND}' for a private profile to anonymous visitors and other users`, async () => {
      for (const client of [request(api.url), users.stranger.agent, users.owner.agent]) {
        const byId = await client.get(`/api/workers/${hiddenProfile.id}`);
        expectError(byId, 404, NOT_FOUND);
        const byUser = await client.get(`/api/users/${hidden.user.id}/profile`);
        expectError(byUser, 404, NOT_FOUND);
      }
    });

    it('shows a private profile to its owner, with the full phone', async () => {
      const byId = await hidden.agent.get(`/api/workers/${hiddenProfile.id}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toMatchObject({ companyName: 'Oculta SL', isPublic: false, phone: '699888777' });
      const byUser = await hidden.agent.get(`/api/users/${hidden.user.id}/profile`);
      expect(byUser.status).toBe(200);
      expect(byUser.body.id).toBe(hiddenProfile.id);
    });

    it('shows a public profile to anyone, the phone masked except for its owner', async () => {
      const anonymous = await request(api.url).get(`/api/users/${users.owner.user.id}/profile`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toMatchObject({ id: ownProfile.id, phone: '***322' });
      expectNoSecrets(anonymous);
      const other = await users.stranger.agent.get(`/api/workers/${ownProfile.id}`);
      expect(other.body.phone).toBe('***322');
      const own = await users.owner.agent.get(`/api/workers/${ownProfile.id}`);
      expect(own.body.phone).toBe('655443322');
    });

    it(`answers 404 '${NOT_FOUND}' for a user without a profile or an unknown id`, async () => {
      const none = await request(api.url).get(`/api/users/${users.stranger.user.id}/profile`);
      expectError(none, 404, NOT_FOUND);
      const unknown = await request(api.url).get('/api/workers/999999');
      expectError(unknown, 404, NOT_FOUND);
    });

    it('hides a profile made private by its owner, and lists it again when made public', async () => {
      const body = profile({ companyName: 'Reformas Norte y Sur', services: 'painting', experience: 13 });
      await users.owner.agent.put(`/api/workers/${ownProfile.id}`).send({ ...body, isPublic: false });
      expect((await request(api.url).get(`/api/workers/${ownProfile.id}`)).status).toBe(404);
      const hiddenList = await request(api.url).get('/api/workers');
      expect(hiddenList.body.map((w: WorkerProfile) => w.id)).not.toContain(ownProfile.id);
      await users.owner.agent.put(`/api/workers/${ownProfile.id}`).send({ ...body, isPublic: true });
      expect((await request(api.url).get(`/api/workers/${ownProfile.id}`)).status).toBe(200);
    });
  });

  describe("the owner's confirmed address", () => {
    it('says emailVerified true in the list and the profile once the owner opened the link, false for another, and only that', async () => {
      const unconfirmed = await signUp(api.url, 'professional');
      const other = await unconfirmed.agent
        .post('/api/workers')
        .send(profile({ companyName: 'Sin Confirmar SL' }));
      expect(other.body).toMatchObject({ emailVerified: false });
      expect((await request(api.url).get(`/api/workers/${ownProfile.id}`)).body).toMatchObject({
        emailVerified: false,
      });
      await confirmAddress(smtp.server, api.url, users.owner.body.email);
      const [one, list, byUser] = await Promise.all([
        request(api.url).get(`/api/workers/${ownProfile.id}`),
        request(api.url).get('/api/workers').query({ limit: 100 }),
        request(api.url).get(`/api/users/${unconfirmed.user.id}/profile`),
      ]);
      expect(one.body).toMatchObject({ id: ownProfile.id, emailVerified: true });
      const listed = new Map((list.body as WorkerProfile[]).map((w) => [w.id, w.emailVerified]));
      expect(listed.get(ownProfile.id)).toBe(true);
      expect(listed.get(other.body.id)).toBe(false);
      expect(byUser.body).toMatchObject({ id: other.body.id, emailVerified: false });
      // The address itself, and when it was confirmed, stay on the server.
      for (const res of [one, list]) {
        expect(res.text).not.toContain(users.owner.body.email);
        expect(res.text).not.toContain('emailVerifiedAt');
      }
    });
  });
});
