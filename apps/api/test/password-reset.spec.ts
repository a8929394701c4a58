import request from 'supertest';
import { useTestApi } from './support/test-api';
import { signUp } from './support/users';
import { expectError } from './support/errors';
import { PUBLIC_URL, linkIn, mailEnv, tokenOf, useSmtp } from './support/smtp';
import { INVALID_LINK } from './support/messages';

const SENT =
  'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.';

describe('a forgotten password, by e-mail through a real SMTP server', () => {
  const smtp = useSmtp();
  const api = useTestApi(() => mailEnv(smtp.server.url));

  const forgot = (email: string) => request(api.url).post('/api/password/forgot').send({ email });

  it('answers the same, in about the same time, with or without an account, and e-mails the link only to an account', async () => {
    const owner = await signUp(api.url, 'client', { name: 'Marta Ruiz' });
    const timed = async (email: string) => {
      const started = Date.now();
      const res = await forgot(email);
      return { status: res.status, body: res.body as unknown, ms: Date.now() - started };
    };
    const known = await timed(owner.body.email);
    const unknown = await timed('nadie.con.cuenta@ejemplo.es');
    expect([known.status, known.body]).toEqual([202, { message: SENT }]);
    expect([unknown.status, unknown.body]).toEqual([202, { message: SENT }]);
    // Both wait for the same floor (300 ms): the timing does not tell whether the address has an account.
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(290);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);

    const [mail] = await smtp.server.waitFor(owner.body.email, 'Restablece tu contraseña');
    expect(mail?.subject).toBe('Restablece tu contraseña');
    expect(mail?.from?.value).toEqual([{ name: 'ReformasYa', address: 'no-responder@reformas.example' }]);
    const link = linkIn(mail, `${PUBLIC_URL}/restablecer-contrasena?token=`);
    // At least 128 random bits: 32 bytes in base64url.
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain('Hola, Marta Ruiz:');
    expect(mail?.text).toContain('El enlace vale 30 minutos');
    expect(mail?.html).toContain(`href="${link}"`);
    // The foot names the sender and its address.
    expect(mail?.text).toContain('ReformasYa, S.L. · Calle Mayor 1, 28013 Madrid');
    expect(smtp.server.to('nadie.con.cuenta@ejemplo.es')).toEqual([]);
  });

  it('sets the new password once: every session ends, the old password stops working, the owner is told; the link is spent', async () => {
    const owner = await signUp(api.url, 'professional', { name: 'Jorge Pérez' });
    const email = owner.body.email;
    await forgot(email).expect(202);
    const [mail] = await smtp.server.waitFor(email, 'Restablece tu contraseña');
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/restablecer-contrasena?token=`));

    await request(api.url).post('/api/password/reset').send({ token, password: 'nueva-clave-9' }).expect(204);
    // The session opened at registration is over.
    expect((await owner.agent.get('/api/user')).status).toBe(401);
    const login = (password: string) =>
      request(api.url).post('/api/login').send({ username: email, password });
    expect((await login(owner.body.password)).status).toBe(401);
    expect((await login('nueva-clave-9')).status).toBe(200);

    const [notice] = await smtp.server.waitFor(email, 'Tu contraseña ha cambiado');
    expect(notice?.subject).toBe('Tu contraseña ha cambiado');
    expect(notice?.text).toContain('hemos cerrado todas las sesiones abiertas');
    expect(linkIn(notice, PUBLIC_URL)).toBe(`${PUBLIC_URL}/recuperar-contrasena`);

    // Used once: the same link again changes nothing.
    expectError(
      await request(api.url).post('/api/password/reset').send({ token, password: 'otra-clave-3' }),
      400,
      INVALID_LINK,
    );
    expect((await login('nueva-clave-9')).status).toBe(200);
  });

  it('refuses a forged token and a bad new password with 400, changing nothing', async () => {
    const owner = await signUp(api.url, 'client');
    expectError(
      await request(api.url)
        .post('/api/password/reset')
        .send({ token: 'x'.repeat(43), password: 'nueva-clave-9' }),
      400,
      INVALID_LINK,
    );
    await forgot(owner.body.email).expect(202);
    const [mail] = await smtp.server.waitFor(owner.body.email, 'Restablece tu contraseña');
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/restablecer-contrasena?token=`));
    const short = await request(api.url).post('/api/password/reset').send({ token, password: '123' });
    expect(short.status).toBe(400);
    expect((await owner.agent.get('/api/user')).status).toBe(200);
    // The refused attempt did not spend the link.
    await request(api.url).post('/api/password/reset').send({ token, password: 'nueva-clave-9' }).expect(204);
  });

  it('sends at most 3 links an hour to one address, answering the same to every request', async () => {
    const owner = await signUp(api.url, 'client');
    for (let i = 0; i < 5; i++) expect((await forgot(owner.body.email)).body).toEqual({ message: SENT });
    await smtp.server.waitFor(owner.body.email, 'Restablece tu contraseña', 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.server.to(owner.body.email, 'Restablece tu contraseña')).toHaveLength(3);
  });
});

describe('a reset link that has expired', () => {
  const smtp = useSmtp();
  const api = useTestApi(() => mailEnv(smtp.server.url, { PASSWORD_RESET_SECONDS: '1' }));

  it('is refused with 400 and changes nothing', async () => {
    const owner = await signUp(api.url, 'client');
    await request(api.url).post('/api/password/forgot').send({ email: owner.body.email }).expect(202);
    const [mail] = await smtp.server.waitFor(owner.body.email, 'Restablece tu contraseña');
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/restablecer-contrasena?token=`));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expectError(
      await request(api.url).post('/api/password/reset').send({ token, password: 'nueva-clave-9' }),
      400,
      INVALID_LINK,
    );
    expect((await owner.agent.get('/api/user')).status).toBe(200);
  });
});

describe('delivery', () => {
  const smtp = useSmtp();
  // Retries 1 s apart at first (30 s in production) so that the file does not wait.
  const api = useTestApi(() => mailEnv(smtp.server.url, { MAIL_RETRY_SECONDS: '1' }));

  it('retries after a temporary refusal (4xx) until the server takes the e-mail, and sends it once', async () => {
    const owner = await signUp(api.url, 'client');
    smtp.server.refuse(451);
    await request(api.url).post('/api/password/forgot').send({ email: owner.body.email }).expect(202);
    // Refused at least once (the sender tried), then the server takes mail again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.server.to(owner.body.email, 'Restablece tu contraseña')).toEqual([]);
    smtp.server.refuse(null);
    const mails = await smtp.server.waitFor(owner.body.email, 'Restablece tu contraseña', 1, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.server.to(owner.body.email, 'Restablece tu contraseña')).toEqual(mails);
  }, 30_000);

  it('gives up on a permanent refusal (5xx) and sends nothing more', async () => {
    const owner = await signUp(api.url, 'client');
    smtp.server.refuse(550);
    await request(api.url).post('/api/password/forgot').send({ email: owner.body.email }).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    smtp.server.refuse(null);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.server.to(owner.body.email, 'Restablece tu contraseña')).toEqual([]);
  });
});

describe('a confirmed e-mail address', () => {
  const smtp = useSmtp();
  const api = useTestApi(() => mailEnv(smtp.server.url));

  it('is asked for at registration by a link that confirms it once; the account works meanwhile', async () => {
    const owner = await signUp(api.url, 'client', { name: 'Lucía Gil' });
    expect(owner.user.emailVerified).toBe(false);
    expect((await owner.agent.get('/api/user')).body).toMatchObject({ emailVerified: false });

    const [mail] = await smtp.server.waitFor(owner.body.email, 'Confirma tu correo electrónico');
    expect(mail?.subject).toBe('Confirma tu correo electrónico');
    expect(mail?.text).toContain('Hola, Lucía Gil:');
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/verificar-correo?token=`));

    await request(api.url).post('/api/email/verify').send({ token }).expect(204);
    expect((await owner.agent.get('/api/user')).body).toMatchObject({ emailVerified: true });
    expectError(await request(api.url).post('/api/email/verify').send({ token }), 400, INVALID_LINK);
    expectError(
      await request(api.url)
        .post('/api/email/verify')
        .send({ token: 'y'.repeat(43) }),
      400,
      INVALID_LINK,
    );
  });

  it("sends another link on 'Reenviar correo' (signed in only, 3 an hour), and none once confirmed", async () => {
    expect((await request(api.url).post('/api/email/resend')).status).toBe(401);
    const owner = await signUp(api.url, 'professional');
    await smtp.server.waitFor(owner.body.email, 'Confirma tu correo electrónico');
    for (let i = 0; i < 3; i++) await owner.agent.post('/api/email/resend').expect(202);
    expect((await owner.agent.post('/api/email/resend')).status).toBe(429);
    const mails = await smtp.server.waitFor(owner.body.email, 'Confirma tu correo electrónico', 4);
    // Any of the links confirms the address; the others are spent with it.
    const tokens = mails.map((m) => tokenOf(linkIn(m, `${PUBLIC_URL}/verificar-correo?token=`)));
    await request(api.url).post('/api/email/verify').send({ token: tokens[2] }).expect(204);
    expectError(
      await request(api.url).post('/api/email/verify').send({ token: tokens[0] }),
      400,
      INVALID_LINK,
    );
  });
});
