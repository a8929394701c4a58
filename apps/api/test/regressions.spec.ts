import request from 'supertest';
import { useTestApi } from './support/test-api';
import { signUp } from './support/users';
import { expectFieldErrors } from './support/errors';

describe('regressions found by the test suite', () => {
  const api = useTestApi({ AUTH_RATE_LIMIT: '100', AUTH_ACCOUNT_RATE_LIMIT: '3' });

  it('PUT /api/users/:id with only companyName keeps description, websiteUrl and logoUrl', async () => {
    const { agent, user } = await signUp(api.url, 'professional');
    await agent
      .put(`/api/users/${user.id}`)
      .send({ companyName: 'A', description: 'D', websiteUrl: 'https://a.es' });
    const res = await agent.put(`/api/users/${user.id}`).send({ companyName: 'B' });
    expect(res.body).toMatchObject({ companyName: 'B', description: 'D', websiteUrl: 'https://a.es' });
  });

  it.each([
    '/api/users/2147483648',
    '/api/projects/2147483648',
    '/api/workers/2147483648',
    '/api/users/2147483648/profile',
    '/api/users/2147483648/cleaning',
  ])('GET %s (id above int4) answers 404 or 400, not 500', async (path) => {
    const res = await request(api.url).get(path);
    expect([400, 404]).toContain(res.status);
  });

  it('POST /api/messages to receiverId 2147483648 answers 404, not 500', async () => {
    const { agent } = await signUp(api.url, 'client');
    const res = await agent.post('/api/messages').send({ receiverId: 2147483648, message: 'hola' });
    expect([400, 404]).toContain(res.status);
  });

  it('the per-account login limit holds when the attacker switches from the e-mail to the username', async () => {
    const victim = await signUp(api.url, 'client');
    for (let i = 0; i < 3; i++) {
      await request(api.url).post('/api/login').send({ username: victim.body.email, password: 'malamala' });
    }
    const byUsername = await request(api.url)
      .post('/api/login')
      .send({ username: victim.user.username, password: victim.body.password });
    expect(byUsername.status).toBe(429);
  });

  it('OpenAPI: every security requirement names a declared security scheme', async () => {
    const doc = (await request(api.url).get('/api/docs-json')).body;
    const declared = Object.keys(doc.components.securitySchemes);
    for (const ops of Object.values(doc.paths) as Record<
      string,
      { security?: Record<string, unknown>[] }
    >[]) {
      for (const op of Object.values(ops)) {
        for (const req of op.security ?? [])
          for (const name of Object.keys(req)) expect(declared).toContain(name);
      }
    }
  });

  it('415 answers carry x-request-id like every other error', async () => {
    const res = await request(api.url).post('/api/login').set('Content-Type', 'text/plain').send('x');
    expect(res.status).toBe(415);
    expect(res.header['x-request-id']).toBeDefined();
  });

  it('logs in with the username in any case, like the e-mail', async () => {
    const { user, body } = await signUp(api.url, 'client');
    const res = await request(api.url)
      .post('/api/login')
      .send({ username: user.username.toUpperCase(), password: body.password });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it("refuses a phone with letters: 'El teléfono solo puede contener números...'", async () => {
    const res = await request(api.url)
      .post('/api/register')
      .send({
        name: 'Ana López',
        email: `letras.${Date.now()}@ejemplo.es`,
        password: 'secreto123',
        phone: 'abcdefghij',
        userType: 'client',
      });
    expectFieldErrors(res, [
      { path: 'phone', message: 'El teléfono solo puede contener números, espacios y los signos + ( ) . -' },
    ]);
  });

  it('PUT /api/workers/:id without isPublic keeps a private profile private', async () => {
    const { agent } = await signUp(api.url, 'professional');
    const created = await agent
      .post('/api/workers')
      .send({ services: ['kitchen'], postalCode: '28013', city: 'Madrid', isPublic: false });
    expect(created.status).toBe(201);
    const updated = await agent
      .put(`/api/workers/${created.body.id}`)
      .send({ services: ['kitchen', 'bathroom'], postalCode: '28013', city: 'Madrid' });
    expect(updated.status).toBe(200);
    expect(updated.body.isPublic).toBe(false);
    expect((await request(api.url).get(`/api/workers/${created.body.id}`)).status).toBe(404);
  });
});
