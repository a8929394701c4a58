import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { expectNoSecrets } from './support/privacy';
import { useTestApi } from './support/test-api';
import { newUser, signUp } from './support/users';
import { expectError } from './support/errors';

const RATE_LIMITED = 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.';
/**
 * A JSON request sent the way a careful client does with a big body: headers first, the body only
 * if the server has not answered within 2 s. The API refuses from the Content-Length, and it may
 * close the socket at once (writing the body then fails with EPIPE and the 413 is lost).
 */
function bigJsonRequest(url: string, method: string, cookie: string, body: object) {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      url,
      {
        method,
        headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, Cookie: cookie },
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text });
          req.destroy();
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.flushHeaders();
    setTimeout(() => {
      if (!answered) req.end(payload);
    }, 2_000);
  });
}

const NOT_JSON = 'El cuerpo de la petición debe enviarse como JSON (Content-Type: application/json)';

describe('security', () => {
  describe('request bodies, headers and unknown routes', () => {
    const api = useTestApi();

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'answers 415 to a POST sent as %s and stores nothing',
      async (type) => {
        const body = newUser('client');
        const res = await request(api.url)
          .post('/api/register')
          .set('Content-Type', type)
          .send(JSON.stringify(body));
        expect(res.status).toBe(415);
        expect(res.body).toEqual({ message: NOT_JSON });
        const login = await request(api.url)
          .post('/api/login')
          .send({ username: body.email, password: body.password });
        expect(login.status).toBe(401);
      },
    );

    it('answers 415 to a PUT sent as a form, and changes nothing', async () => {
      const { agent, user } = await signUp(api.url, 'professional');
      const res = await agent
        .put(`/api/users/${user.id}`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('companyName=Falsa');
      expectError(res, 415, NOT_JSON);
      expect((await agent.get(`/api/users/${user.id}`)).body.companyName).toBeNull();
    });

    it('accepts a POST without body and without Content-Type (logout)', async () => {
      const { agent } = await signUp(api.url, 'client');
      const res = await agent.post('/api/logout');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Sesión cerrada' });
    });

    // A probe found it: 'CROSS-SITE' in capitals passed, and a foreign Origin was not looked at without Sec-Fetch-Site.
    describe('where a state-changing call comes from', () => {
      const CROSS_SITE = 'Esta acción solo puede hacerse desde el propio sitio';
      const signedIn = async () => (await signUp(api.url, 'client')).agent;
      const expectSignedIn = async (agent: Awaited<ReturnType<typeof signedIn>>, yes: boolean) =>
        expect((await agent.get('/api/user')).status).toBe(yes ? 200 : 401);

      it.each(['CROSS-SITE', 'Cross-Site', 'SAME-SITE', ' cross-site'])(
        'refuses Sec-Fetch-Site %j with 403, whatever its case',
        async (site) => {
          const agent = await signedIn();
          const res = await agent.post('/api/logout').set('Sec-Fetch-Site', site);
          expectError(res, 403, CROSS_SITE);
          await expectSignedIn(agent, true);
        },
      );

      it.each(['http://evil.example', 'https://127.0.0.1.evil.example', 'null', 'http://localhost:4200'])(
        'refuses a foreign Origin %j when Sec-Fetch-Site is absent, and stores nothing',
        async (origin) => {
          const { agent, user } = await signUp(api.url, 'client');
          expectError(await agent.post('/api/logout').set('Origin', origin), 403, CROSS_SITE);
          const edit = await agent
            .put(`/api/users/${user.id}`)
            .set('Origin', origin)
            .send({ companyName: 'Ajena' });
          expectError(edit, 403, CROSS_SITE);
          expect((await agent.get(`/api/users/${user.id}`)).body.companyName).toBeNull();
          await expectSignedIn(agent, true);
        },
      );

      it("lets the site's own origin through: the API's host, or the host the shell's proxy forwards", async () => {
        const own = new URL(api.url).origin;
        const direct = await signedIn();
        expect((await direct.post('/api/logout').set('Origin', own)).status).toBe(200);
        await expectSignedIn(direct, false);
        // npm start and the browser tests: the shell's static server (http://localhost:4200) proxies /api keeping
        // the browser's Host (scripts/serve-static.mjs); the page's Origin is the shell's.
        const proxied = await signedIn();
        const res = await proxied
          .post('/api/logout')
          .set('Origin', 'http://localhost:4200')
          .set('Host', 'localhost:4200');
        expect(res.status).toBe(200);
        await expectSignedIn(proxied, false);
        // Without TRUST_PROXY an X-Forwarded-Host is anyone's to write: not believed.
        const forged = await signedIn();
        expectError(
          await forged
            .post('/api/logout')
            .set('Origin', 'http://evil.example')
            .set('X-Forwarded-Host', 'evil.example'),
          403,
          CROSS_SITE,
        );
        await expectSignedIn(forged, true);
        const same = await signedIn();
        expect((await same.post('/api/logout').set('Sec-Fetch-Site', 'Same-Origin')).status).toBe(200);
      });

      it('lets a call with neither Origin nor Sec-Fetch-Site through (curl, servers)', async () => {
        const agent = await signedIn();
        expect((await agent.post('/api/logout')).status).toBe(200);
        await expectSignedIn(agent, false);
      });
    });

    it("answers 400 'El cuerpo de la petición no es un JSON válido' to malformed JSON", async () => {
      const res = await request(api.url)
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"username": "ana@ejemplo.es", "password": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'El cuerpo de la petición no es un JSON válido' });
    });

    it('answers 413 to a JSON body over 128 kB (images have their own route), and reads one under it', async () => {
      const { agent, user, body: account } = await signUp(api.url, 'professional');
      const login = await request(api.url)
        .post('/api/login')
        .send({ username: account.email, password: account.password });
      const cookie = String(login.headers['set-cookie']).split(';')[0];
      const res = await bigJsonRequest(`${api.url}/api/users/${user.id}`, 'PUT', cookie, {
        description: 'x'.repeat(128 * 1024),
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual({ message: 'La petición es demasiado grande (máximo 128 kB)' });
      // Just under the limit: read, and refused for what it says (a description of 2000 characters at most).
      const under = await bigJsonRequest(`${api.url}/api/users/${user.id}`, 'PUT', cookie, {
        description: 'x'.repeat(120 * 1024),
      });
      expect(under.status).toBe(400);
      expect((await agent.get(`/api/users/${user.id}`)).body.description).toBeNull();
    });

    it('tags error answers with an x-request-id header', async () => {
      const answers = [
        await request(api.url).get('/api/users/999999'),
        await request(api.url).get('/api/user'),
        await request(api.url).get('/api/users/abc'),
        await request(api.url).post('/api/login').set('Content-Type', 'application/json').send('{'),
      ];
      expect(answers.map((r) => r.status)).toEqual([404, 401, 400, 400]);
      for (const res of answers) expect(res.header['x-request-id']).toEqual(expect.any(String));
    });

    it('sends the security headers', async () => {
      for (const path of ['/api/health', '/api/projects', '/api/no-existe']) {
        const res = await request(api.url).get(path);
        expect(res.header['x-content-type-options']).toBe('nosniff');
        expect(res.header['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
        expect(res.header['content-security-policy']).toContain("default-src 'self'");
      }
    });

    it("answers an unknown route with 404 JSON {message: 'Recurso no encontrado'}", async () => {
      for (const [method, path] of [
        ['get', '/api/no-existe'],
        ['post', '/api/projects/1/borrar'],
        ['delete', '/api/users/1'],
      ] as const) {
        const res = await request(api.url)[method](path).set('Content-Type', 'application/json');
        expect(res.status).toBe(404);
        expect(res.header['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({ message: 'Recurso no encontrado' });
      }
    });

    it('never answers with a password or its hash, whoever asks and whatever the endpoint', async () => {
      const pro = await signUp(api.url, 'professional');
      const client = await signUp(api.url, 'client');
      const cleaner = await signUp(api.url, 'cleaning');
      await pro.agent
        .post('/api/workers')
        .send({ services: ['kitchen'], postalCode: '28001', city: 'Madrid' });
      await client.agent.post('/api/projects').send({
        phone: '600000001',
        renovationType: 'kitchen',
        timeline: 'flexible',
        postalCode: '28001',
        city: 'Madrid',
      });
      await cleaner.agent.post('/api/cleaning').send({
        name: 'Limpia Ya',
        phone: '600000002',
        city: 'Madrid',
        experience: 2,
        availability: 'weekends',
        serviceType: 'home',
      });
      await client.agent.post('/api/messages').send({ receiverId: pro.user.id, message: 'Hola' });
      const login = await request(api.url)
        .post('/api/login')
        .send({ username: pro.body.email, password: pro.body.password });
      expectNoSecrets(login);
      const project = (await request(api.url).get('/api/projects')).body[0];
      const worker = (await request(api.url).get('/api/workers')).body[0];
      for (const viewer of [request(api.url), pro.agent, client.agent, cleaner.agent]) {
        for (const id of [pro.user.id, client.user.id, cleaner.user.id]) {
          for (const path of [
            `/api/users/${id}`,
            `/api/users/${id}/profile`,
            `/api/users/${id}/cleaning`,
            `/api/users/${id}/projects`,
            `/api/users/${id}/contacts`,
            `/api/messages?userId1=${client.user.id}&userId2=${id}`,
          ]) {
            expectNoSecrets(await viewer.get(path));
          }
        }
        for (const path of [
          '/api/user',
          '/api/projects',
          `/api/projects/${project.id}`,
          '/api/workers',
          `/api/workers/${worker.id}`,
          '/api/cleaning',
          '/api/ads',
        ]) {
          expectNoSecrets(await viewer.get(path));
        }
      }
      // The API description names the password field of the forms, never a hash.
      expect((await request(api.url).get('/api/docs-json')).text).not.toContain('scrypt$');
    });
  });

  describe('rate limit per address (AUTH_RATE_LIMIT=3)', () => {
    const api = useTestApi({ AUTH_RATE_LIMIT: '3' });

    it(`answers the 4th login or register attempt from one address with 429 '${RATE_LIMITED}'`, async () => {
      const user = newUser('client');
      expect((await request(api.url).post('/api/register').send(user)).status).toBe(201);
      const wrong = await request(api.url)
        .post('/api/login')
        .send({ username: user.email, password: 'equivocada' });
      expect(wrong.status).toBe(401);
      const right = await request(api.url)
        .post('/api/login')
        .send({ username: user.email, password: user.password });
      expect(right.status).toBe(200);

      const fourth = await request(api.url)
        .post('/api/login')
        .send({ username: user.email, password: user.password });
      expect(fourth.status).toBe(429);
      expect(fourth.body).toEqual({ message: RATE_LIMITED });
      const register = await request(api.url).post('/api/register').send(newUser('client'));
      expectError(register, 429, RATE_LIMITED);
    });

    it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
      const res = await request(api.url)
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ username: 'alguien@ejemplo.es', password: 'secreto123' });
      expect(res.status).toBe(429);
    });

    it('leaves the rest of the API alone', async () => {
      expect((await request(api.url).get('/api/projects')).status).toBe(200);
    });
  });

  describe('rate limit per account (AUTH_RATE_LIMIT=100, AUTH_ACCOUNT_RATE_LIMIT=3)', () => {
    const api = useTestApi({ AUTH_RATE_LIMIT: '100', AUTH_ACCOUNT_RATE_LIMIT: '3' });

    it('blocks an account after 3 wrong passwords, even with the right one, while another account still logs in', async () => {
      const victim = await signUp(api.url, 'client');
      const other = await signUp(api.url, 'client');
      for (let i = 0; i < 3; i++) {
        const res = await request(api.url)
          .post('/api/login')
          .send({ username: victim.body.email, password: `mala${i}000` });
        expect(res.status).toBe(401);
      }
      const right = await request(api.url)
        .post('/api/login')
        .send({ username: victim.body.email.toUpperCase(), password: victim.body.password });
      expect(right.status).toBe(429);
      expect(right.body).toEqual({ message: RATE_LIMITED });

      const otherLogin = await request(api.url)
        .post('/api/login')
        .send({ username: other.body.email, password: other.body.password });
      expect(otherLogin.status).toBe(200);
    });

    it('resets the count of an account after a successful login', async () => {
      const user = await signUp(api.url, 'client');
      const attempt = (password: string) =>
        request(api.url).post('/api/login').send({ username: user.body.email, password });
      expect((await attempt('mala0000')).status).toBe(401);
      expect((await attempt('mala0000')).status).toBe(401);
      expect((await attempt(user.body.password)).status).toBe(200);
      expect((await attempt('mala0000')).status).toBe(401);
      expect((await attempt('mala0000')).status).toBe(401);
      expect((await attempt(user.body.password)).status).toBe(200);
    });
  });
});
