import request from 'supertest';
import { startTestApi } from './support/api-process';
import { newUser, signUp } from './support/users';
import { expectError, expectInvalidData } from './support/errors';
import { UNAUTHENTICATED } from './support/messages';

describe('auth', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.stop();
  });
  const login = (username: string, password: string) =>
    request(api.url).post('/api/login').send({ username, password });

  describe('POST /api/register', () => {
    it('creates the account, signs it in with an httpOnly SameSite=Lax cookie and never returns the password', async () => {
      const body = newUser('professional', { email: 'Ana.Garcia@Ejemplo.es' });
      const res = await request(api.url).post('/api/register').send(body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        username: expect.stringMatching(/^usuaria-p-[a-z2-9]{6}$/),
        email: 'Ana.Garcia@Ejemplo.es',
        name: body.name,
        userType: 'professional',
        phone: body.phone,
        // Confirmed once its owner opens the link e-mailed now (password-reset.spec.ts).
        emailVerified: false,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/secreto123|scrypt/);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^sid=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });

    it('gives each account a username that reveals nothing of its e-mail address, and unique', async () => {
      const answers = [];
      for (const email of ['pepe.garcia@uno.es', 'pepe.garcia@dos.es', 'Pepe.Garcia@tres.es'])
        answers.push(
          await request(api.url)
            .post('/api/register')
            .send(newUser('client', { email, name: 'José García' })),
        );
      const usernames = answers.map((res) => res.body.username as string);
      for (const username of usernames) {
        expect(username).toMatch(/^jose-g-[a-z2-9]{6}$/);
        expect(username).not.toContain('pepe');
      }
      expect(new Set(usernames).size).toBe(3);
    });

    it("refuses an e-mail already registered, ignoring case, with a 400 containing 'Email already exists'", async () => {
      await request(api.url)
        .post('/api/register')
        .send(newUser('client', { email: 'repetida@ejemplo.es' }));
      const res = await request(api.url)
        .post('/api/register')
        .send(newUser('client', { email: 'REPETIDA@ejemplo.es' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Email already exists');
    });

    it('answers 400 with the Spanish messages of the forms and stores nothing', async () => {
      const res = await request(api.url)
        .post('/api/register')
        .send({ name: 'Al', email: 'no-es-email', password: '123', phone: '123', userType: 'admin' });
      expectInvalidData(res, [
        { path: 'name', message: 'El nombre debe tener al menos 3 caracteres' },
        { path: 'email', message: 'Email inválido' },
        { path: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
        { path: 'phone', message: 'El teléfono debe tener al menos 9 números' },
        { path: 'userType', message: 'Por favor selecciona un tipo de usuario' },
      ]);
      expect((await login('no-es-email', '123456')).status).toBe(401);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the e-mail (any case) or with the username', async () => {
      const { body, user } = await signUp(api.url, 'client');
      const byEmail = await login(body.email.toUpperCase(), body.password);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toMatchObject({ id: user.id, email: body.email, userType: 'client' });
      const byUsername = await login(user.username, body.password);
      expect(byUsername.status).toBe(200);
      expect(byUsername.body.id).toBe(user.id);
      expect(String(byUsername.headers['set-cookie'])).toMatch(/^sid=/);
    });

    it('answers 401 with a Spanish message on a wrong password or an unknown account', async () => {
      const { body } = await signUp(api.url, 'client');
      const wrong = await login(body.email, 'otracosa1');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Correo electrónico, usuario o contraseña incorrectos' });
      const unknown = await login('nadie@ejemplo.es', 'otracosa1');
      expect(unknown.status).toBe(401);
    });

    it('answers 400 on a missing username or a short password', async () => {
      const res = await request(api.url).post('/api/login').send({ password: '12' });
      expectInvalidData(res, [
        expect.objectContaining({ path: 'username' }),
        { path: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
      ]);
    });
  });

  describe('GET /api/user and POST /api/logout', () => {
    it('answers 401 when signed out', async () => {
      const res = await request(api.url).get('/api/user');
      expectError(res, 401, UNAUTHENTICATED);
    });

    it('returns the session user, and 401 again after logout, even with the old cookie', async () => {
      const registered = await request(api.url).post('/api/register').send(newUser('cleaning'));
      const cookie = String(registered.headers['set-cookie']).split(';')[0];
      const me = await request(api.url).get('/api/user').set('Cookie', cookie);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: registered.body.id, userType: 'cleaning' });
      const out = await request(api.url).post('/api/logout').set('Cookie', cookie);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ message: 'Sesión cerrada' });
      expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
      expect((await request(api.url).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    });

    it('ignores a forged session cookie', async () => {
      const res = await request(api.url).get('/api/user').set('Cookie', 'sid=inventada');
      expect(res.status).toBe(401);
    });
  });
});
