import { connect } from 'node:net';
import request from 'supertest';
import { API_MESSAGES } from '@reformas/i18n-es';
import { RENOVATION_TYPE_VALUES } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { newUser, useSignedUp } from './support/users';
import { expectError, expectInvalidData } from './support/errors';
import { projectRequest } from './support/projects';

// A services list of 100,000 entries answered 500 (PostgreSQL 54000, index row too big); raw invalid
// UTF-8 in a JSON body was stored as U+FFFD and '%FF' in a filter answered 200; anyone could publish anything.

const profile = { services: ['bathroom'], postalCode: '28001', city: 'Madrid', experience: 3 };
const cleaningService = {
  name: 'Limpiezas Ana',
  phone: '612345678',
  city: 'Madrid',
  experience: 2,
  availability: 'morning',
  serviceType: ['home'],
};

/** Sends these bytes as a whole HTTP request on a fresh socket; resolves with the status line and the body. */
function rawRequest(url: string, bytes: Buffer): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.end(bytes);
  });
}

const rawGet = (url: string, target: Buffer) =>
  rawRequest(
    url,
    Buffer.concat([
      Buffer.from('GET '),
      target,
      Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    ]),
  );

describe('bounded inputs', () => {
  const api = useTestApi();
  const who = useSignedUp(api, {
    pro: 'professional',
    client: 'client',
    cleaner: 'cleaning',
  });

  describe('lists and texts have a maximum, checked before the database', () => {
    it('a services list of 100,000 entries is refused (413, over the JSON body limit) and stores nothing', async () => {
      const { agent, user } = who.pro;
      const services = Array.from({ length: 100_000 }, (_, i) => RENOVATION_TYPE_VALUES[i % 10]);
      expectError(
        await agent.post('/api/workers').send({ ...profile, services }),
        413,
        'La petición es demasiado grande (máximo 128 kB)',
      );
      expect((await agent.get(`/api/users/${user.id}/profile`)).status).toBe(404);
    });

    it('a services list of 5,000 entries (inside the body limit) is a 400 and stores nothing', async () => {
      const { agent, user } = who.pro;
      const services = Array.from({ length: 5_000 }, (_, i) => RENOVATION_TYPE_VALUES[i % 10]);
      const res = await agent.post('/api/workers').send({ ...profile, services });
      expectInvalidData(res, [{ path: 'services', message: 'Selecciona como máximo 10 servicios' }], {
        only: true,
      });
      expect((await agent.get(`/api/users/${user.id}/profile`)).status).toBe(404);
      // As comma-separated text, the same.
      const text = await agent.post('/api/workers').send({ ...profile, services: services.join(',') });
      expect(text.status).toBe(400);
      expect((await agent.get(`/api/users/${user.id}/profile`)).status).toBe(404);
    });

    it('every renovation type once is accepted; a repeated one is kept once', async () => {
      const { agent } = who.pro;
      const res = await agent
        .post('/api/workers')
        .send({ ...profile, services: [...RENOVATION_TYPE_VALUES.slice(0, 9), 'bathroom'] });
      expect(res.status).toBe(201);
      expect(JSON.parse(res.body.services)).toEqual(RENOVATION_TYPE_VALUES.slice(0, 9));
    });

    it('a cleaning service-type list of 5,000 entries is a 400 and stores nothing', async () => {
      const { agent, user } = who.cleaner;
      const serviceType = Array.from({ length: 5_000 }, () => 'home');
      const res = await agent.post('/api/cleaning').send({ ...cleaningService, serviceType });
      expectInvalidData(res, [
        { path: 'serviceType', message: 'Selecciona como máximo 7 tipos de servicio' },
      ]);
      expect((await agent.get(`/api/users/${user.id}/cleaning`)).status).toBe(404);
    });

    it('an over-long text is a 400 naming the field, and stores nothing', async () => {
      const { agent, user } = who.client;
      const long = await agent
        .post('/api/projects')
        .send(projectRequest({ description: 'x'.repeat(2001), email: `${'a'.repeat(250)}@ejemplo.es` }));
      expectInvalidData(long, [
        { path: 'description', message: 'La descripción no puede superar los 2000 caracteres' },
        { path: 'email', message: 'Email inválido' },
      ]);
      const company = await who.pro.agent
        .put(`/api/users/${who.pro.user.id}`)
        .send({ companyName: 'E'.repeat(121) });
      expectInvalidData(company, [{ path: 'companyName', message: 'Máximo 120 caracteres' }]);
      expect((await agent.get(`/api/users/${user.id}/projects`)).body).toEqual([]);
    });
  });

  describe('text that is not UTF-8 is refused, in bodies, query strings and paths', () => {
    it('raw invalid bytes in a JSON body: 400, nothing stored', async () => {
      // Bytes as they are (supertest would send a Buffer as JSON of its own), with a fresh client's cookie.
      const registered = await request(api.url).post('/api/register').send(newUser('client'));
      const cookie = (registered.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      const send = (method: string, path: string, ...parts: (string | number[])[]) =>
        fetch(`${api.url}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p)))),
        }).then(async (res) => ({ status: res.status, body: await res.json() }));
      const project = JSON.stringify(projectRequest()).slice(0, -1);
      expectError(
        await send('POST', '/api/projects', `${project},"city":"Madr`, [0xff, 0xfe], 'd"}'),
        400,
        API_MESSAGES.invalidEncoding,
      );
      // A truncated sequence (é without its second byte) too.
      const id = registered.body.id as number;
      expectError(
        await send('PUT', `/api/users/${id}`, '{"companyName":"Alcal', [0xc3], '"}'),
        400,
        API_MESSAGES.invalidEncoding,
      );
      const projects = await request(api.url).get(`/api/users/${id}/projects`).set('Cookie', cookie);
      expect(projects.body).toEqual([]);
      expect(
        (await request(api.url).get(`/api/users/${id}`).set('Cookie', cookie)).body.companyName,
      ).toBeNull();
      // Valid UTF-8 still passes.
      const ok = await send(
        'POST',
        '/api/projects',
        `${project},"city":"Alcal`,
        [0xc3, 0xa1],
        ' de Henares"}',
      );
      expect(ok.status).toBe(201);
      expect(ok.body.city).toBe('Alcalá de Henares');
    });

    it.each(['%FF', '%C3%28', '%ED%A0%80', '%E2%82', 'Madrid%C3'])(
      'percent-encoded %s in a query string: 400',
      async (raw) => {
        const res = await request(api.url).get(`/api/projects?city=${raw}`);
        expectError(res, 400, API_MESSAGES.invalidUrl);
        const search = await request(api.url).get(`/api/workers?q=${raw}`);
        expectError(search, 400, API_MESSAGES.invalidUrl);
      },
    );

    it('valid percent-encoded UTF-8 in a query string still filters', async () => {
      const res = await request(api.url).get('/api/projects?city=Alcal%C3%A1');
      expect(res.status).toBe(200);
      expect(res.body.map((p: { city: string }) => p.city)).toContain('Alcalá de Henares');
    });

    it.each(['/api/workers/%FF', '/api/users/%C3%28/profile', '/api/projects/1%FF'])(
      'percent-encoded invalid UTF-8 in a path (%s): 400',
      async (path) => {
        expectError(await request(api.url).get(path), 400, API_MESSAGES.invalidUrl);
      },
    );

    it('raw bytes in the request line, in the query string or in the path: 400 in Spanish', async () => {
      for (const target of [
        Buffer.concat([Buffer.from('/api/projects?city='), Buffer.from([0xff])]),
        Buffer.concat([Buffer.from('/api/projects?city=Alcal'), Buffer.from([0xc3, 0x28])]),
        Buffer.concat([Buffer.from('/api/workers/'), Buffer.from([0xff])]),
      ]) {
        const res = await rawGet(api.url, target);
        expect(res.status).toBe(400);
        expect(JSON.parse(res.body)).toEqual({ message: API_MESSAGES.invalidUrl });
      }
      expect((await request(api.url).get('/api/health')).status).toBe(200);
    });
  });

  describe('what each user type may publish', () => {
    it('a client or a cleaner cannot publish a worker profile: 403, nothing stored', async () => {
      for (const { agent, user } of [who.client, who.cleaner]) {
        const res = await agent.post('/api/workers').send(profile);
        expectError(res, 403, API_MESSAGES.onlyProfessionalsPublishProfiles);
        expect((await agent.get(`/api/users/${user.id}/profile`)).status).toBe(404);
      }
      const listed = await request(api.url).get('/api/workers');
      expect(listed.body.map((p: { userId: number }) => p.userId)).not.toContain(who.client.user.id);
    });

    it('a professional or a client cannot publish a cleaning service: 403, nothing stored', async () => {
      for (const { agent, user } of [who.pro, who.client]) {
        const res = await agent.post('/api/cleaning').send(cleaningService);
        expectError(res, 403, API_MESSAGES.onlyCleanersPublishCleaning);
        expect((await agent.get(`/api/users/${user.id}/cleaning`)).status).toBe(404);
      }
    });

    it('a professional or a cleaner cannot publish a renovation request: 403, nothing stored', async () => {
      for (const { agent, user } of [who.pro, who.cleaner]) {
        const res = await agent.post('/api/projects').send(projectRequest());
        expectError(res, 403, API_MESSAGES.onlyClientsPublishRequests);
        expect((await agent.get(`/api/users/${user.id}/projects`)).body).toEqual([]);
      }
    });

    it('each publishes what is theirs', async () => {
      expect((await who.cleaner.agent.post('/api/cleaning').send(cleaningService)).status).toBe(201);
      expect((await who.client.agent.post('/api/projects').send(projectRequest())).status).toBe(201);
      // The professional published their profile above; a second one is the usual 409.
      expect((await who.pro.agent.post('/api/workers').send(profile)).status).toBe(409);
    });

    it('signed out, publishing is still a 401', async () => {
      const res = await request(api.url).post('/api/workers').send(profile);
      expectError(res, 401, API_MESSAGES.unauthenticated);
    });
  });
});
