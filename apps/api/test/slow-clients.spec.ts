import { connect } from 'node:net';
import request from 'supertest';
import { API_MESSAGES } from '@reformas/i18n-es';
import { openEventStream } from './support/event-stream';
import { useTestApi } from './support/test-api';
import { newUser, useSignedUp } from './support/users';

// A connection sending its headers a byte a second stayed open indefinitely (75 s seen). The bounds
// are shortened here (defaults: 15 s for the headers, 120 s for the whole request) to keep the file quick.
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 1_500;

/**
 * Opens a socket, sends `head` at once and then `drip` one byte a second, never finishing; resolves when the
 * server closes the connection, with the time that took and what it answered.
 */
function trickle(url: string, head: string, drip: string): Promise<{ afterMs: number; answer: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    socket.write(head);
    const timer = setInterval(() => {
      if (!socket.destroyed && sent < drip.length) socket.write(drip[sent++]);
    }, 1_000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer });
    });
  });
}

describe('slow clients are cut, the chat stream is not', () => {
  const api = useTestApi({
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  const who = useSignedUp(api, { pro: 'professional' });

  it('headers sent a byte a second: the connection is closed within the headers bound, with a 408', async () => {
    // The first byte goes at once: a connection still silent at the bound is closed without an answer (next test),
    // and a first byte dripped right at the bound would race that.
    const { afterMs, answer } = await trickle(
      api.url,
      'G',
      `ET /api/health HTTP/1.1\r\nX-Slow: ${'a'.repeat(60)}`,
    );
    // The bound plus Node's check interval (a quarter of it) and some slack for a busy machine.
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(JSON.stringify({ message: API_MESSAGES.requestTimeout }));
  });

  it('a connection that never sends a byte is closed within the headers bound too', async () => {
    const { afterMs, answer } = await trickle(api.url, '', '');
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
    expect(answer).toBe('');
  });

  it('a kept-alive connection idle past the headers bound still serves its next request', async () => {
    const { hostname, port } = new URL(api.url);
    const answers = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname);
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      // Past the headers bound, idle but kept alive, then a second request on the same connection.
      setTimeout(
        () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
        HEADERS_TIMEOUT_MS + 1_500,
      );
      socket.on('close', () => resolve(text));
    });
    expect(answers.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });

  it('a body sent a byte a second: closed within the request bound, with a 408', async () => {
    const head =
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { afterMs, answer } = await trickle(api.url, head, ' '.repeat(100));
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('the chat event stream outlives both bounds and still delivers', async () => {
    const registered = await request(api.url).post('/api/register').send(newUser('client'));
    const cookie = (registered.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    const stream = await openEventStream(api.url, { cookie });
    try {
      expect(stream.status).toBe(200);
      await new Promise((r) => setTimeout(r, REQUEST_TIMEOUT_MS + 2_500));
      const sent = await who.pro.agent
        .post('/api/messages')
        .send({ receiverId: registered.body.id, message: 'Sigo aquí' });
      expect(sent.status).toBe(201);
      const event = await stream.waitFor((e) => e.id === String(sent.body.id), 5_000);
      expect(JSON.parse(event.data).message).toBe('Sigo aquí');
    } finally {
      stream.close();
    }
  });

  it('an ordinary request is untouched', async () => {
    expect((await request(api.url).get('/api/health')).status).toBe(200);
  });
});
