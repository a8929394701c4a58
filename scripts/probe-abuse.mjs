#!/usr/bin/env node
// `npm run probe:abuse`: the attacks of the write-paths security probe, replayed against the built API on a real PostgreSQL with its
// default limits, each reported as the figure the issue measured before the change. Not a test (the API specs
// assert each rule); this shows what someone who signs up can still take or stall, in numbers.
//   DATABASE_URL          server to use (default postgres://postgres@127.0.0.1:5432/test; a scratch database
//                         is created and dropped beside it)
//   PROBE_FLOOD_SECONDS   length of the read flood (default 60, as measured in the issue)
//   PROBE_REQUESTS        requests on the board before the harvest (default 2,073, as in the issue)
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { admin, buildApi, children, dbUrl } from './bench/api-bench.mjs';
import { untilAnswers } from './until-answers.mjs';

const FLOOD_SECONDS = Number(process.env.PROBE_FLOOD_SECONDS ?? 60);
const REQUESTS = Number(process.env.PROBE_REQUESTS ?? 2073);
// The issue's e-mail harvest wrote to every user id of a database of 78 users.
const OTHER_USERS = 78;

async function startApi() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['dist/api/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await untilAnswers(`${base}/api/health`, { child, deadlineMs: 60_000 });
  return { child, base, port };
}

/** Requests on the board and other users, written straight into the tables (the API's limits would slow it). */
async function seed() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (username, password, name, email, phone, "userType")
       SELECT 'otro' || i, 'x', 'Persona ' || i, 'persona' || i || '@ejemplo.es', '6' || lpad(i::text, 8, '0'),
              (ARRAY['client','professional','cleaning'])[1 + i % 3]
         FROM generate_series(1, $1) i`,
      [OTHER_USERS],
    );
    await client.query(
      `INSERT INTO renovation_projects (name, phone, email, "renovationType", timeline, "postalCode", city, description)
       SELECT 'Cliente ' || i, '9' || lpad(i::text, 8, '0'), 'cliente' || i || '@ejemplo.es', 'bathroom', 'immediate',
              '28013', 'Madrid', 'Solicitud ' || i
         FROM generate_series(1, $1) i`,
      [REQUESTS],
    );
  } finally {
    await client.end();
  }
}

async function call(method, path, { cookie, body, headers = {} } = {}) {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body:
      body === undefined
        ? undefined
        : typeof body === 'string' || body instanceof Uint8Array
          ? body
          : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, bytes: Buffer.byteLength(text) };
}

let registered = 0;
async function signUp(userType) {
  registered += 1;
  const tag = `${Date.now().toString(36)}${registered}`;
  const res = await fetch(`${api.base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Sonda ${registered}`,
      email: `sonda.${tag}@ejemplo.es`,
      password: 'secreto123',
      phone: `611${String(100000 + registered).padStart(6, '0')}`,
      userType,
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, id: (await res.json()).id };
}

const statusCounts = (statuses) =>
  Object.entries(statuses.reduce((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${n}×${s}`)
    .join(', ');
const FULL_PHONE = /^\+?\d{9,}$/;

async function run() {
  // 1. The board: a professional pages through every request.
  const pro = await signUp('professional');
  let started = Date.now();
  let phones = 0;
  let emails = 0;
  const ids = [];
  for (let offset = 0; ; offset += 100) {
    const page = await call('GET', `/api/projects?limit=100&offset=${offset}`, { cookie: pro.cookie });
    if (page.status !== 200 || !page.json.length) break;
    for (const p of page.json) {
      ids.push(p.id);
      if (FULL_PHONE.test(p.phone.replace(/\s/g, ''))) phones += 1;
      if (p.email) emails += 1;
    }
  }
  results.push([
    `a new professional reads the board (${ids.length} requests)`,
    'all 2,073 phones and 2,049 e-mails in 0.1 s',
    `${phones} full phones, ${emails} e-mails in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ]);

  // 2. Then asks to see each phone, as fast as it can.
  started = Date.now();
  const reveals = [];
  let retryAfter = null;
  for (const id of ids.slice(0, 200)) {
    const res = await call('POST', `/api/projects/${id}/contact`, { cookie: pro.cookie });
    reveals.push(res.status);
    if (res.status === 429) {
      retryAfter = res.headers.get('retry-after');
      break;
    }
  }
  results.push([
    'the same professional reveals phones one by one',
    '(no such call: every phone was in the list)',
    `${reveals.filter((s) => s === 200).length} revealed, then ${reveals.at(-1)} (Retry-After ${retryAfter} s); ${statusCounts(reveals)}`,
  ]);

  // 2b. Reports: a new account reports a thousand items (each a different one, so that the one-open-report-per-item
  // rule does not answer first): the daily limit (REPORTS_DAILY_LIMIT) is what stops it.
  started = Date.now();
  const reporter = await signUp('client');
  const reports = [];
  for (const id of ids.slice(0, 1000)) {
    const res = await call('POST', '/api/reports', {
      cookie: reporter.cookie,
      body: { targetType: 'project', targetId: id, reason: 'spam' },
    });
    reports.push(res.status);
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: stored } = await db.query('SELECT count(*)::int AS n FROM reports').finally(() => db.end());
  results.push([
    `a new account reports ${reports.length} requests`,
    '(no reports)',
    `${reports.filter((status) => status === 201).length} taken, ${stored[0].n} stored, then 429; ${statusCounts(reports)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ]);

  // 3. Read flood: one client, sequential and 10 parallel, for FLOOD_SECONDS.
  started = Date.now();
  const flood = new Map();
  const until = started + FLOOD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < until) {
        const res = await fetch(`${api.base}/api/projects?limit=100`, { headers: { cookie: pro.cookie } });
        await res.arrayBuffer();
        flood.set(res.status, (flood.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const floodTotal = [...flood.values()].reduce((a, b) => a + b, 0);
  results.push([
    `read flood of the board, ${FLOOD_SECONDS} s`,
    '11,403 requests without a single 429 (each page with 100 phones and e-mails)',
    `${floodTotal} requests: ${[...flood].map(([s, n]) => `${n}×${s}`).join(', ')}`,
  ]);

  // 4. A fresh cleaning account writes to every user id, then reads the contacts list and each user.
  const cleaner = await signUp('cleaning');
  started = Date.now();
  const sends = [];
  for (let id = 1; id <= OTHER_USERS; id++) {
    const res = await call('POST', '/api/messages', {
      cookie: cleaner.cookie,
      body: { receiverId: id, message: 'Hola', clientKey: randomUUID() },
    });
    sends.push(res.status);
  }
  const sendSeconds = ((Date.now() - started) / 1000).toFixed(1);
  const contacts = await call('GET', `/api/users/${cleaner.id}/contacts`, { cookie: cleaner.cookie });
  const contactEmails = (contacts.json ?? []).filter((c) => c.email).length;
  let profileEmails = 0;
  for (let id = 1; id <= OTHER_USERS; id++) {
    const res = await call('GET', `/api/users/${id}`, { cookie: cleaner.cookie });
    if (res.json?.email) profileEmails += 1;
  }
  results.push([
    `a new cleaning account writes to all ${OTHER_USERS} users`,
    '78 messages in about a second; 78 of 78 e-mails',
    `${sends.filter((s) => s === 201).length} sent in ${sendSeconds} s (${statusCounts(sends)}); e-mails: ${contactEmails} in contacts, ${profileEmails} in /api/users/{id}`,
  ]);

  // 5. One account sends to one person as fast as it can for a second.
  const talker = await signUp('client');
  const listener = await signUp('professional');
  started = Date.now();
  const burst = [];
  while (Date.now() - started < 1000) {
    const res = await call('POST', '/api/messages', {
      cookie: talker.cookie,
      body: { receiverId: listener.id, message: 'Mensaje', clientKey: randomUUID() },
    });
    burst.push(res.status);
  }
  results.push([
    'one account sends messages to one person for 1 s',
    '78 messages in a second',
    `${burst.filter((s) => s === 201).length} stored (${statusCounts(burst)})`,
  ]);

  // 6. Five accounts publish requests as fast as they can for 11 s.
  const publishers = await Promise.all(Array.from({ length: 5 }, () => signUp('client')));
  started = Date.now();
  const published = [];
  await Promise.all(
    publishers.map(async (p) => {
      while (Date.now() - started < 11_000) {
        const res = await call('POST', '/api/projects', {
          cookie: p.cookie,
          body: {
            phone: '911222333',
            renovationType: 'bathroom',
            timeline: 'immediate',
            postalCode: '28013',
            city: 'Madrid',
            description: 'Solicitud repetida',
          },
        });
        published.push(res.status);
      }
    }),
  );
  results.push([
    '5 accounts publish requests for 11 s',
    '2,000 published',
    `${published.filter((s) => s === 201).length} published (${statusCounts(published)})`,
  ]);

  // 7. Inputs: a services list of 100,000 entries, invalid UTF-8 raw and percent-encoded.
  const worker = await signUp('professional');
  const huge = await call('POST', '/api/workers', {
    cookie: worker.cookie,
    body: { services: Array(100_000).fill('bathroom'), postalCode: '28013', city: 'Madrid' },
  });
  results.push(['a worker profile with 100,000 services', '500 (PostgreSQL 54000)', String(huge.status)]);
  const raw = Buffer.concat([
    Buffer.from(
      '{"phone":"911222333","renovationType":"bathroom","timeline":"immediate","postalCode":"28013","city":"Madrid","description":"mal ',
    ),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('"}'),
  ]);
  const rawUtf8 = await call('POST', '/api/projects', { cookie: (await signUp('client')).cookie, body: raw });
  const percent = await call('GET', '/api/projects?city=%FF');
  results.push([
    'invalid UTF-8: raw in a JSON body / %FF in a filter',
    'stored (as U+FFFD) / 200',
    `${rawUtf8.status} / ${percent.status}`,
  ]);

  // 8. Headers a byte a second.
  const slow = await slowHeaders();
  results.push(['headers sent a byte a second', 'open indefinitely (75 s seen)', slow]);

  // 9. Cross-site refusal: upper-case Sec-Fetch-Site, a foreign Origin without it.
  const victim = await signUp('client');
  const upper = await call('POST', '/api/logout', {
    cookie: victim.cookie,
    headers: { 'sec-fetch-site': 'CROSS-SITE' },
  });
  const foreign = await call('POST', '/api/logout', {
    cookie: victim.cookie,
    headers: { origin: 'https://atacante.example' },
  });
  results.push([
    'Sec-Fetch-Site: CROSS-SITE / foreign Origin without it',
    'passed / not checked',
    `${upper.status} / ${foreign.status}`,
  ]);

  // 10. Who may publish what.
  const profileBody = { services: ['bathroom'], postalCode: '28013', city: 'Madrid' };
  const clientProfile = await call('POST', '/api/workers', {
    cookie: (await signUp('client')).cookie,
    body: profileBody,
  });
  const cleanerProfile = await call('POST', '/api/workers', { cookie: cleaner.cookie, body: profileBody });
  const proCleaning = await call('POST', '/api/cleaning', {
    cookie: worker.cookie,
    body: {
      name: 'Limpieza Falsa',
      phone: '611222333',
      city: 'Madrid',
      experience: 2,
      availability: 'full_time',
      serviceType: ['home'],
    },
  });
  results.push([
    'a client / a cleaner publish a professional profile; a professional a cleaning service',
    'allowed / allowed / allowed',
    `${clientProfile.status} / ${cleanerProfile.status} / ${proCleaning.status}`,
  ]);
}

/** Sends a request's headers a byte a second; how long the API keeps the connection (stops looking at 90 s). */
function slowHeaders() {
  return new Promise((resolve) => {
    const started = Date.now();
    const text = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: ' + 'a'.repeat(200);
    let i = 0;
    const socket = connect(api.port, '127.0.0.1');
    const timer = setInterval(() => {
      if (Date.now() - started > 90_000) {
        finish('still open at 90 s');
        return;
      }
      socket.write(text[i % text.length]);
      i += 1;
    }, 1000);
    const finish = (what) => {
      clearInterval(timer);
      socket.destroy();
      resolve(what);
    };
    socket.on('close', () =>
      finish(`closed by the API after ${((Date.now() - started) / 1000).toFixed(0)} s`),
    );
    socket.on('error', () => undefined);
  });
}

buildApi();
const database = `probe_abuse_${Date.now().toString(36)}`;
await admin(`CREATE DATABASE "${database}"`);
const url = dbUrl(database);
const api = await startApi();
const results = [];
try {
  await seed();
  await run();
} finally {
  api.child.kill('SIGTERM');
  await new Promise((resolve) => api.child.once('exit', resolve));
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
console.log('\n| probe | before | now |\n|---|---|---|');
for (const [probe, before, now] of results) console.log(`| ${probe} | ${before} | ${now} |`);
