import request from 'supertest';
import { API_MESSAGES } from '@reformas/i18n-es';
import { useTwoApis } from './support/test-api';
import { newUser, type Agent } from './support/users';

// Two API processes on one database where the server allows it (PGlite admits one process).
jest.setTimeout(180_000);

// Client addresses come from X-Forwarded-For (TRUST_PROXY), as behind the production proxy.
const ENV = { TRUST_PROXY: 'true', AUTH_RATE_LIMIT: '8', AUTH_ACCOUNT_RATE_LIMIT: '3' };

describe('login limits shared by every API process, without locking the owner out', () => {
  const apis = useTwoApis(ENV);

  let address = 0;
  const freshAddress = () => `203.0.113.${++address}`;
  const login = (url: string, from: string, username: string, password: string, agent?: Agent) =>
    (agent ?? request(url)).post('/api/login').set('X-Forwarded-For', from).send({ username, password });
  const register = async (url: string) => {
    const body = newUser('client');
    const agent = request.agent(url);
    await agent.post('/api/register').set('X-Forwarded-For', freshAddress()).send(body).expect(201);
    return { agent, body };
  };
  const expectRetryAfter = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: API_MESSAGES.rateLimited });
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds > 0).toBe(true);
    return seconds;
  };

  it('counts the attempts of one address across both processes, and the 429 says when to retry', async () => {
    const from = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await login(i % 2 ? apis.b.url : apis.a.url, from, `nadie${i}@ejemplo.es`, 'secreto123');
      answers.push(res.status);
    }
    expect(answers).toEqual(Array(8).fill(401));
    const seconds = expectRetryAfter(await login(apis.b.url, from, 'otro@ejemplo.es', 'secreto123'));
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    expect((await login(apis.a.url, freshAddress(), 'nadie@ejemplo.es', 'secreto123')).status).toBe(401);
  });

  it("someone else's wrong passwords block only their address, never the owner's own browser", async () => {
    const owner = await register(apis.a.url);
    await owner.agent.post('/api/logout').set('Content-Type', 'application/json').send({});
    const attacker = freshAddress();
    for (let i = 0; i < 3; i++) {
      const res = await login(i % 2 ? apis.b.url : apis.a.url, attacker, owner.body.email, `mala${i}0000`);
      expect(res.status).toBe(401);
    }
    expectRetryAfter(await login(apis.b.url, attacker, owner.body.email, owner.body.password));
    // The owner's browser (it signed in before) still gets in, from its own address or the attacker's.
    const home = await login(apis.a.url, freshAddress(), owner.body.email, owner.body.password, owner.agent);
    expect(home.status).toBe(200);
    await owner.agent.post('/api/logout').set('Content-Type', 'application/json').send({});
    const sameNetwork = await login(apis.b.url, attacker, owner.body.email, owner.body.password, owner.agent);
    expect(sameNetwork.status).toBe(200);
  });

  it('guessing one account from many addresses meets growing delays everywhere but in the owner’s browser', async () => {
    const owner = await register(apis.a.url);
    const guess = (i: number) =>
      login(i % 2 ? apis.b.url : apis.a.url, freshAddress(), owner.body.email, `mala${i}0000`);
    // Three free failures, each from a new address.
    for (let i = 0; i < 3; i++) expect((await guess(i)).status).toBe(401);
    // The fourth failure starts a delay; a new address is then told to wait, whatever the password.
    expect((await guess(3)).status).toBe(401);
    const first = expectRetryAfter(await guess(4));
    const stranger = await login(apis.b.url, freshAddress(), owner.body.email, owner.body.password);
    expectRetryAfter(stranger);
    // The owner's own browser is not slowed down.
    expect(
      (await login(apis.a.url, freshAddress(), owner.body.email, owner.body.password, owner.agent)).status,
    ).toBe(200);

    // Once the delay has passed, each further failure doubles it.
    const fresh = await register(apis.b.url);
    const guessFresh = (i: number) => login(apis.a.url, freshAddress(), fresh.body.email, `mala${i}0000`);
    for (let i = 0; i < 4; i++) await guessFresh(i);
    const waits = [expectRetryAfter(await guessFresh(10))];
    await new Promise((resolve) => setTimeout(resolve, waits[0] * 1000 + 200));
    expect((await guessFresh(11)).status).toBe(401);
    waits.push(expectRetryAfter(await guessFresh(12)));
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(first).toBeGreaterThan(0);
  });

  it("never trusts a device cookie of the client's choosing: a planted value does not skip the account's lockout", async () => {
    const owner = await register(apis.a.url);
    await owner.agent.post('/api/logout').set('Content-Type', 'application/json').send({});
    // Someone plants `dev=plantado` in the owner's browser; the owner signs in with it.
    const planted = 'dev=plantado-por-otro';
    const signedIn = await request(apis.a.url)
      .post('/api/login')
      .set('X-Forwarded-For', freshAddress())
      .set('Cookie', planted)
      .send({ username: owner.body.email, password: owner.body.password });
    expect(signedIn.status).toBe(200);
    const given = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('dev='))
      ?.split(';')[0];
    expect(given).toMatch(/^dev=[A-Za-z0-9_-]{32}$/);
    // The planter, with the value they chose, meets the account's lockout as any stranger does.
    const guess = (i: number) =>
      request(apis.b.url)
        .post('/api/login')
        .set('X-Forwarded-For', freshAddress())
        .set('Cookie', planted)
        .send({ username: owner.body.email, password: `mala${i}0000` });
    for (let i = 0; i < 4; i++) expect((await guess(i)).status).toBe(401);
    expectRetryAfter(await guess(4));
    // The cookie the server gave is trusted: the owner still gets in.
    const owners = await request(apis.a.url)
      .post('/api/login')
      .set('X-Forwarded-For', freshAddress())
      .set('Cookie', String(given))
      .send({ username: owner.body.email, password: owner.body.password });
    expect(owners.status).toBe(200);
  });

  it('refuses repeated registrations with a taken e-mail with a 429 and Retry-After', async () => {
    const owner = await register(apis.a.url);
    const from = freshAddress();
    for (let i = 0; i < 3; i++) {
      const res = await request(i % 2 ? apis.b.url : apis.a.url)
        .post('/api/register')
        .set('X-Forwarded-For', from)
        .send({ ...newUser('client'), email: owner.body.email });
      expect(res.status).toBe(400);
    }
    const res = await request(apis.a.url)
      .post('/api/register')
      .set('X-Forwarded-For', freshAddress())
      .send({ ...newUser('client'), email: owner.body.email });
    expectRetryAfter(res);
  });
});
