import request from 'supertest';
import type { AccountSession } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { signUp, type SignedUp } from './support/users';
import { expectError, expectFieldErrors } from './support/errors';
import { PUBLIC_URL, linkIn, mailEnv, tokenOf, useSmtp } from './support/smtp';
import { INVALID_LINK, UNAUTHENTICATED } from './support/messages';

const WRONG = 'La contraseña actual no es correcta.';
const EXISTS = 'Email already exists: ya existe un usuario registrado con este correo electrónico';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('account settings (/profile/cuenta)', () => {
  const smtp = useSmtp();
  const api = useTestApi(() => mailEnv(smtp.server.url));

  /** Another session of the same account: a second browser signed in with the password. */
  const signIn = async (who: SignedUp, userAgent = FIREFOX_LINUX, password = who.body.password) => {
    const agent = request.agent(api.url);
    await agent
      .post('/api/login')
      .set('User-Agent', userAgent)
      .send({ username: who.body.email, password })
      .expect(200);
    return agent;
  };
  const sessionsOf = async (agent: SignedUp['agent']) =>
    (await agent.get('/api/account/sessions').expect(200)).body as AccountSession[];
  const login = (email: string, password: string) =>
    request(api.url).post('/api/login').send({ username: email, password });
  /** Asks, with the right password, for `newEmail` as the account's address (202). */
  const askEmailChange = (owner: SignedUp, newEmail: string) =>
    owner.agent
      .put('/api/account/email')
      .send({ password: owner.body.password, email: newEmail })
      .expect(202);
  /** The token of the confirmation link sent to the new address, once it arrives. */
  const confirmationToken = async (newEmail: string) => {
    const [mail] = await smtp.server.waitFor(newEmail, 'Confirma tu nuevo correo electrónico');
    return tokenOf(linkIn(mail, `${PUBLIC_URL}/verificar-correo?token=`));
  };

  it('answers 401 without a session on every route', async () => {
    const anonymous = request(api.url);
    for (const res of [
      await anonymous
        .put('/api/account/password')
        .send({ currentPassword: 'secreto123', password: 'nueva-clave-9' }),
      await anonymous.put('/api/account/email').send({ password: 'secreto123', email: 'a@ejemplo.es' }),
      await anonymous.get('/api/account/sessions'),
      await anonymous.delete(`/api/account/sessions/${'a'.repeat(32)}`),
      await anonymous.delete('/api/account/sessions'),
    ])
      expectError(res, 401, UNAUTHENTICATED);
  });

  describe('PUT /api/account/password', () => {
    it('refuses a wrong current password with 400 on that field, changing nothing', async () => {
      const owner = await signUp(api.url, 'client');
      const other = await signIn(owner);
      const res = await owner.agent
        .put('/api/account/password')
        .send({ currentPassword: 'no-es-esta', password: 'nueva-clave-9' });
      expectError(res, 400, WRONG);
      expectFieldErrors(res, [{ path: 'currentPassword', message: WRONG }]);
      expect((await login(owner.body.email, owner.body.password)).status).toBe(200);
      expect((await other.get('/api/user')).status).toBe(200);
    });

    it('refuses a short new password with the schema’s Spanish message', async () => {
      const owner = await signUp(api.url, 'client');
      const res = await owner.agent
        .put('/api/account/password')
        .send({ currentPassword: owner.body.password, password: '123' });
      expectFieldErrors(res, [
        { path: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
      ]);
      expect((await login(owner.body.email, owner.body.password)).status).toBe(200);
    });

    it('sets the new password: this session stays, every other one ends, the owner is told', async () => {
      const owner = await signUp(api.url, 'professional', { name: 'Jorge Pérez' });
      const other = await signIn(owner);
      await owner.agent
        .put('/api/account/password')
        .send({ currentPassword: owner.body.password, password: 'nueva-clave-9' })
        .expect(204);

      expect((await owner.agent.get('/api/user')).status).toBe(200);
      expect((await other.get('/api/user')).status).toBe(401);
      expect(await sessionsOf(owner.agent)).toHaveLength(1);
      expect((await login(owner.body.email, owner.body.password)).status).toBe(401);
      expect((await login(owner.body.email, 'nueva-clave-9')).status).toBe(200);

      const [notice] = await smtp.server.waitFor(owner.body.email, 'Tu contraseña ha cambiado');
      expect(notice?.text).toContain('Hola, Jorge Pérez:');
      expect(linkIn(notice, PUBLIC_URL)).toBe(`${PUBLIC_URL}/recuperar-contrasena`);
    });

    it('answers 429 after 10 wrong current passwords in an hour, even to the right one', async () => {
      const owner = await signUp(api.url, 'client');
      const change = (currentPassword: string) =>
        owner.agent.put('/api/account/password').send({ currentPassword, password: 'nueva-clave-9' });
      for (let i = 0; i < 10; i++) expect((await change(`equivocada-${i}`)).status).toBe(400);
      const refused = await change(owner.body.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(owner.body.email, owner.body.password)).status).toBe(200);
    });
  });

  describe('PUT /api/account/email', () => {
    it('refuses a wrong password, the account’s own address and one another account has, sending nothing', async () => {
      const owner = await signUp(api.url, 'client');
      const taken = await signUp(api.url, 'client');
      const change = (password: string, email: string) =>
        owner.agent.put('/api/account/email').send({ password, email });

      const wrong = await change('no-es-esta', 'nueva.direccion@ejemplo.es');
      expectFieldErrors(wrong, [{ path: 'password', message: WRONG }]);
      expectError(
        await change(owner.body.password, owner.body.email.toUpperCase()),
        400,
        'Ese ya es el correo electrónico de tu cuenta.',
      );
      // The same answer registration gives for that address: nothing more is revealed.
      expectError(await change(owner.body.password, taken.body.email), 400, EXISTS);
      expectError(
        await request(api.url)
          .post('/api/register')
          .send({ ...owner.body, email: taken.body.email }),
        400,
        EXISTS,
      );

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.server.to('nueva.direccion@ejemplo.es')).toEqual([]);
      expect(smtp.server.to(taken.body.email, 'Confirma tu nuevo correo electrónico')).toEqual([]);
      expect(smtp.server.to(owner.body.email, 'Se ha pedido cambiar tu correo electrónico')).toEqual([]);
    });

    it('changes the address only once the link sent to it is opened; the old address is told, the new one masked', async () => {
      const owner = await signUp(api.url, 'client', { name: 'Marta Ruiz' });
      const newEmail = `marta.${Date.now()}.ruiz@correo.example`;
      await askEmailChange(owner, newEmail);

      const [told] = await smtp.server.waitFor(
        owner.body.email,
        'Se ha pedido cambiar tu correo electrónico',
      );
      expect(told?.text).toContain('Hola, Marta Ruiz:');
      expect(told?.text).toContain('m***z@c***.example');
      expect(told?.text).not.toContain(newEmail);
      expect(linkIn(told, PUBLIC_URL)).toBe(`${PUBLIC_URL}/recuperar-contrasena`);

      // Until the link is opened, the account keeps its address: it still signs in with it, not with the new one.
      expect((await owner.agent.get('/api/user')).body).toMatchObject({ email: owner.body.email });
      expect((await login(newEmail, owner.body.password)).status).toBe(401);
      expect((await login(owner.body.email, owner.body.password)).status).toBe(200);

      const token = await confirmationToken(newEmail);
      await request(api.url).post('/api/email/verify').send({ token }).expect(204);

      expect((await owner.agent.get('/api/user')).body).toMatchObject({
        email: newEmail,
        emailVerified: true,
      });
      expect((await login(newEmail, owner.body.password)).status).toBe(200);
      expect((await login(owner.body.email, owner.body.password)).status).toBe(401);
      // Used once.
      expectError(await request(api.url).post('/api/email/verify').send({ token }), 400, INVALID_LINK);
    });

    it('is voided by a password change before its link is opened', async () => {
      const owner = await signUp(api.url, 'client');
      const newEmail = `anulado.${Date.now()}@correo.example`;
      await askEmailChange(owner, newEmail);
      const token = await confirmationToken(newEmail);
      await owner.agent
        .put('/api/account/password')
        .send({ currentPassword: owner.body.password, password: 'nueva-clave-9' })
        .expect(204);
      expectError(await request(api.url).post('/api/email/verify').send({ token }), 400, INVALID_LINK);
      expect((await owner.agent.get('/api/user')).body).toMatchObject({ email: owner.body.email });
    });

    it('refuses the link with 400 if another account took the address meanwhile', async () => {
      const owner = await signUp(api.url, 'client');
      const newEmail = `disputado.${Date.now()}@correo.example`;
      await askEmailChange(owner, newEmail);
      const token = await confirmationToken(newEmail);
      await signUp(api.url, 'client', { email: newEmail });
      expectError(await request(api.url).post('/api/email/verify').send({ token }), 400, EXISTS);
      expect((await owner.agent.get('/api/user')).body).toMatchObject({ email: owner.body.email });
    });
  });

  describe('/api/account/sessions', () => {
    it('lists the account’s open sessions, this one first and marked, with each device', async () => {
      const owner = await signUp(api.url, 'cleaning');
      const stranger = await signUp(api.url, 'client');
      const phone = await signIn(owner, CHROME_WINDOWS);
      const sessions = await sessionsOf(phone);
      expect(sessions).toHaveLength(2);
      expect(sessions.map((s) => s.current)).toEqual([true, false]);
      expect(sessions[0]).toMatchObject({ device: 'Chrome en Windows' });
      for (const session of sessions) {
        expect(session.id).toMatch(/^[0-9a-f]{32}$/);
        expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
      }
      // Another account's list holds none of them.
      const theirs = (await sessionsOf(stranger.agent)).map((s) => s.id);
      expect(theirs).toHaveLength(1);
      expect(sessions.map((s) => s.id)).not.toContain(theirs[0]);
    });

    it('closes another session of the account; someone else’s, the current one or a closed one: 404', async () => {
      const owner = await signUp(api.url, 'client');
      const stranger = await signUp(api.url, 'client');
      const other = await signIn(owner);
      const [current, another] = await sessionsOf(owner.agent);
      const [strangers] = await sessionsOf(stranger.agent);
      if (!current || !another || !strangers) throw new Error('missing sessions');

      const notFound = 'Sesión no encontrada';
      expectError(await owner.agent.delete(`/api/account/sessions/${strangers.id}`), 404, notFound);
      expect((await stranger.agent.get('/api/user')).status).toBe(200);
      expectError(await owner.agent.delete(`/api/account/sessions/${current.id}`), 404, notFound);
      expect((await owner.agent.delete('/api/account/sessions/no-es-un-id')).status).toBe(400);

      await owner.agent.delete(`/api/account/sessions/${another.id}`).expect(204);
      expect((await other.get('/api/user')).status).toBe(401);
      expect((await owner.agent.get('/api/user')).status).toBe(200);
      expectError(await owner.agent.delete(`/api/account/sessions/${another.id}`), 404, notFound);
    });

    it('closes all the others at once, keeping this one', async () => {
      const owner = await signUp(api.url, 'professional');
      const others = [await signIn(owner), await signIn(owner, CHROME_WINDOWS)];
      expect(await sessionsOf(owner.agent)).toHaveLength(3);
      await owner.agent.delete('/api/account/sessions').expect(204);
      for (const other of others) expect((await other.get('/api/user')).status).toBe(401);
      expect((await sessionsOf(owner.agent)).map((s) => s.current)).toEqual([true]);
    });
  });
});
