import type { ChatMessage } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { newUser } from './support/users';

// The embedded database (what `npm start` runs) serves the pool's one connection through a socket server. A
// request refused inside a transaction (a message to an unknown user: 404) used to make the pool throw its
// connection away and open a new one while the old was still closing: the server, full, refused the newcomer
// and the request waiting for it answered 500 ("Connection terminated unexpectedly"). It takes requests queued
// behind the refused one, so these are sent together over kept-alive connections (fetch), as a browser does.
// These run on the embedded database whatever DATABASE_URL says.
describe('embedded database: a refused write does not break the requests queued behind it', () => {
  const api = useTestApi({ AUTH_RATE_LIMIT: '0' }, { embedded: true });
  const ROUNDS = 40;

  async function signUp(userType: 'client' | 'professional') {
    const res = await fetch(`${api.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newUser(userType)),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { cookie, id: ((await res.json()) as { id: number }).id };
  }

  it('messages to an unknown user (404) and reads of a conversation sent together: every read answers 200', async () => {
    const ana = await signUp('client');
    const bruno = await signUp('professional');
    const headers = { 'content-type': 'application/json', cookie: ana.cookie };
    const send = (receiverId: number, message: string) =>
      fetch(`${api.url}/api/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ receiverId, message }),
      });
    expect((await send(bruno.id, 'Hola')).status).toBe(201);

    const statuses: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => [
          send(999_999, 'Perdido'),
          fetch(`${api.url}/api/messages?userId1=${ana.id}&userId2=${bruno.id}`, { headers }),
        ]).flat(),
      );
      for (const [index, res] of answers.entries()) {
        const key = `${index % 2 ? 'GET' : 'POST'} ${res.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        const body: unknown = await res.json();
        if (key === 'GET 200') expect((body as ChatMessage[]).map((m) => m.message)).toEqual(['Hola']);
      }
    }
    expect(statuses).toEqual({ 'POST 404': ROUNDS * 5, 'GET 200': ROUNDS * 5 });
    expect(api.api.alive()).toBe(true);
  });
});
