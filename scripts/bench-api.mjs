#!/usr/bin/env node
// `npm run bench:api`: throughput and latency of the API's main reads at 10,000 and 1,000,000 renovation
// requests on a real PostgreSQL, against a bare pg + node:http server running the board query (the
// baseline), all in one run so the ratios hold on a shared, noisy machine.
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

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITE = process.argv.includes('--write');
// Read before anything starts: at the end it would count the bench's own load.
const LOAD_BEFORE = loadavg()[0];
// Professional profiles in the directory (the target is measured at 10,000).
const WORKERS = Number(process.env.BENCH_WORKERS ?? 10000);
// Rows of the board's bare baseline measured beside a directory read: their own group, the yardstick of that read.
const BESIDE_BOARD = 'board baseline beside the directory';

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

async function measure(url) {
  // A short warm-up so pools, JIT and the count cache are in their steady state.
  await autocannon({ url, connections: 10, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const median = (list) => {
  const mid = (key) => [...list].map((m) => m[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { rps: mid('rps'), p50: mid('p50'), p99: mid('p99') };
};

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
  await client.query(
    readFileSync('scripts/bench/fill.sql', 'utf8')
      .replaceAll(':projects', String(Math.floor(size)))
      .replaceAll(':workers', String(WORKERS)),
  );
  const { rows } = await client.query(
    `SELECT "id" FROM "worker_profiles" WHERE "isPublic" ORDER BY "id" LIMIT 1`,
  );
  // Restart so nothing cached from the (empty) start remains.
  await stop(api.child);
  api = await startApi(url, 3900);
  // After the restart: the API's start writes too (it recomputes response times from the chat), and rows
  // rewritten after a VACUUM cost the directory's index-only search a heap visit each, as they would in
  // production only until autovacuum passes.
  await client.query('VACUUM ANALYZE');
  await client.end();
  console.log(
    `\n${size.toLocaleString('en')} requests loaded in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s`,
  );

  // Each read and its baseline (the same SQL on a bare pg + node:http server) are measured in alternating
  // rounds and reported as medians, so that load from other jobs on the machine falls on both alike.
  const baseline = await startBaseline(url);
  const pairs = [
    ['board, type filter', '/board?renovationType=kitchen', '/api/projects?renovationType=kitchen'],
    ['board, city substring', '/board?city=valen', '/api/projects?city=valen'],
    ['board, postal-code prefix', '/board?postalCode=28', '/api/projects?postalCode=28'],
    [`directory, first page (${WORKERS.toLocaleString('en')} profiles)`, '/workers', '/api/workers'],
    [
      `directory, search (${WORKERS.toLocaleString('en')} profiles)`,
      '/workers?q=valen',
      '/api/workers?q=valen',
    ],
  ];
  const rows_ = [];
  for (const [label, basePath, apiPath] of pairs) {
    const directory = label.startsWith('directory');
    const measured = { baseline: [], board: [], api: [] };
    for (let round = 0; round < ROUNDS; round++) {
      measured.baseline.push(await measure(baseline.base + basePath));
      // The directory's yardstick is the board's bare baseline: measured in the same rounds, right before the
      // API, so a machine that slows down during the run weighs on both sides of the ratio alike.
      if (directory) measured.board.push(await measure(`${baseline.base}/board?renovationType=kitchen`));
      measured.api.push(await measure(api.base + apiPath));
    }
    rows_.push([`${label} (baseline: bare pg + node:http)`, median(measured.baseline), label]);
    if (directory)
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
const meta = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:api\`: ${CONNECTIONS} connections, ${SECONDS} s per measurement after a 2 s warm-up, each read and its baseline (the same SQL on a bare pg + node:http server) in alternating rounds (${ROUNDS} for each read, medians; the directory's rounds also measure the board's bare baseline, its yardstick), ${WORKERS.toLocaleString('en')} worker profiles, autocannon and PostgreSQL on the same ${cpus().length}-core machine (load average before the run ${LOAD_BEFORE.toFixed(2)}).`;
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
  const board = results.find(
    (b) => b.size === smallest && b.label === `${r.label} (board's bare baseline, same rounds)`,
  );
  const vsBoard = r.rps / board.rps;
  check(`${r.label} vs the board's bare baseline ≥ 60%`, `${(vsBoard * 100).toFixed(0)}%`, vsBoard >= 0.6);
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
