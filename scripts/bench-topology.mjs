#!/usr/bin/env node
// `npm run bench:topology`: what the edge costs and what more API processes give, in one run. The
// board's first page (GET /api/projects?limit=12&offset=0, as /projects asks for it) at 1,000,000 requests on the
// real PostgreSQL, measured direct to one API process and through nginx (deploy/nginx) in front of 1, 2 and 3
// processes, in alternating rounds (medians), so the machine's noise falls on every column alike. Then the chat:
// 100 conversations through nginx in front of 3 processes, delivery time and losses. The load comes from wrk
// (installed with apt-get when missing); each column also gives the CPU per request of the API processes and of
// nginx, and how busy the whole machine was, read from /proc.
// This machine has 2 cores: the point is the edge's cost, and that adding processes never makes it worse.
//   DATABASE_URL     server (default postgres://postgres@127.0.0.1:5432/test; a scratch database beside it)
//   BENCH_SIZE       requests in the table (default 1000000); BENCH_SECONDS per measurement (default 8);
//   BENCH_CONNECTIONS (default 50); BENCH_ROUNDS (default 3); BENCH_PAIRS chat conversations (default 100)
//   --write          also replace the topology table in BENCHMARKS.md
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.mjs';
import { buildApi } from './bench/api-bench.mjs';
import { writeBenchmarkSection } from './bench/benchmarks-file.mjs';
import { coreScaling } from './bench/core-scaling.mjs';
import { fillDatabase } from './bench/fill.mjs';
import { apiProcess, freshDatabase, runFolder, sleep, startEdge } from './topology/cluster.mjs';
import { chat, newConversations } from './topology/traffic.mjs';
import { envNumber, HTTP_LOAD, WRITE } from './bench/settings.mjs';

const SIZE = envNumber('BENCH_SIZE', 1_000_000);
const { seconds: SECONDS, connections: CONNECTIONS, rounds: ROUNDS } = HTTP_LOAD;
const PAIRS = envNumber('BENCH_PAIRS', 100);
const BOARD = '/api/projects?limit=12&offset=0';
const PORT_BASE = envNumber('BENCH_PORT_BASE', 3840);
const LOAD_BEFORE = loadavg()[0];

ensureWrk();
buildApi();
const folder = runFolder('bench-topology-');
const database = await freshDatabase('bench_topology');
// As in production: one JSON log line per request; the auth limits off (nobody logs in here).
const apis = [1, 2, 3].map((n) =>
  apiProcess({
    port: PORT_BASE + n,
    databaseUrl: database.url,
    logDir: folder,
    env: {
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      AUTH_RATE_LIMIT: '0',
      LIMIT_NEW_CONVERSATIONS_PER_DAY: '0',
      LIMIT_MESSAGES_PER_MINUTE: '0',
    },
  }),
);

async function fill() {
  // The first process creates the schema (its migrations), then the data goes in with generate_series.
  await apis[0].start();
  const started = Date.now();
  await fillDatabase(database.url, { projects: SIZE, workers: 10000 });
  console.log(
    `${SIZE.toLocaleString('en')} solicitudes cargadas en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // Restarted with the others, so nothing cached from the empty start remains.
  await apis[0].term();
  await Promise.all(apis.map((api) => api.start()));
}

// The load comes from wrk (Debian's package, written in C), not from autocannon in this Node process: at 7,000
// requests a second the load generator shares the 2 cores with everything it measures, and wrk takes less of them.
function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (!aptInstall(['wrk'], { why: 'wrk, que genera la carga de bench:topology' })) process.exit(1);
}

function wrk(url, connections, seconds) {
  const run = spawnSync(
    'wrk',
    ['--latency', '-t', '1', '-c', String(connections), '-d', `${seconds}s`, url],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`wrk: ${run.stderr || run.error}`);
  const out = run.stdout;
  const ms = (label) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\b`, 'm').exec(out);
    if (!m) throw new Error(`wrk: sin percentil ${label} en\n${out}`);
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: (.*)/.exec(out)?.[1];
  return { rps, p50: ms('50'), p99: ms('99'), non2xx, errors };
}

// CPU time (ms) used so far by the API processes and by nginx (its workers), from /proc; and the whole machine's
// busy and total time (/proc/stat), so each column says where its CPU went and whether the 2 cores were full.
function cpuNow() {
  const apiPids = new Set(apis.map((api) => String(api.pid)));
  const used = { api: 0, nginx: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = apiPids.has(pid) ? 'api' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!(name in used)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used[name] += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
    } catch {
      // ended meanwhile
    }
  }
  const stat = readFileSync('/proc/stat', 'utf8').split('\n');
  const cpu = stat[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  // Context switches of the whole machine so far: does a configuration make every request switch more often?
  const switches = Number(stat.find((line) => line.startsWith('ctxt '))?.split(' ')[1]);
  return { ...used, busy: ((total - idle) * 1000) / TICKS, total: (total * 1000) / TICKS, switches };
}
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

function measure(url) {
  // A short warm-up so pools, JIT and the count cache are in their steady state.
  wrk(url, 10, 2);
  const before = cpuNow();
  const r = wrk(url, CONNECTIONS, SECONDS);
  const after = cpuNow();
  if (r.non2xx > 0 || r.errors) throw new Error(`${url}: ${r.non2xx} no 2xx, errores: ${r.errors ?? 0}`);
  const requests = r.rps * SECONDS;
  const perRequest = (key) => ((after[key] - before[key]) * 1000) / requests;
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    apiUs: perRequest('api'),
    nginxUs: perRequest('nginx'),
    busy: (after.busy - before.busy) / (after.total - before.total),
    switches: (after.switches - before.switches) / requests,
  };
}

const median = (list, key) => [...list].map((m) => m[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

const edges = [];
let rows;
let chatResult;
let cores;
try {
  await fill();
  // Before the rounds, with the API processes idle: what the cores give busy together (scripts/bench/core-scaling.mjs).
  cores = await coreScaling();
  console.log(
    `Núcleos: un proceso solo ${Math.round(cores.alone)} rondas/s; ${cores.cores} a la vez, cada uno ` +
      `${Math.round(cores.together)} (${(cores.ratio * 100).toFixed(0)} %)`,
  );
  // One edge per count of processes, each in front of the first n (idle while another is measured).
  const releasesDir = path.join(folder, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  for (const n of [1, 2, 3]) {
    edges.push(
      await startEdge({
        port: PORT_BASE + 10 + n,
        upstreams: apis.slice(0, n).map((api) => `127.0.0.1:${api.port}`),
        runDir: path.join(folder, `nginx-${n}`),
        releasesDir,
      }),
    );
  }
  const columns = [
    ['directo a 1 proceso', apis[0].base],
    ['nginx → 1 proceso', edges[0].base],
    ['nginx → 2 procesos', edges[1].base],
    ['nginx → 3 procesos', edges[2].base],
  ];
  const measured = new Map(columns.map(([label]) => [label, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [label, base] of columns) {
      const m = measure(base + BOARD);
      measured.get(label).push(m);
      console.log(
        `ronda ${round} ${label}: ${Math.round(m.rps)} pet/s, p50 ${m.p50} ms, p99 ${m.p99} ms; CPU por petición: ` +
          `API ${m.apiUs.toFixed(0)} µs, nginx ${m.nginxUs.toFixed(0)} µs; máquina ocupada ${(m.busy * 100).toFixed(0)} %; ` +
          `${m.switches.toFixed(1)} cambios de contexto por petición`,
      );
    }
  }
  const direct = measured.get(columns[0][0]);
  rows = columns.map(([label]) => {
    const list = measured.get(label);
    return {
      label,
      rps: median(list, 'rps'),
      p50: median(list, 'p50'),
      p99: median(list, 'p99'),
      vsDirect: median(list, 'rps') / median(direct, 'rps'),
      p99VsDirect: median(list, 'p99') / median(direct, 'p99'),
      apiUs: median(list, 'apiUs'),
      nginxUs: median(list, 'nginxUs'),
      busy: median(list, 'busy'),
      switches: median(list, 'switches'),
    };
  });

  console.log(`\nChat: ${PAIRS} conversaciones a través de nginx delante de 3 procesos`);
  const conversations = await newConversations(edges[2].base, PAIRS);
  const talk = await chat(edges[2].base, conversations);
  await sleep(20_000);
  chatResult = await talk.stop();
} finally {
  await Promise.all(edges.map((edge) => edge.stop()));
  await Promise.all(apis.filter((api) => api.running).map((api) => api.term()));
  await database.drop();
}

const [, one, , three] = rows;
const checks = [
  [`nginx → 1: ${(one.vsDirect * 100).toFixed(0)} % del directo (≥ 90 %)`, one.vsDirect >= 0.9],
  [`nginx → 1: p99 ${one.p99VsDirect.toFixed(2)}× el directo (≤ 1.2×)`, one.p99VsDirect <= 1.2],
  [
    `nginx → 3: ${((three.rps / one.rps) * 100).toFixed(0)} % de nginx → 1 (no peor: ≥ 100 %)`,
    three.rps >= one.rps,
  ],
  [
    `chat: ${chatResult.lost} perdidos, ${chatResult.duplicated} duplicados (0)`,
    chatResult.lost === 0 && chatResult.duplicated === 0,
  ],
];
const ms = (v) => `${Math.round(v)} ms`;
const table = [
  `| board, first page at ${SIZE.toLocaleString('en')} requests | req/s | vs direct | p50 | p99 | p99 vs direct | API CPU per request | nginx CPU per request | machine busy | context switches per request |`,
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${Math.round(r.rps)} | ${(r.vsDirect * 100).toFixed(0)} % | ${ms(r.p50)} | ${ms(r.p99)} | ${r.p99VsDirect.toFixed(2)}× | ${Math.round(r.apiUs)} µs | ${r.nginxUs >= 0.5 ? `${Math.round(r.nginxUs)} µs` : '–'} | ${(r.busy * 100).toFixed(0)} % | ${r.switches.toFixed(1)} |`,
  ),
  '',
  '| chat through nginx → 3 processes | conversations | messages | p50 | p95 | p99 | lost | duplicated |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  `| push (SSE), 1 message/s each | ${PAIRS} | ${chatResult.sent} | ${ms(percentile(chatResult.latencies, 50))} | ${ms(percentile(chatResult.latencies, 95))} | ${ms(percentile(chatResult.latencies, 99))} | ${chatResult.lost} | ${chatResult.duplicated} |`,
].join('\n');
console.log(`\n${table}\n`);
for (const [text, ok] of checks) console.log(`${ok ? 'ok ' : 'MAL'} ${text}`);
console.log(
  `Carga media (1 min) al empezar: ${LOAD_BEFORE.toFixed(2)}; ${ROUNDS} rondas de ${SECONDS} s, ${CONNECTIONS} conexiones.`,
);

if (WRITE) {
  const note = `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:topology\` (${ROUNDS} alternating rounds of ${SECONDS} s at ${CONNECTIONS} connections from wrk, medians; CPU from /proc; one nginx worker; load average ${LOAD_BEFORE.toFixed(2)} at the start; ${cores.cores} cores busy together each ran ${(cores.ratio * 100).toFixed(0)} % of one alone, scripts/bench/core-scaling.mjs). Targets: ${checks.map(([text, ok]) => `${text}: ${ok ? 'met' : 'NOT met'}`).join('; ')}.`;
  await writeBenchmarkSection({
    name: 'topology',
    heading: 'Production topology (`npm run bench:topology`)',
    body: `${table}\n\n${note}`,
  });
}
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
