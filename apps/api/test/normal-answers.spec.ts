// The questions the pages ask on every visit answer 200 when the answer is "nobody" or "none yet": a browser
// logs every 4xx as a console error (docs/product.md, "Access" and "Publish a cleaning service").
import request, { type Response } from 'supertest';
import { useTestApi } from './support/test-api';
import { useSignedUp, type SignedUp } from './support/users';
import { expectError } from './support/errors';
import { UNAUTHENTICATED } from './support/messages';

describe('answers a page expects (200, never 401 or 404)', () => {
  const api = useTestApi();
  const users = useSignedUp(api, {
    cleaner: 'cleaning',
    otherCleaner: 'cleaning',
    professional: 'professional',
    hidden: 'professional',
    client: 'client',
  });
  /** A 200 with an empty list, its total 0. */
  const expectEmptyList = (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  };
  /** A directory (`list`) asked for the items of `who`, who has none: empty, where their own page (`own`) is 404. */
  const expectNoneOf = async (who: SignedUp, list: string, own: 'cleaning' | 'profile') => {
    expectEmptyList(await who.agent.get(list).query({ userId: String(who.user.id) }));
    expect((await who.agent.get(`/api/users/${who.user.id}/${own}`)).status).toBe(404);
  };

  describe('GET /api/session', () => {
    it('answers 200 { user: null } without a session, and GET /api/user keeps its 401', async () => {
      const res = await request(api.url).get('/api/session');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: null });
      expect(res.headers['cache-control']).toContain('no-store');
      expectError(await request(api.url).get('/api/user'), 401, UNAUTHENTICATED);
    });

    it('answers 200 with the signed-in user, the same as GET /api/user', async () => {
      const res = await users.client.agent.get('/api/session');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: users.client.user });
      expect((await users.client.agent.get('/api/user')).body).toEqual(users.client.user);
    });

    it('answers { user: null } again after logout', async () => {
      const { agent } = users.professional;
      const other = request.agent(api.url);
      const login = await other
        .post('/api/login')
        .send({ username: users.professional.user.email, password: 'secreto123' });
      expect(login.status).toBe(200);
      await other.post('/api/logout');
      expect((await other.get('/api/session')).body).toEqual({ user: null });
      // The other browser's session is untouched.
      expect((await agent.get('/api/session')).body.user.id).toBe(users.professional.user.id);
    });
  });

  describe('GET /api/cleaning?userId=', () => {
    it('answers an empty list (total 0) for a user with no service, where /api/users/{id}/cleaning is 404', async () => {
      await expectNoneOf(users.cleaner, '/api/cleaning', 'cleaning');
    });

    it("answers only that user's service once published, masked for others and whole for the owner", async () => {
      const publish = await users.cleaner.agent.post('/api/cleaning').send({
        name: 'Limpiezas Carmen',
        phone: '611 22 33 44',
        city: 'Málaga',
        experience: 3,
        availability: 'flexible',
        serviceType: ['home'],
      });
      expect(publish.status).toBe(201);
      const other = await users.otherCleaner.agent.post('/api/cleaning').send({
        name: 'Otra Limpieza',
        phone: '622 33 44 55',
        city: 'Málaga',
        experience: 2,
        availability: 'morning',
        serviceType: ['office'],
      });
      expect(other.status).toBe(201);

      const query = { userId: String(users.cleaner.user.id) };
      const own = await users.cleaner.agent.get('/api/cleaning').query(query);
      expect(own.status).toBe(200);
      expect(own.body).toEqual([publish.body]);
      expect(own.headers['x-total-count']).toBe('1');

      const seen = await request(api.url).get('/api/cleaning').query(query);
      expect(seen.body).toHaveLength(1);
      expect(seen.body[0].id).toBe(publish.body.id);
      expect(seen.body[0].phone).not.toBe('611 22 33 44');
    });

    it.each(['abc', '0', '-1', '1.5'])('refuses userId=%j with 400', async (userId) => {
      const res = await request(api.url).get('/api/cleaning').query({ userId });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'userId', message: expect.any(String) }]);
    });
  });

  describe('GET /api/workers?userId=', () => {
    const profile = {
      companyName: 'Reformas Sur',
      description: 'Cocinas',
      services: ['kitchen'],
      experience: 4,
      postalCode: '41001',
      city: 'Sevilla',
    };

    it('answers an empty list for a user with no profile, where /api/users/{id}/profile is 404', async () => {
      await expectNoneOf(users.professional, '/api/workers', 'profile');
    });

    it("answers only that user's profile, ignoring q", async () => {
      const created = await users.professional.agent.post('/api/workers').send(profile);
      expect(created.status).toBe(201);
      const res = await request(api.url)
        .get('/api/workers')
        .query({ userId: String(users.professional.user.id), q: 'nada que coincida' });
      expect(res.status).toBe(200);
      expect(res.body.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    });

    it('shows a private profile to its owner only, as GET /api/users/{id}/profile does', async () => {
      const created = await users.hidden.agent.post('/api/workers').send({ ...profile, isPublic: false });
      expect(created.status).toBe(201);
      const query = { userId: String(users.hidden.user.id) };
      const own = await users.hidden.agent.get('/api/workers').query(query);
      expect(own.body.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
      expectEmptyList(await users.client.agent.get('/api/workers').query(query));
    });
  });

  describe('GET /api/ads', () => {
    it('answers an empty list where no sponsor has been added (no placeholder entries)', async () => {
      for (const category of ['bathroom', '_all', 'aerothermal']) {
        const res = await request(api.url).get('/api/ads').query({ category });
        expect(res.status).toBe(200);
        expect(res.body).toEqual([]);
      }
    });
  });
});
