import request from 'supertest';
import { API_MESSAGES } from '@reformas/i18n-es';
import { useTestApi } from './support/test-api';
import { signUp } from './support/users';

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

describe('request logs, request ids, caching and cross-site calls', () => {
  const api = useTestApi({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });

  const logLines = (): LogLine[] =>
    api.api
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const waitForLine = async (reqId: string): Promise<LogLine> => {
    for (let i = 0; i < 50; i++) {
      const line = logLines().find((l) => l.reqId === reqId && l.msg === 'petición');
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no log line for ${reqId}`);
  };

  it('writes one JSON line per request with method, route, status, time and request id', async () => {
    const res = await request(api.url).get('/api/projects/999999').set('x-request-id', 'prueba-123');
    expect(res.status).toBe(404);
    expect(res.headers['x-request-id']).toBe('prueba-123');
    const line = await waitForLine('prueba-123');
    expect(line).toMatchObject({ method: 'GET', route: '/api/projects/:id', status: 404 });
    expect(typeof line.ms).toBe('number');
    expect(logLines().filter((l) => l.reqId === 'prueba-123')).toHaveLength(1);
  });

  it('puts a request id on every answer: a safe one sent by the client, else a new UUID', async () => {
    const ok = await request(api.url).get('/api/health');
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const unsafe of ['<script>', 'a'.repeat(65), 'con espacio', 'x/y']) {
      const res = await request(api.url).get('/api/ads').set('x-request-id', unsafe);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const other = await request(api.url).get('/api/health');
    expect(other.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it('never writes passwords, session cookies or device cookies to the log', async () => {
    const { agent, body } = await signUp(api.url, 'client', { password: 'Contraseña-Secreta-987' });
    const login = await request(api.url)
      .post('/api/login')
      .set('x-request-id', 'login-secreto')
      .send({ username: body.email, password: 'Contraseña-Secreta-987' })
      .expect(200);
    await request(api.url)
      .post('/api/login')
      .send({ username: body.email, password: 'Otra-Clave-Mala-654' })
      .expect(401);
    // The session and device cookies just issued, sent back on a request.
    const cookies = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]);
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['dev', 'sid']);
    await request(api.url)
      .get('/api/user')
      .set('Cookie', cookies.join('; '))
      .set('x-request-id', 'con-cookie')
      .expect(200);
    await agent.get('/api/user').expect(200);
    await waitForLine('login-secreto');
    await waitForLine('con-cookie');
    const output = api.api.output();
    expect(output).not.toContain('Contraseña-Secreta-987');
    expect(output).not.toContain('Otra-Clave-Mala-654');
    for (const cookie of cookies) expect(output).not.toContain(cookie.split('=')[1]);
  });

  it('marks every answer that depends on the session private, no-store; ads and health may be cached', async () => {
    const { agent, user } = await signUp(api.url, 'professional');
    for (const res of [
      await agent.get('/api/user'),
      await request(api.url).get('/api/user'),
      await agent.get('/api/projects'),
      await request(api.url).get('/api/projects'),
      await agent.get(`/api/users/${user.id}`),
      await agent.get('/api/workers'),
      await request(api.url).get('/api/cleaning'),
      await request(api.url).get('/api/nada'),
    ]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await request(api.url).get('/api/ads?category=kitchen')).headers['cache-control']).toMatch(
      /^public/,
    );
    expect((await request(api.url).get('/api/health')).headers['cache-control']).toBe('no-cache');
  });

  it('refuses a logout (and any state-changing call) from another site; the session survives', async () => {
    const { agent } = await signUp(api.url, 'client');
    for (const site of ['cross-site', 'same-site']) {
      const res = await agent.post('/api/logout').set('Sec-Fetch-Site', site);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: API_MESSAGES.crossSite });
    }
    expect((await agent.get('/api/user')).status).toBe(200);
    const forged = await agent.post('/api/projects').set('Sec-Fetch-Site', 'cross-site').send({
      phone: '612345678',
      renovationType: 'bathroom',
      timeline: 'flexible',
      postalCode: '28001',
      city: 'Madrid',
    });
    expect(forged.status).toBe(403);
    expect((await agent.post('/api/logout').set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect((await agent.get('/api/user')).status).toBe(401);
  });
});
