import request from 'supertest';
import { API_MESSAGES } from '@reformas/i18n-es';
import { CONTROL_CHARACTERS_MESSAGE } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { signUp } from './support/users';
import { expectError } from './support/errors';

// Issue findings: one anonymous `GET /api/projects?city=%00` ended the process; a NUL byte in a text
// field answered 500; JSON types were coerced (receiverId [2], experience true, /api/users/0x2).
describe('strict input: no request stops the API, bad bytes and types are a 400', () => {
  const api = useTestApi();

  const expectControlRefused = (res: request.Response) => {
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(CONTROL_CHARACTERS_MESSAGE);
  };

  it.each([
    '/api/projects?city=%00',
    '/api/projects?city=Madrid%00',
    '/api/projects?city=%1B%5B31m',
    '/api/cleaning?city=%00',
    '/api/ads?category=%00',
  ])('GET %s answers 400 and the process keeps serving', async (path) => {
    // Several at once, as a crowd of visitors would send them.
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(api.url).get(path)));
    for (const res of answers) expectControlRefused(res);
    expect(api.api.alive()).toBe(true);
    expect((await request(api.url).get('/api/health')).status).toBe(200);
  });

  it('invalid UTF-8 in a query string is a 400, not a 500 (nor a 200)', async () => {
    for (const raw of ['%C3%28', '%FF', '%ED%A0%80', '%E2%82']) {
      const res = await request(api.url).get(`/api/projects?city=${raw}`);
      expectError(res, 400, API_MESSAGES.invalidUrl);
    }
    expect(api.api.alive()).toBe(true);
  });

  it('a NUL byte in each text field of the bodies answers 400 and stores nothing', async () => {
    const nul = 'Ma\u0000drid';
    const register = await request(api.url).post('/api/register').send({
      name: nul,
      email: 'nul@ejemplo.es',
      password: 'secreto123',
      phone: '612345678',
      userType: 'client',
    });
    expectControlRefused(register);
    const login = await request(api.url)
      .post('/api/login')
      .send({ username: `a${nul}`, password: 'secreto123' });
    expectControlRefused(login);

    const { agent, user } = await signUp(api.url, 'professional');
    const project = {
      phone: '612345678',
      renovationType: 'bathroom',
      timeline: 'flexible',
      postalCode: '28001',
      city: 'Madrid',
    };
    for (const field of ['name', 'city', 'description']) {
      expectControlRefused(await agent.post('/api/projects').send({ ...project, [field]: nul }));
    }
    expect((await agent.get(`/api/users/${user.id}/projects`)).body).toEqual([]);

    expectControlRefused(await agent.put(`/api/users/${user.id}`).send({ companyName: nul }));
    expectControlRefused(await agent.put(`/api/users/${user.id}`).send({ description: nul }));
    const worker = { services: ['bathroom'], postalCode: '28001', city: 'Madrid', experience: 3 };
    expectControlRefused(await agent.post('/api/workers').send({ ...worker, companyName: nul }));
    expect((await agent.get(`/api/users/${user.id}/profile`)).status).toBe(404);

    const cleaner = await signUp(api.url, 'cleaning');
    const service = {
      name: 'Ana',
      phone: '612345678',
      city: 'Madrid',
      experience: 2,
      availability: 'morning',
      serviceType: ['home'],
    };
    expectControlRefused(await cleaner.agent.post('/api/cleaning').send({ ...service, city: nul }));
    expect((await cleaner.agent.get(`/api/users/${cleaner.user.id}/cleaning`)).status).toBe(404);

    expectControlRefused(
      await agent.post('/api/messages').send({ receiverId: cleaner.user.id, message: `hola${'\u0000'}` }),
    );
    expect((await agent.get(`/api/users/${user.id}/contacts`)).body).toEqual([]);
  });

  it('tabs and line breaks are kept in descriptions and messages', async () => {
    const { agent } = await signUp(api.url, 'client');
    const other = await signUp(api.url, 'professional');
    const res = await agent
      .post('/api/messages')
      .send({ receiverId: other.user.id, message: 'Hola,\n\tqué tal' });
    expectError(res, 201, 'Hola,\n\tqué tal');
  });

  it('numbers in JSON bodies must be JSON numbers', async () => {
    const { agent } = await signUp(api.url, 'professional');
    const other = await signUp(api.url, 'client');
    for (const receiverId of [[other.user.id], String(other.user.id), true]) {
      const res = await agent.post('/api/messages').send({ receiverId, message: 'hola' });
      expect(res.status).toBe(400);
    }
    expect((await other.agent.get(`/api/users/${other.user.id}/contacts`)).body).toEqual([]);

    const worker = { services: ['bathroom'], postalCode: '28001', city: 'Madrid' };
    for (const experience of [true, [], '3']) {
      expect((await agent.post('/api/workers').send({ ...worker, experience })).status).toBe(400);
    }
    const created = await agent.post('/api/workers').send({ ...worker, experience: 3 });
    expect(created.status).toBe(201);
    expect(created.body.experience).toBe(3);
  });

  it.each(['0x2', '2e0', '+2', '%202', '2.0', '-1'])(
    'ids in paths are decimal digits only: /api/users/%s is a 400',
    async (id) => {
      const res = await request(api.url).get(`/api/users/${id}`);
      expect(res.status).toBe(400);
    },
  );

  it('ids in query strings are decimal digits only', async () => {
    const { agent, user } = await signUp(api.url, 'client');
    const res = await agent.get(`/api/messages?userId1=0x${user.id.toString(16)}&userId2=1`);
    expect(res.status).toBe(400);
    const repeated = await agent.get(`/api/messages?userId1=${user.id}&userId1=${user.id}&userId2=1`);
    expect(repeated.status).toBe(400);
  });
});
