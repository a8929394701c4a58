#!/usr/bin/env node
// `npm run bench:chat`: how fast a chat message reaches the receiver through the push channel
// (GET /api/events, Server-Sent Events), with two API processes on one PostgreSQL: each pair's sender
// posts on one process while the receiver listens on the other. Measures the time from the send until
// the receiver's event arrives (p50, p95, p99) and counts lost and duplicated messages; then the same with
// one API process killed halfway (its clients reconnect to the other with Last-Event-ID and retry unanswered
// sends with the same clientKey). Printed beside the old 5-second polling. Loopback only, bounded in time.
//   DATABASE_URL   server (default postgres://postgres@127.0.0.1:5432/test; a scratch database beside it)
//   BENCH_PAIRS    conversations (default 100); BENCH_SECONDS per run (default 20); BENCH_RATE messages
//                  per second per pair (default 1)
//   --write        also replace the chat table in BENCHMARKS.md
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { admin, buildApi, children, dbUrl, startApiProcess } from './bench/api-bench.mjs';
import { writeBenchmarkSection } from './bench/benchmarks-file.mjs';
import { eventStreamReader } from './event-stream.mjs';
import { call } from './topology/traffic.mjs';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 1);
const WRITE = process.argv.includes('--write');
const PORTS = [3920, 3921];

buildApi();

// Each simulated person writes far faster than a person may; the limits stay on (set far out of reach) so each
// message still pays for its counting, as in production.
const startApi = (url, port) =>
  startApiProcess(port, {
    DATABASE_URL: url,
    LIMIT_NEW_CONVERSATIONS_PER_DAY: '1000000',
    LIMIT_MESSAGES_PER_MINUTE: '1000000',
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function register(base, n) {
  const res = await call(base, 'POST', '/api/register', {
    body: {
      name: `Bench Usuario ${n}`,
      email: `bench-${n}-${Date.now()}@ejemplo.es`,
      password: 'secreto123',
      phone: '612345678',
      userType: n % 2 ? 'client' : 'professional',
    },
  });
  if (res.status !== 201) throw new Error(`register ${res.status}`);
  const cookie = [res.headers['set-cookie']]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: res.body.id, cookie };
}

/** An EventSource-like reader: reconnects to `bases()` with Last-Event-ID after a drop. */
function listen(user, bases, onMessage) {
  let lastId;
  let closed = false;
  let req;
  let attempt = 0;
  const connect = () => {
    if (closed) return;
    const base = bases()[attempt++ % bases().length];
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
        res.setEncoding('utf8');
        res.on(
          'data',
          eventStreamReader(({ id, event, data }) => {
            if (id) lastId = id;
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
  return () => {
    closed = true;
    req?.destroy();
  };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function run({ label, apis, killHalfway }) {
  let alive = [...apis];
  const users = [];
  for (let i = 0; i < PAIRS * 2; i++) users.push(await register(apis[i % apis.length].base, i));
  const sentAt = new Map();
  const acked = new Set();
  const received = new Map();
  let duplicates = 0;
  const latencies = [];
  const stops = [];
  for (let p = 0; p < PAIRS; p++) {
    const receiver = users[2 * p + 1];
    // The receiver listens on the other process than its sender posts to (when there are two).
    const home = apis[(p + 1) % apis.length];
    const order = () =>
      [home, ...alive.filter((a) => a !== home)].filter((a) => alive.includes(a)).map((a) => a.base);
    stops.push(
      listen(receiver, order, (message) => {
        if (message.receiverId !== receiver.id) return;
        const key = message.message;
        if (received.has(key)) {
          duplicates += 1;
          return;
        }
        received.set(key, Date.now());
        const started = sentAt.get(key);
        if (started !== undefined) latencies.push(Date.now() - started);
      }),
    );
  }
  await sleep(1500);
  const load = loadavg()[0];
  let killedAt;
  const deadline = Date.now() + SECONDS * 1000;
  if (killHalfway) {
    setTimeout(
      () => {
        const victim = apis[1];
        alive = alive.filter((a) => a !== victim);
        victim.child.kill('SIGKILL');
        killedAt = Date.now();
      },
      (SECONDS * 1000) / 2,
    );
  }
  const senders = [];
  for (let p = 0; p < PAIRS; p++) {
    const sender = users[2 * p];
    const receiver = users[2 * p + 1];
    senders.push(
      (async () => {
        await sleep(Math.random() * (1000 / RATE));
        for (let seq = 0; Date.now() < deadline; seq++) {
          const text = `pareja ${p} mensaje ${seq}`;
          const clientKey = randomUUID();
          const next = Date.now() + 1000 / RATE;
          for (let tries = 0; tries < 20; tries++) {
            const api = alive[(p + tries) % alive.length];
            if (!sentAt.has(text)) sentAt.set(text, Date.now());
            try {
              const res = await call(api.base, 'POST', '/api/messages', {
                cookie: sender.cookie,
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
      })(),
    );
  }
  await Promise.all(senders);
  await sleep(3000);
  stops.forEach((stop) => stop());
  const lost = [...acked].filter((text) => !received.has(text)).length;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    label,
    pairs: PAIRS,
    messages: acked.size,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    lost,
    duplicated: duplicates,
    load,
    killed: Boolean(killedAt),
  };
}

const name = `bench_chat_${process.pid}`;
await admin(`CREATE DATABASE "${name}"`);
const url = dbUrl(name);
const results = [];
try {
  const a = await startApi(url, PORTS[0]);
  const b = await startApi(url, PORTS[1]);
  results.push(
    await run({ label: 'push (SSE + LISTEN/NOTIFY), 2 procesos', apis: [a, b], killHalfway: false }),
  );
  results.push(
    await run({ label: 'push, un proceso muerto a mitad (kill -9)', apis: [a, b], killHalfway: true }),
  );
} finally {
  children.forEach((c) => c.kill('SIGKILL'));
  await sleep(500);
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
const rows = [
  '| run | pairs | messages | p50 | p95 | p99 | lost | duplicated | load avg (1 min) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.label} | ${r.pairs} | ${r.messages} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.lost} | ${r.duplicated} | ${r.load.toFixed(2)} |`,
  ),
  `| spec's polling every 5 s (expected delay of a uniform arrival) | ${PAIRS} | — | 2500 ms | 4750 ms | 4950 ms | — | — | — |`,
];
const table = rows.join('\n');
console.log(
  `\nChat: ${PAIRS} conversations, ${RATE} message/s each, ${SECONDS} s per run, 2 API processes, ${new Date().toISOString()}\n`,
);
console.log(table);
const push = results[0];
console.log(
  `\np95 push ${ms(push.p95)} vs polling 4750 ms: ${(4750 / push.p95).toFixed(0)}× faster; target p95 < 50 ms at 100 conversations on an idle machine.`,
);

if (WRITE)
  await writeBenchmarkSection({
    name: 'chat',
    heading: 'Chat push latency (`npm run bench:chat`)',
    body: `${table}\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:chat\` (${PAIRS} pairs, ${RATE} msg/s each, ${SECONDS} s per run).`,
  });
