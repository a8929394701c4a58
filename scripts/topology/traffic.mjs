// Clients of the topology run: people reading and writing through the edge, and chat conversations whose
// receivers hold an event stream open the way a browser's EventSource does (reconnecting with Last-Event-ID after
// the server ends or drops it). Every answer is counted; nothing is retried behind the count's back, except a
// chat send after a failure, with the same clientKey, as the chat's outbox does in the browser.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { eventStreamReader } from '../event-stream.mjs';
import { sleep } from './cluster.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

/** One HTTP call; resolves with status and parsed body, rejects on a network error (no answer at all). */
export function call(base, method, path, { cookie, body } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode, headers: res.headers, body: parseBody(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('sin respuesta en 30 s')));
    req.end(data);
  });
}

/** JSON answers parsed; anything else (nginx's own error pages) kept as text. */
function parseBody(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let people = 0;
/** Registers someone through `base`; returns id and session cookie. */
export async function register(base, userType = 'client') {
  people += 1;
  const res = await call(base, 'POST', '/api/register', {
    body: {
      name: `Persona Topología ${people}`,
      email: `topologia-${people}-${Date.now().toString(36)}@ejemplo.es`,
      password: 'secreto123',
      phone: '612345678',
      userType,
    },
  });
  if (res.status !== 201) throw new Error(`registro: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = [res.headers['set-cookie']]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: res.body.id, cookie };
}

/**
 * An EventSource: GET /api/events with the session; on the end of the stream or a dropped connection, waits the
 * `retry:` the server last sent, then reconnects with Last-Event-ID. `onMessage` gets each chat message.
 */
export function eventSource(base, user, onMessage) {
  let lastId;
  let retryMs = 2000;
  let closed = false;
  let req;
  const stats = { connects: 0, reconnects: 0 };
  // The first event id (the server's cursor, sent once the stream is subscribed): from then on nothing is missed.
  let subscribed;
  const ready = new Promise((resolve) => (subscribed = resolve));
  const connect = () => {
    if (closed) return;
    stats.connects += 1;
    let again = false;
    const reconnect = () => {
      if (again || closed) return;
      again = true;
      stats.reconnects += 1;
      setTimeout(connect, retryMs);
    };
    req = http.get(
      `${base}/api/events`,
      {
        headers: {
          cookie: user.cookie,
          accept: 'text/event-stream',
          ...(lastId ? { 'last-event-id': lastId } : {}),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', reconnect);
          return;
        }
        res.setEncoding('utf8');
        res.on(
          'data',
          eventStreamReader(({ id, event, data, retry }) => {
            if (retry !== undefined) retryMs = retry;
            if (id) {
              lastId = id;
              subscribed();
            }
            if (event === 'message' && data) onMessage(JSON.parse(data));
          }),
        );
        res.on('end', reconnect);
        res.on('close', reconnect);
        res.on('error', () => undefined);
      },
    );
    req.on('error', reconnect);
  };
  connect();
  return {
    stats,
    ready,
    close: () => {
      closed = true;
      req?.destroy();
    },
  };
}

/** `count` conversations (a client writing to a professional), registered through `base`. */
export async function newConversations(base, count) {
  const conversations = [];
  for (let p = 0; p < count; p++) {
    conversations.push({
      sender: await register(base, 'client'),
      receiver: await register(base, 'professional'),
    });
  }
  return conversations;
}

/**
 * Chat in `conversations`: each receiver listens through `base`, each sender posts one message every `intervalMs`
 * through `base`. A send that fails is retried with the same clientKey until answered (the browser's outbox);
 * the failed attempts are counted apart. `stop()` waits for the stragglers and reports sent, received, lost and
 * duplicated messages, and the delivery times (ms, sorted).
 */
export async function chat(base, conversations, { intervalMs = 1000 } = {}) {
  const received = new Map();
  // Delivery time: from the send's start to the receiver's event, by the message's text (unique per send).
  const sentAt = new Map();
  const latencies = [];
  let duplicated = 0;
  const listeners = conversations.map(({ receiver }) =>
    eventSource(base, receiver, (message) => {
      if (message.receiverId !== receiver.id) return;
      const seen = received.get(message.id) ?? 0;
      if (seen) duplicated += 1;
      else if (sentAt.has(message.message)) latencies.push(Date.now() - sentAt.get(message.message));
      received.set(message.id, seen + 1);
    }),
  );
  await Promise.all(listeners.map((listener) => listener.ready));
  const acked = new Map();
  const failedAttempts = [];
  let running = true;
  const senders = conversations.map(async ({ sender, receiver }, p) => {
    await sleep(Math.random() * intervalMs);
    for (let seq = 0; running; seq++) {
      const clientKey = randomUUID();
      const text = `conversación ${p} mensaje ${seq} ${clientKey.slice(0, 8)}`;
      const next = Date.now() + intervalMs;
      sentAt.set(text, Date.now());
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          const res = await call(base, 'POST', '/api/messages', {
            cookie: sender.cookie,
            body: { receiverId: receiver.id, message: text, clientKey },
          });
          if (res.status === 201 || res.status === 200) {
            acked.set(clientKey, res.body.id);
            break;
          }
          failedAttempts.push(`POST /api/messages ${res.status}`);
        } catch (error) {
          failedAttempts.push(`POST /api/messages ${error.code ?? error.message}`);
        }
        await sleep(200);
      }
      await sleep(Math.max(0, next - Date.now()));
    }
  });
  return {
    async stop({ settleMs = 4000 } = {}) {
      running = false;
      await Promise.all(senders);
      // Whatever is still on its way (a stream reconnecting) has this long to arrive.
      const deadline = Date.now() + settleMs;
      const ids = [...acked.values()];
      while (Date.now() < deadline && ids.some((id) => !received.has(id))) await sleep(100);
      listeners.forEach((listener) => listener.close());
      return {
        sent: acked.size,
        received: ids.filter((id) => received.has(id)).length,
        lost: ids.filter((id) => !received.has(id)).length,
        duplicated,
        failedSends: failedAttempts,
        reconnects: listeners.reduce((sum, listener) => sum + listener.stats.reconnects, 0),
        ids,
        latencies: latencies.sort((a, b) => a - b),
      };
    },
  };
}

/**
 * `connections` loops, each sending request after request through `base`: reads of the public board and
 * directories and of one's own conversation, and writes (chat messages, each with a clientKey, sent once: a
 * failure counts). Returns `stop()`, which reports every request and every failure (network error or an answer
 * other than 2xx), and the ids of the acknowledged writes.
 */
export async function mixedLoad(base, { connections = 100, writeShare = 0.2, people }) {
  const reads = [
    () => ['GET', '/api/projects?limit=12&offset=0'],
    () => ['GET', '/api/workers?limit=12&offset=0'],
    () => ['GET', '/api/cleaning'],
    (me, other) => ['GET', `/api/messages?userId1=${me.id}&userId2=${other.id}&limit=20`, me],
    (me) => ['GET', '/api/messages/unread-count', me],
  ];
  const stats = { requests: 0, reads: 0, writes: 0, failures: [], acked: [] };
  let running = true;
  const loops = Array.from({ length: connections }, async (_, n) => {
    const me = people[n % people.length];
    const other = people[(n + 1) % people.length];
    while (running) {
      const write = Math.random() < writeShare;
      const [method, path, session] = write
        ? ['POST', '/api/messages', me]
        : reads[Math.floor(Math.random() * reads.length)](me, other);
      const clientKey = randomUUID();
      const body = write ? { receiverId: other.id, message: `carga ${n}`, clientKey } : undefined;
      stats.requests += 1;
      stats[write ? 'writes' : 'reads'] += 1;
      try {
        const res = await call(base, method, path, { cookie: session?.cookie, body });
        if (res.status < 200 || res.status > 299) stats.failures.push(`${method} ${path} ${res.status}`);
        else if (write) stats.acked.push(res.body.id);
      } catch (error) {
        stats.failures.push(`${method} ${path} ${error.code ?? error.message}`);
      }
    }
  });
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}
