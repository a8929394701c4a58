import request from 'supertest';
import type { TotpStatus } from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { expectError } from './support/errors';
import { freshCode, operatorCli, wrongCode } from './support/operators';
import { signUp, type SignedUp } from './support/users';
import { OPERATORS_ONLY, UNAUTHENTICATED } from './support/messages';

const OPS_TOKEN = 'token-de-operadores-de-prueba';
const TOTP_REQUIRED =
  'Introduce el código de tu app de autenticación para usar la consola de moderación (POST /api/admin/totp).';
const ERRORS_QUERY = '?remote=mfe_renovation&minutes=60';
// On a server the command runs beside the API; the embedded folder admits one process, so its API stops meanwhile.
const onServer = Boolean(process.env.DATABASE_URL);

type Cli = Awaited<ReturnType<typeof operatorCli>>;

// The operator role and its TOTP (docs/decisions.md, "Operators and TOTP").
describe('operators: the role from the command line, TOTP per session', () => {
  let database: Database;
  let api: ApiProcess | undefined;
  const url = () => api?.url ?? '';
  let operator: SignedUp;
  let limited: SignedUp;
  let plain: SignedUp;
  const cli: Record<string, Cli> = {};

  /** Runs the command line; on the embedded database with the API stopped, then started again. */
  async function withCli(work: () => Promise<void>): Promise<void> {
    if (onServer) return work();
    await api?.stop();
    api = undefined;
    await work();
    api = await startApi(database, { OPS_TOKEN });
  }
  const get = (path: string, who?: SignedUp) => {
    const call = request(url()).get(path);
    return who ? call.set('Cookie', who.cookie) : call;
  };
  const postCode = (code: string, who?: SignedUp) => {
    const call = request(url()).post('/api/admin/totp');
    return (who ? call.set('Cookie', who.cookie) : call).send({ code });
  };

  beforeAll(async () => {
    database = await createDatabase();
    api = await startApi(database, { OPS_TOKEN });
    operator = await signUp(url());
    limited = await signUp(url(), 'professional');
    plain = await signUp(url());
    await withCli(async () => {
      // Any case: e-mails are compared without it.
      cli.granted = await operatorCli(database, 'grant', operator.body.email.toUpperCase());
      cli.again = await operatorCli(database, 'grant', operator.body.email);
      cli.unknown = await operatorCli(database, 'grant', 'nadie@ejemplo.es');
      cli.usage = await operatorCli(database, 'promote', operator.body.email);
      await operatorCli(database, 'grant', limited.body.email);
    });
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  }, 120_000);

  it('grants from the command line; an unknown e-mail or command fails with exit code 1 and says why', () => {
    expect(cli.granted).toMatchObject({ code: 0 });
    expect(cli.granted?.output).toContain('es ahora operador');
    expect(cli.again).toMatchObject({ code: 0 });
    expect(cli.again?.output).toContain('ya era operador');
    expect(cli.unknown).toMatchObject({ code: 1 });
    expect(cli.unknown?.output).toContain('No hay ninguna cuenta con el e-mail nadie@ejemplo.es');
    expect(cli.usage).toMatchObject({ code: 1 });
    expect(cli.usage?.output).toContain('Uso: node dist/api/main.js operator grant|revoke <email>');
  });

  it('refuses, on an embedded database, while the API holds it, saying so', async () => {
    // An embedded folder of its own, whichever database the rest of the file runs on.
    const embedded = await createDatabase({ embedded: true });
    const holder = await startApi(embedded);
    try {
      const whileRunning = await operatorCli(embedded, 'grant', 'quien@ejemplo.es');
      expect(whileRunning).toMatchObject({ code: 1 });
      expect(whileRunning.output).toContain('ya está en uso por otro proceso');
      expect(whileRunning.output).toContain('para el API (npm start)');
    } finally {
      await holder.stop();
      await embedded.drop();
    }
  }, 120_000);

  it('answers 401 without a session on every operator call', async () => {
    expectError(await get('/api/admin/totp'), 401, UNAUTHENTICATED);
    expectError(await postCode('123456'), 401, UNAUTHENTICATED);
    expectError(await get(`/api/admin/client-errors${ERRORS_QUERY}`), 401, UNAUTHENTICATED);
  });

  it('answers 403 to an account that is not an operator, whatever it sends', async () => {
    expectError(await get('/api/admin/totp', plain), 403, OPERATORS_ONLY);
    expectError(await postCode('123456', plain), 403, OPERATORS_ONLY);
    const errors = await get(`/api/admin/client-errors${ERRORS_QUERY}`, plain);
    expectError(errors, 403, OPERATORS_ONLY);
    expect(errors.body.totpRequired).toBeUndefined();
  });

  it('answers 403 with totpRequired to an operator session without its code', async () => {
    const res = await get(`/api/admin/client-errors${ERRORS_QUERY}`, operator);
    expectError(res, 403, TOTP_REQUIRED);
    expect(res.body.totpRequired).toBe(true);
  });

  let secret = '';
  it('enrols: a pending secret (the same on a reload), confirmed by a first right code, never shown again', async () => {
    const first = await get('/api/admin/totp', operator);
    expect(first.status).toBe(200);
    const status = first.body as TotpStatus;
    expect(status).toMatchObject({ enrolled: false, verified: false });
    secret = status.secret ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(status.otpauthUrl).toMatch(/^otpauth:\/\/totp\/ReformasYa:/);
    expect(status.otpauthUrl).toContain(`secret=${secret}`);
    expect((await get('/api/admin/totp', operator)).body).toEqual(status);

    expectError(
      await postCode(await wrongCode(secret), operator),
      400,
      expect.stringContaining('no es correcto') as unknown as string,
    );
    const confirmed = await postCode(await freshCode(secret), operator);
    expect({ status: confirmed.status, body: confirmed.body }).toEqual({
      status: 200,
      body: { enrolled: true, verified: true },
    });
    const after = await get('/api/admin/totp', operator);
    expect(after.body).toEqual({ enrolled: true, verified: true });
    expect(JSON.stringify(after.body)).not.toContain(secret);
  });

  it('opens the console to the verified session: the same counts per release as the OPS_TOKEN route', async () => {
    for (const release of ['r1', 'r1', 'r2']) {
      await request(url())
        .post('/api/client-errors')
        .send({ remote: 'mfe_renovation', release, route: '/board', kind: 'load', errorClass: 'TypeError' })
        .expect(204);
    }
    const byToken = await get(`/api/client-errors/summary${ERRORS_QUERY}`).set(
      'Authorization',
      `Bearer ${OPS_TOKEN}`,
    );
    const byConsole = await get(`/api/admin/client-errors${ERRORS_QUERY}`, operator);
    expect(byConsole.status).toBe(200);
    expect(byConsole.body.releases).toEqual(byToken.body.releases);
    expect(
      byConsole.body.releases.map((r: { release: string; total: number }) => [r.release, r.total]),
    ).toEqual([
      ['r1', 2],
      ['r2', 1],
    ]);
  });

  it('asks every new session for a code of its own, and takes each code once', async () => {
    const agent = request.agent(url());
    await agent
      .post('/api/login')
      .send({ username: operator.body.email, password: operator.body.password })
      .expect(200);
    expect((await agent.get('/api/admin/totp')).body).toEqual({ enrolled: true, verified: false });
    expect((await agent.get(`/api/admin/client-errors${ERRORS_QUERY}`)).status).toBe(403);
    const code = await freshCode(secret);
    expect((await agent.post('/api/admin/totp').send({ code })).status).toBe(200);
    expect((await agent.get(`/api/admin/client-errors${ERRORS_QUERY}`)).status).toBe(200);
    // The same code again, in the first session: refused, it was taken.
    expectError(
      await postCode(code, operator),
      400,
      'Ese código ya se ha usado. Espera a que tu app de autenticación muestre el siguiente.',
    );
  });

  it('refuses a code that is not 6 digits with 400, before counting it', async () => {
    const res = await postCode('12a456', operator);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'code', message: 'El código son las 6 cifras que muestra tu app de autenticación' },
    ]);
  });

  it('takes at most 5 wrong codes in 15 minutes: the 6th is 429 with Retry-After, a right one too', async () => {
    const pending = ((await get('/api/admin/totp', limited)).body as TotpStatus).secret ?? '';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await postCode(await wrongCode(pending), limited);
      expect(res.status).toBe(400);
    }
    const sixth = await postCode(await wrongCode(pending), limited);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(
      /^Has escrito 5 códigos incorrectos en 15 minutos\. Podrás intentarlo de nuevo dentro de \d+ minutos?\.$/,
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    expect((await postCode(await freshCode(pending), limited)).status).toBe(429);
    // The other operator's count is their own.
    expect((await get('/api/admin/totp', operator)).status).toBe(200);
  });

  it("revoke ends the verified session's access at once; revoking again changes nothing", async () => {
    expect((await get(`/api/admin/client-errors${ERRORS_QUERY}`, operator)).status).toBe(200);
    let revoked: Cli | undefined;
    let again: Cli | undefined;
    await withCli(async () => {
      revoked = await operatorCli(database, 'revoke', operator.body.email);
      again = await operatorCli(database, 'revoke', operator.body.email);
    });
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked?.output).toContain('ya no es operador');
    expect(again).toMatchObject({ code: 0 });
    expect(again?.output).toContain('no era operador');
    expectError(await get(`/api/admin/client-errors${ERRORS_QUERY}`, operator), 403, OPERATORS_ONLY);
    expectError(await get('/api/admin/totp', operator), 403, OPERATORS_ONLY);
    // Still signed in as a person.
    expect((await get('/api/user', operator)).status).toBe(200);
  });
});
