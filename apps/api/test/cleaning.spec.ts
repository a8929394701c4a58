import request from 'supertest';
import type { CleaningService, CreateCleaningServiceRequest } from '@reformas/shared-types';
import { expectNoSecrets } from './support/privacy';
import { useTestApi } from './support/test-api';
import { confirmAddress, mailEnv, useSmtp } from './support/smtp';
import { signUp, useSignedUp, type Agent } from './support/users';
import { expectFieldErrors, expectInvalidData } from './support/errors';
import { itPublishesOnePerAccount } from './support/workers';

const service = (overrides: Partial<CreateCleaningServiceRequest> = {}): CreateCleaningServiceRequest => ({
  name: 'Limpiezas Rocío',
  phone: '600 11 22 33',
  city: 'Sevilla',
  experience: 5,
  availability: 'morning',
  description: 'Limpieza de hogares y oficinas',
  hasReferences: true,
  serviceType: ['home', 'office'],
  allowDirectContact: false,
  ...overrides,
});

describe('cleaning', () => {
  // A real SMTP server: an owner confirms their address through the link e-mailed at registration.
  const smtp = useSmtp();
  const api = useTestApi(() => mailEnv(smtp.server.url));
  const users = useSignedUp(api, { owner: 'cleaning', stranger: 'client' });
  let published: CleaningService;

  /** A new cleaning user publishing one service. */
  const publishAs = async (overrides: Partial<CreateCleaningServiceRequest>) => {
    const { agent, user } = await signUp(api.url, 'cleaning');
    const res = await agent.post('/api/cleaning').send(service(overrides));
    if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${res.text}`);
    return { agent, user, service: res.body as CleaningService };
  };
  const directory = (query: Record<string, string>, agent?: Agent) =>
    (agent ?? request(api.url)).get('/api/cleaning').query(query);

  describe('POST /api/cleaning', () => {
    it('publishes the caller’s service with 201, the service types as JSON list text', async () => {
      const sent = service();
      const res = await users.owner.agent
        .post('/api/cleaning')
        .send({ ...sent, userId: users.owner.user.id });
      expect(res.status).toBe(201);
      // Every field sent comes back as sent (to its owner, unmasked), but the service types, with what the API adds:
      // its id, owner and date, and nothing yet of what comes later (photos, ratings, answer times, a confirmed
      // address, a pause).
      expect(res.body).toEqual({
        ...sent,
        serviceType: JSON.stringify(sent.serviceType),
        id: expect.any(Number),
        userId: users.owner.user.id,
        createdAt: expect.any(String),
        photoUrl: null,
        photos: [],
        ratingAverage: null,
        ratingCount: 0,
        responseMinutes: null,
        emailVerified: false,
        paused: false,
      });
      published = res.body;
    });

    it('defaults allowDirectContact to true and hasReferences to false, and stores experience as sent (a JSON number)', async () => {
      const { allowDirectContact: _a, hasReferences: _h, ...rest } = service();
      const { agent } = await signUp(api.url, 'cleaning');
      const res = await agent
        .post('/api/cleaning')
        .send({ ...rest, experience: 7, serviceType: 'deep_cleaning' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        allowDirectContact: true,
        hasReferences: false,
        experience: 7,
        serviceType: '["deep_cleaning"]',
      });
    });

    it('answers 400 with the Spanish message of each field', async () => {
      const { agent } = await signUp(api.url, 'cleaning');
      const res = await agent
        .post('/api/cleaning')
        .send(service({ phone: '60011223', name: 'R', city: ' S ', serviceType: [] }));
      expectInvalidData(
        res,
        [
          { path: 'phone', message: 'El teléfono debe tener al menos 9 caracteres' },
          { path: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
          { path: 'city', message: 'La ciudad es requerida' },
          { path: 'serviceType', message: 'Selecciona al menos un tipo de servicio' },
        ],
        { only: true },
      );
      expect(
        (await request(api.url).get(`/api/users/${(await agent.get('/api/user')).body.id}/cleaning`)).status,
      ).toBe(404);
    });

    it.each([0, 21, 2.5])('refuses %p years of experience (1 to 20 whole years)', async (experience) => {
      const { agent } = await signUp(api.url, 'cleaning');
      const res = await agent.post('/api/cleaning').send(service({ experience }));
      expectFieldErrors(res, [{ path: 'experience', message: 'Selecciona los años de experiencia' }]);
    });

    it('refuses an availability or a service type outside the lists', async () => {
      const { agent } = await signUp(api.url, 'cleaning');
      const res = await agent
        .post('/api/cleaning')
        .send(service({ availability: 'noches' as 'morning', serviceType: ['home', 'piscinas'] }));
      expectInvalidData(res, [
        { path: 'availability', message: 'Selecciona tu disponibilidad' },
        { path: 'serviceType.1', message: 'Tipo de servicio no válido' },
      ]);
    });

    itPublishesOnePerAccount(api, 'cleaning', service);
  });

  describe('GET /api/cleaning', () => {
    let a: CleaningService;
    let b: CleaningService;
    let c: CleaningService;
    beforeAll(async () => {
      a = (await publishAs({ city: 'Villalimpia', serviceType: ['home'] })).service;
      b = (await publishAs({ city: 'VILLALIMPIA del Río', serviceType: ['office', 'commercial'] })).service;
      c = (await publishAs({ city: 'Otra Villa', serviceType: 'home' })).service;
    });
    const ids = (res: { body: CleaningService[] }) => res.body.map((s) => s.id);

    it('filters the city as a substring in any case, newest first', async () => {
      const res = await directory({ city: 'villalimpia' });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([b.id, a.id]);
      expect(ids(await directory({ city: 'DEL RÍO' }))).toEqual([b.id]);
      expect((await directory({ city: '%' })).body).toEqual([]);
    });

    it('filters by one service type inside the stored list', async () => {
      const homes = ids(await directory({ serviceType: 'home' }));
      expect(homes).toEqual(expect.arrayContaining([a.id, c.id, published.id]));
      expect(homes).not.toContain(b.id);
      expect(ids(await directory({ serviceType: 'commercial' }))).toEqual([b.id]);
      expect(ids(await directory({ city: 'villalimpia', serviceType: 'office' }))).toEqual([b.id]);
    });

    it("treats serviceType 'todos' and '' as all", async () => {
      const all = ids(await directory({}));
      expect(all).toEqual(expect.arrayContaining([a.id, b.id, c.id, published.id]));
      expect(ids(await directory({ serviceType: 'todos' }))).toEqual(all);
      expect(ids(await directory({ serviceType: '' }))).toEqual(all);
    });

    it('answers 400 for an unknown service type', async () => {
      const res = await directory({ serviceType: 'piscinas' });
      expectFieldErrors(res, [expect.objectContaining({ path: 'serviceType' })]);
    });
  });

  describe('masking', () => {
    const maskedView = { name: 'L***o', phone: '***2233' };

    it('shows anonymous visitors and other users a masked name and the last 4 phone digits', async () => {
      for (const viewer of [undefined, users.stranger.agent]) {
        const res = await directory({ city: 'Sevilla' }, viewer);
        const mine = (res.body as CleaningService[]).find((s) => s.id === published.id);
        expect(mine).toMatchObject(maskedView);
        expectNoSecrets(res);
        const byUser = await (viewer ?? request(api.url)).get(`/api/users/${users.owner.user.id}/cleaning`);
        expect(byUser.status).toBe(200);
        expect(byUser.body).toMatchObject({ id: published.id, ...maskedView });
      }
    });

    it('shows the owner their own name and phone', async () => {
      const res = await directory({ city: 'Sevilla' }, users.owner.agent);
      const mine = (res.body as CleaningService[]).find((s) => s.id === published.id);
      expect(mine).toMatchObject({ name: 'Limpiezas Rocío', phone: '600 11 22 33' });
      const byUser = await users.owner.agent.get(`/api/users/${users.owner.user.id}/cleaning`);
      expect(byUser.body).toEqual(published);
    });
  });

  describe('GET /api/users/:id/cleaning', () => {
    it("answers 404 'Servicio de limpieza no encontrado' for a user without one", async () => {
      const res = await request(api.url).get(`/api/users/${users.stranger.user.id}/cleaning`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Servicio de limpieza no encontrado' });
    });

    it('answers 400 for a non-numeric id', async () => {
      const res = await request(api.url).get('/api/users/abc/cleaning');
      expectFieldErrors(res, [expect.objectContaining({ path: 'id' })]);
    });
  });

  describe("the owner's confirmed address", () => {
    it('says emailVerified true in the directory and on the service once the owner opened the link, false for another, and only that', async () => {
      const other = await publishAs({ city: 'Cádiz' });
      expect(other.service).toMatchObject({ emailVerified: false });
      await confirmAddress(smtp.server, api.url, users.owner.body.email);
      const [one, list] = await Promise.all([
        request(api.url).get(`/api/cleaning/${published.id}`),
        directory({ limit: '100' }),
      ]);
      expect(one.body).toMatchObject({ id: published.id, emailVerified: true });
      const listed = new Map((list.body as CleaningService[]).map((s) => [s.id, s.emailVerified]));
      expect(listed.get(published.id)).toBe(true);
      expect(listed.get(other.service.id)).toBe(false);
      expect((await request(api.url).get(`/api/cleaning/${other.service.id}`)).body).toMatchObject({
        emailVerified: false,
      });
      // The address itself, and when it was confirmed, stay on the server.
      for (const res of [one, list]) {
        expect(res.text).not.toContain(users.owner.body.email);
        expect(res.text).not.toContain('emailVerifiedAt');
      }
    });
  });
});
