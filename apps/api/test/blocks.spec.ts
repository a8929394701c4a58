import request from 'supertest';
import type { Block, ChatMessage } from '@reformas/shared-types';
import { expectError } from './support/errors';
import { openEventStream, type EventStreamClient } from './support/event-stream';
import { useTestApi } from './support/test-api';
import { useSignedUp, type SignedUp } from './support/users';
import { UNAUTHENTICATED } from './support/messages';

const send = (from: SignedUp, to: SignedUp, message: string) =>
  from.agent.post('/api/messages').send({ receiverId: to.user.id, message });
const conversation = async (viewer: SignedUp, other: SignedUp) =>
  (
    await viewer.agent
      .get('/api/messages')
      .query({ userId1: viewer.user.id, userId2: other.user.id })
      .expect(200)
  ).body as ChatMessage[];

// 'Bloquear' in a conversation: docs/decisions.md, "Blocking".
describe('blocking someone in the chat (PUT/DELETE/GET /api/blocks)', () => {
  const api = useTestApi();
  const users = useSignedUp(api, { victim: 'client', pest: 'professional', friend: 'professional' });
  const streams: EventStreamClient[] = [];
  afterAll(() => streams.forEach((stream) => stream.close()));

  beforeAll(async () => {
    await send(users.pest, users.victim, 'Hola, ¿sigue en pie la reforma?').expect(201);
    await send(users.victim, users.pest, 'Sí, mañana le digo.').expect(201);
  });

  it('needs a session (401) and refuses oneself (400) and unknown people (404)', async () => {
    expectError(await request(api.url).put(`/api/blocks/${users.pest.user.id}`), 401, UNAUTHENTICATED);
    expectError(
      await users.victim.agent.put(`/api/blocks/${users.victim.user.id}`),
      400,
      'No puedes bloquearte a ti mismo.',
    );
    expect((await users.victim.agent.put('/api/blocks/999999')).status).toBe(404);
    expect((await users.victim.agent.get('/api/blocks').expect(200)).body).toEqual([]);
  });

  it('once blocked, the blocked person’s messages are refused with 403 and not stored, and the blocker sees nothing new', async () => {
    const victimStream = await openEventStream(api.url, { cookie: users.victim.cookie });
    streams.push(victimStream);
    await victimStream.waitFor((event) => event.event === 'cursor');

    await users.victim.agent.put(`/api/blocks/${users.pest.user.id}`).expect(204);
    // Blocking twice changes nothing.
    await users.victim.agent.put(`/api/blocks/${users.pest.user.id}`).expect(204);
    const blocks = (await users.victim.agent.get('/api/blocks').expect(200)).body as Block[];
    expect(blocks).toEqual([{ userId: users.pest.user.id, createdAt: expect.any(String) }]);

    const before = await conversation(users.victim, users.pest);
    const unread = async () =>
      (await users.victim.agent.get('/api/messages/unread-count').expect(200)).body as { count: number };
    const unreadBefore = await unread();
    expectError(
      await send(users.pest, users.victim, '¿Por qué no me contestas?'),
      403,
      'Esta persona no acepta tus mensajes. No se ha enviado.',
    );
    // Nor with a retry key: a new message is refused the same way.
    const keyed = await users.pest.agent
      .post('/api/messages')
      .send({ receiverId: users.victim.user.id, message: 'Otra vez', clientKey: crypto.randomUUID() });
    expect(keyed.status).toBe(403);
    expect(await conversation(users.victim, users.pest)).toEqual(before);
    expect(await unread()).toEqual(unreadBefore);

    // The blocker does not write to them either while the block lasts (they would be unable to answer).
    expectError(
      await send(users.victim, users.pest, 'Última cosa'),
      403,
      'Has bloqueado a esta persona. Desbloquéala para escribirle.',
    );
    expect(await conversation(users.pest, users.victim)).toEqual(before);

    // Someone else still reaches the blocker, live.
    const fromFriend = (await send(users.friend, users.victim, 'Le paso el presupuesto.').expect(201))
      .body as ChatMessage;
    await victimStream.waitFor((event) => event.event === 'message' && event.id === String(fromFriend.id));
    const pestMessages = victimStream.events.filter(
      (event) =>
        event.event === 'message' && (JSON.parse(event.data) as ChatMessage).senderId === users.pest.user.id,
    );
    expect(pestMessages).toEqual([]);
  });

  it('a person’s blocks are theirs alone: the blocked one cannot lift them', async () => {
    await users.pest.agent.delete(`/api/blocks/${users.victim.user.id}`).expect(204);
    expect((await send(users.pest, users.victim, 'Déjame escribirte')).status).toBe(403);
    expect((await users.pest.agent.get('/api/blocks').expect(200)).body).toEqual([]);
  });

  it('unblocking from the same place lets both write again', async () => {
    await users.victim.agent.delete(`/api/blocks/${users.pest.user.id}`).expect(204);
    expect((await users.victim.agent.get('/api/blocks').expect(200)).body).toEqual([]);
    const message = (await send(users.pest, users.victim, 'Gracias por desbloquearme.').expect(201))
      .body as ChatMessage;
    expect((await conversation(users.victim, users.pest)).at(-1)?.id).toBe(message.id);
    await send(users.victim, users.pest, 'De nada.').expect(201);
  });
});
