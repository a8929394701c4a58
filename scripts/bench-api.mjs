#!/usr/bin/env node
// `npm run bench:api`: throughput and latency of the API's main reads at 10,000 and 1,000,000 renovation
// requests (and 3 quotes per request) on a real PostgreSQL, against a bare pg + node:http server running the
// board query (the baseline), all in one run so the ratios hold on a shared, noisy machine. The quotes' reads are
// signed in: the bench registers a client and a professional through the API and gives them, with SQL, a
// request with 4 quotes (the owner's comparison) and 40 quotes among the others ('Mis presupuestos').
//   DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/test; scratch databases are
//                 created and dropped beside it)
//   BENCH_SIZES   comma list of table sizes (default 10000,1000000)
//   BENCH_SECONDS seconds per measurement (default 8); BENCH_CONNECTIONS (default 50); BENCH_ROUNDS
//                 alternating baseline/API rounds for each read (default 3, medians reported)
//   --write       also replace the API table in BENCHMARKS.md
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { admin, buildApi, children, dbUrl } from './bench/api-bench.mjs';
import { writeBenchmarkSection } from './bench/benchmarks-file.mjs';
import { fillBenchData } from './bench/fill.mjs';
import { envNumber, HTTP_LOAD, WRITE } from './bench/settings.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const { seconds: SECONDS, connections: CONNECTIONS, rounds: ROUNDS } = HTTP_LOAD;
// Read before anything starts: at the end it would count the bench's own load.
const LOAD_BEFORE = loadavg()[0];
// Professional profiles in the directory (the target is measured at 10,000).
const WORKERS = envNumber('BENCH_WORKERS', 10000);
// Rows of the board's bare baseline measured beside a directory or quotes read: their own group, the yardstick of
// that read.
const BESIDE_BOARD = 'board baseline beside the directory';
// The signed-in reads' data: the owner's request and its quotes, the professional's quotes.
const OWNER_QUOTES = 4;
const PRO_QUOTES = 40;

buildApi();

// A server's output goes to a file, not through a pipe into this process: autocannon runs here, and reading the
// API's log line per request would slow the load generator during the API's rounds only.
const logDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
process.on('exit', () => rmSync(logDir, { recursive: true, force: true }));

function startProcess(args, env, ready) {
  return new Promise((resolve, reject) => {
    const logFile = path.join(logDir, `${path.basename(args[0])}-${Date.now()}.log`);
    const fd = openSync(logFile, 'w');
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    children.add(child);
    const timer = setInterval(() => {
      const match = ready(readFileSync(logFile, 'utf8'));
      if (match) {
        clearInterval(timer);
        child.removeAllListeners('exit');
        resolve({ child, port: match });
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`${args.join(' ')} exited ${code}:\n${readFileSync(logFile, 'utf8')}`));
    });
  });
}

async function startApi(url, port) {
  const { child } = await startProcess(
    ['dist/api/main.js'],
    {
      DATABASE_URL: url,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '0',
      // As in production: one JSON log line per request.
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    (out) => (out.includes('API en http') ? port : null),
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

async function startBaseline(url) {
  const { child, port } = await startProcess(
    ['scripts/bench/baseline-server.mjs'],
    { DATABASE_URL: url },
    (out) => {
      const m = /listening (\d+)/.exec(out);
      return m ? Number(m[1]) : null;
    },
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(url, headers = {}) {
  // A short warm-up so pools, JIT and the count cache are in their steady state.
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const median = (list) => {
  const mid = (key) => [...list].map((m) => m[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { rps: mid('rps'), p50: mid('p50'), p99: mid('p99') };
};

/** Registers a user through the API as the site's form does; returns their id and session cookie ('sid=…'). */
async function register(base, userType, tag) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `${userType === 'client' ? 'Clienta' : 'Profesional'} Banco ${tag}`,
      email: `banco.${userType}.${tag}@bench.es`,
      password: 'secreto123',
      phone: userType === 'client' ? '600999001' : '600999002',
      userType,
    }),
  });
  if (res.status !== 201) throw new Error(`register ${userType}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`register ${userType}: no session cookie`);
  return { id: (await res.json()).id, cookie };
}

/**
 * The signed-in users of the quotes' reads, on data of the fill: the client owns an open request with
 * OWNER_QUOTES quotes (the newest such one), and the professional (with a profile and a NIF, as sending quotes
 * requires) becomes the author of PRO_QUOTES quotes spread over the whole table, on as many requests, whatever
 * their states (older ones read as expired).
 */
async function signedInReaders(client, base) {
  const owner = await register(base, 'client', Date.now().toString(36));
  const pro = await register(base, 'professional', Date.now().toString(36));
  const { rows: projects } = await client.query(
    `SELECT q."projectId" AS id FROM "quotes" q JOIN "renovation_projects" p ON p."id" = q."projectId"
      WHERE p."closedAt" IS NULL GROUP BY q."projectId" HAVING count(*) = $1 ORDER BY q."projectId" LIMIT 1`,
    [OWNER_QUOTES],
  );
  const projectId = projects[0].id;
  await client.query(
    `UPDATE "renovation_projects" SET "userId" = $1, "name" = u."name", "email" = u."email"
       FROM "users" u WHERE u."id" = $1 AND "renovation_projects"."id" = $2`,
    [owner.id, projectId],
  );
  await client.query(`UPDATE "users" SET "companyName" = 'Reformas Banco de Pruebas' WHERE "id" = $1`, [
    pro.id,
  ]);
  await client.query(
    `INSERT INTO "worker_profiles" ("userId", "description", "services", "experience", "postalCode", "city", "taxId")
     VALUES ($1, 'Empresa de reformas con equipo propio y garantía.', '["integral","bathroom","kitchen"]', 12, '28013', 'Madrid', '12345678Z')`,
    [pro.id],
  );
  // One quote in each stretch of the table (ids follow the requests, newest first), none on the owner's request;
  // the contact slot each took moves with it.
  const { rowCount } = await client.query(
    `WITH pick AS (
       SELECT q."id", q."professionalId" AS "previous" FROM "quotes" q
        WHERE q."id" IN (SELECT min("id") FROM "quotes" WHERE "projectId" <> $2
                          GROUP BY "id" / ((SELECT max("id") FROM "quotes") / $3 + 1))),
     moved AS (
       UPDATE "quotes" q SET "professionalId" = $1, "firmName" = 'Reformas Banco de Pruebas', "taxId" = '12345678Z'
         FROM pick WHERE q."id" = pick."id" RETURNING q."projectId", pick."previous")
     UPDATE "project_contacts" c SET "professionalId" = $1
       FROM moved WHERE c."projectId" = moved."projectId" AND c."professionalId" = moved."previous"`,
    [pro.id, projectId, PRO_QUOTES],
  );
  if (rowCount !== PRO_QUOTES)
    throw new Error(`the professional got ${rowCount} quotes with their slots, not ${PRO_QUOTES}`);
  return { owner, pro, projectId };
}

const results = [];
const memory = [];
// A process's peak resident memory so far (Linux), in MB.
function peakRssMb(pid) {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return kb ? Math.round(Number(kb[1]) / 1024) : NaN;
}
for (const size of SIZES) {
  const name = `bench_api_${size}`;
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = dbUrl(name);
  // The API creates the schema (its migrations), then the data goes in with generate_series.
  let api = await startApi(url, 3900);
  const fillStarted = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await fillBenchData(client, { projects: Math.floor(size), workers: WORKERS });
  const fillSeconds = (Date.now() - fillStarted) / 1000;
  const { rows } = await client.query(
    `SELECT "id" FROM "worker_profiles" WHERE "isPublic" ORDER BY "id" LIMIT 1`,
  );
  // Restart so nothing cached from the (empty) start remains.
  await stop(api.child);
  api = await startApi(url, 3900);
  const readers = await signedInReaders(client, api.base);
  // After the restart and the sign-ups: the API's start writes too (it recomputes response times from the chat),
  // and rows rewritten after a VACUUM cost the directory's index-only search a heap visit each, as they would in
  // production only until autovacuum passes.
  await client.query('VACUUM ANALYZE');
  const quotes = (await client.query(`SELECT count(*)::int AS n FROM "quotes"`)).rows[0].n;
  await client.end();
  console.log(
    `\n${size.toLocaleString('en')} requests and ${quotes.toLocaleString('en')} quotes loaded in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s (fill.sql ${fillSeconds.toFixed(1)} s, then the API's restart, the sign-ups and VACUUM ANALYZE)`,
  );

  // Each read and its baseline (the same SQL on a bare pg + node:http server) are measured in alternating
  // rounds and reported as medians, so that load from other jobs on the machine falls on both alike.
  const baseline = await startBaseline(url);
  // Each read: its label, the bare baseline's path (the same SQL), the API's path, and for the directory's and the
  // quotes' reads the board's bare baseline measured in the same rounds (their yardstick) and the session cookie.
  const owner = { cookie: readers.owner.cookie };
  const pro = { cookie: readers.pro.cookie };
  const pairs = [
    ['board, type filter', '/board?renovationType=kitchen', '/api/projects?renovationType=kitchen'],
    ['board, city substring', '/board?city=valen', '/api/projects?city=valen'],
    ['board, postal-code prefix', '/board?postalCode=28', '/api/projects?postalCode=28'],
    [`directory, first page (${WORKERS.toLocaleString('en')} profiles)`, '/workers', '/api/workers', {}],
    [
      `directory, search (${WORKERS.toLocaleString('en')} profiles)`,
      '/workers?q=valen',
      '/api/workers?q=valen',
      {},
    ],
    [
      `quotes, owner's comparison (${OWNER_QUOTES} quotes)`,
      `/quotes/project?id=${readers.projectId}`,
      `/api/projects/${readers.projectId}/quotes`,
      owner,
    ],
    [
      `quotes, professional's list (${PRO_QUOTES} quotes)`,
      `/quotes/mine?professionalId=${readers.pro.id}`,
      '/api/quotes',
      pro,
    ],
  ];
  const rows_ = [];
  for (const [label, basePath, apiPath, beside] of pairs) {
    const measured = { baseline: [], board: [], api: [] };
    for (let round = 0; round < ROUNDS; round++) {
      measured.baseline.push(await measure(baseline.base + basePath));
      // The directory's and the quotes' yardstick is the board's bare baseline: measured in the same rounds, right
      // before the API, so a machine that slows down during the run weighs on both sides of the ratio alike.
      if (beside) measured.board.push(await measure(`${baseline.base}/board?renovationType=kitchen`));
      measured.api.push(await measure(api.base + apiPath, beside?.cookie ? { cookie: beside.cookie } : {}));
    }
    rows_.push([`${label} (baseline: bare pg + node:http)`, median(measured.baseline), label]);
    if (beside)
      rows_.push([`${label} (board's bare baseline, same rounds)`, median(measured.board), BESIDE_BOARD]);
    rows_.push([label, median(measured.api), label]);
  }
  rows_.push(['one worker profile', await measure(`${api.base}/api/workers/${rows[0].id}`), null]);
  for (const [label, m, group] of rows_) {
    results.push({ size, label, group, ...m });
    console.log(
      `${label.padEnd(52)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms`,
    );
  }
  memory.push({ size, api: peakRssMb(api.child.pid), baseline: peakRssMb(baseline.child.pid) });
  await stop(baseline.child);
  await stop(api.child);
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

// One table: each read with its ratio to its own baseline (same SQL, same size, same run), and p99 growth.
const besideBoardOf = (r) =>
  results.find((b) => b.size === r.size && b.label === `${r.label} (board's bare baseline, same rounds)`);
const baselineOf = (r) =>
  r.group === BESIDE_BOARD
    ? r
    : (results.find((b) => b.size === r.size && b.group === r.group && b.label.includes('baseline')) ??
      results.find(
        (b) => b.size === r.size && b.group === 'board, type filter' && b.label.includes('baseline'),
      ));
const smallest = Math.min(...SIZES);
const lines = [
  `| requests in table | read | req/s | p50 ms | p99 ms | throughput vs its baseline | p99 vs ${smallest.toLocaleString('en')} |`,
  '|---|---|---|---|---|---|---|',
];
for (const r of results) {
  const base = baselineOf(r);
  const small = results.find((s) => s.size === smallest && s.label === r.label);
  lines.push(
    `| ${r.size.toLocaleString('en')} | ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / base.rps) * 100).toFixed(0)}% | ${small ? (r.p99 / small.p99).toFixed(2) : '—'}× |`,
  );
}
const meta = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:api\`: ${CONNECTIONS} connections, ${SECONDS} s per measurement after a 2 s warm-up, each read and its baseline (the same SQL on a bare pg + node:http server) in alternating rounds (${ROUNDS} for each read, medians; the directory's and the quotes' rounds also measure the board's bare baseline, their yardstick), ${WORKERS.toLocaleString('en')} worker profiles, 3 quotes per request on average (the owner's comparison: a request with ${OWNER_QUOTES}; the professional's list: ${PRO_QUOTES}), signed in with a session cookie, autocannon and PostgreSQL on the same ${cpus().length}-core machine (load average before the run ${LOAD_BEFORE.toFixed(2)}).`;
const memoryLines = [
  '| requests in table | API, peak resident memory (MB) | baseline (MB) |',
  '|---|---|---|',
  ...memory.map((m) => `| ${m.size.toLocaleString('en')} | ${m.api} | ${m.baseline} |`),
];
const table = `${meta}\n\n${lines.join('\n')}\n\nPeak memory of each process after its size's reads:\n\n${memoryLines.join('\n')}\n`;
console.log(`\n${table}`);

const large = Math.max(...SIZES);
const ratioOf = (size, label) => {
  const r = results.find((x) => x.size === size && x.label === label);
  return r ? r.rps / baselineOf(r).rps : NaN;
};
const check = (text, value, ok) => console.log(`${text}: ${value} ${ok ? 'OK' : 'MISSED'}`);
for (const label of ['board, type filter', 'board, city substring', 'board, postal-code prefix']) {
  const ratio = ratioOf(large, label);
  check(
    `${label} at ${large.toLocaleString('en')} keeps ≥ 80% of its baseline`,
    `${(ratio * 100).toFixed(0)}%`,
    ratio >= 0.8,
  );
}
for (const r of results.filter(
  (x) => x.size === smallest && x.group?.startsWith('directory') && !x.label.includes('baseline'),
)) {
  const ratio = ratioOf(smallest, r.label);
  check(`${r.label} keeps ≥ 60% of its baseline`, `${(ratio * 100).toFixed(0)}%`, ratio >= 0.6);
  // The yardstick: the board's bare baseline (type filter), measured in the same rounds as this read.
  const vsBoard = r.rps / besideBoardOf(r).rps;
  check(`${r.label} vs the board's bare baseline ≥ 60%`, `${(vsBoard * 100).toFixed(0)}%`, vsBoard >= 0.6);
}
// The quotes' reads at the largest size (issue 33: 1,000,000 requests, 3,000,000 quotes), against the board's bare
// baseline (type filter) measured in their own rounds.
for (const r of results.filter(
  (x) => x.size === large && x.group?.startsWith('quotes') && !x.label.includes('baseline'),
)) {
  const vsBoard = r.rps / besideBoardOf(r).rps;
  check(
    `${r.label} at ${large.toLocaleString('en')} vs the board's bare baseline ≥ 60%`,
    `${(vsBoard * 100).toFixed(0)}%`,
    vsBoard >= 0.6,
  );
}
const boardLarge = results.find((r) => r.size === large && r.label === 'board, type filter');
const boardSmall = results.find((r) => r.size === smallest && r.label === 'board, type filter');
if (boardLarge && boardSmall) {
  const growth = boardLarge.p99 / boardSmall.p99;
  check(
    `board p99 at ${large.toLocaleString('en')} ≤ 1.5 × p99 at ${smallest.toLocaleString('en')}`,
    `${growth.toFixed(2)}×`,
    growth <= 1.5,
  );
}

if (WRITE) await writeBenchmarkSection({ name: 'api', heading: 'API', body: table });
