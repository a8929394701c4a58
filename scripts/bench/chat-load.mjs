// One load generator of bench:chat, a child process of its own (started by chat-step.mjs with an IPC channel), so
// the bench's own process neither sends nor reads: its pairs' receivers hold an event stream open (GET /api/events,
// reconnecting with Last-Event-ID as EventSource does) on the other API process than their sender posts to, and
// each sender posts at the step's rate, retrying an unanswered send on another process with the same clientKey.
// Sender and receiver of a pair live here, so a latency is two readings of one clock.
//   in:  { type: 'start', pairs: [{ p, sender: { id, cookie }, receiver: { id, cookie } }], bases, rate }
//        { type: 'go', deadline }   { type: 'dead', base }   { type: 'stop' }
//   out: { type: 'ready' } once every stream is open; { type: 'result', acked, latencies, lost, duplicated }
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { eventStreamReader } from '../event-stream.mjs';
import { call } from '../topology/traffic.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

let bases = [];
let dead = new Set();
const alive = () => bases.filter((b) => !dead.has(b));
const sentAt = new Map();
const acked = new Set();
const received = new Set();
const latencies = [];
let duplicated = 0;
const stops = [];

/** An EventSource-like reader: `onOpen` at its first frame, reconnects with Last-Event-ID after a drop. */
function listen(user, home, onOpen, onMessage) {
  let lastId;
  let closed = false;
  let req;
  let attempt = 0;
  const connect = () => {
    if (closed) return;
    const order = [home, ...alive().filter((b) => b !== home)].filter((b) => !dead.has(b));
    const base = order[attempt++ % order.length];
    req = http.get(
      `${base}/api/events`,
      {
        agent: streamAgent,
        headers: {
          cookie: user.cookie,
          accept: 'text/event-stream',
          ...(lastId ? { 'last-event-id': lastId } : {}),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on(
          'data',
          eventStreamReader(({ id, event, data }) => {
            if (id) lastId = id;
            if (event === 'cursor') onOpen();
            if (event === 'message' && data) onMessage(JSON.parse(data));
          }),
        );
        // A dropped stream (server killed) ends with 'close', not always 'end': reconnect once either way.
        res.on('close', () => setTimeout(connect, 200));
        res.on('error', () => undefined);
      },
    );
    req.on('error', () => setTimeout(connect, 200));
  };
  connect();
  stops.push(() => {
    closed = true;
    req?.destroy();
  });
}

async function sender({ p, sender: from, receiver }, rate, deadline) {
  await sleep(Math.random() * (1000 / rate));
  for (let seq = 0; Date.now() < deadline; seq++) {
    const text = `pareja ${p} mensaje ${seq}`;
    const clientKey = randomUUID();
    const next = Date.now() + 1000 / rate;
    sentAt.set(text, Date.now());
    for (let tries = 0; tries < 20; tries++) {
      const live = alive();
      const base = live[(p + tries) % live.length];
      try {
        const res = await call(base, 'POST', '/api/messages', {
          cookie: from.cookie,
          body: { receiverId: receiver.id, message: text, clientKey },
        });
        if (res.status === 201 || res.status === 200) {
          acked.add(text);
          break;
        }
      } catch {
        // that process is gone: retry with the same clientKey on another
      }
      await sleep(100);
    }
    await sleep(Math.max(0, next - Date.now()));
  }
}

let pairs = [];
let rate = 1;
process.on('message', async (msg) => {
  if (msg.type === 'start') {
    ({ pairs, bases, rate } = msg);
    let open = 0;
    const opened = new Set();
    for (const pair of pairs) {
      const { receiver } = pair;
      // The receiver listens on the other process than its sender posts to (when there are two).
      const home = bases[(pair.p + 1) % bases.length];
      listen(
        receiver,
        home,
        () => {
          if (opened.has(pair.p)) return;
          opened.add(pair.p);
          if (++open === pairs.length) process.send({ type: 'ready' });
        },
        (message) => {
          if (message.receiverId !== receiver.id) return;
          const key = message.message;
          if (received.has(key)) {
            duplicated += 1;
            return;
          }
          received.add(key);
          const started = sentAt.get(key);
          if (started !== undefined) latencies.push(Date.now() - started);
        },
      );
    }
    if (pairs.length === 0) process.send({ type: 'ready' });
  } else if (msg.type === 'dead') {
    dead.add(msg.base);
  } else if (msg.type === 'go') {
    await Promise.all(pairs.map((pair) => sender(pair, rate, msg.deadline)));
    process.send({ type: 'sent' });
  } else if (msg.type === 'stop') {
    stops.forEach((stop) => stop());
    const lost = [...acked].filter((text) => !received.has(text)).length;
    process.send({ type: 'result', acked: acked.size, latencies, lost, duplicated }, () => process.exit(0));
  }
});
