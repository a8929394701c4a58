// bench:chat's measurement: a build of the API (this checkout's, or a worktree's) as two API processes on a scratch
// database of their own, people with open sessions, and one step of load: conversations × rate offered by load
// generators in child processes of their own (chat-load.mjs), with the CPU each party spent in the step read from
// /proc (utime + stime): the API processes, PostgreSQL (the backends of this database and the server's own
// background processes: WAL writer, checkpointer…) and the generators.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { admin, children, dbUrl, startApiProcess } from './api-bench.mjs';

const LOAD = fileURLToPath(new URL('./chat-load.mjs', import.meta.url));
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU milliseconds (user + system) a process has used, or undefined once it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command may hold spaces or parentheses: the fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/**
 * Follows the CPU of groups of processes through a step: sampled every second, so a process killed in the step
 * (kill -9) keeps what it had used until its last sample. `groups()` gives each group's pids at that moment.
 */
function cpuMeter(groups) {
  const first = new Map();
  const last = new Map();
  const sample = async () => {
    for (const [group, pids] of Object.entries(await groups())) {
      for (const pid of pids) {
        const ms = cpuMs(pid);
        if (ms === undefined) continue;
        const key = `${group}:${pid}`;
        if (!first.has(key)) first.set(key, ms);
        last.set(key, ms);
      }
    }
  };
  let timer;
  return {
    async start() {
      await sample();
      timer = setInterval(() => void sample(), 1000);
    },
    /** Per group: the CPU ms used since start, and of its busiest process. */
    async stop() {
      clearInterval(timer);
      await sample();
      const used = {};
      for (const [key, ms] of last) {
        const group = key.slice(0, key.indexOf(':'));
        const spent = ms - (first.get(key) ?? ms);
        used[group] ??= { total: 0, busiest: 0 };
        used[group].total += spent;
        used[group].busiest = Math.max(used[group].busiest, spent);
      }
      return used;
    },
  };
}

/**
 * A version of the API under test: `cwd` holds its build (dist/api/main.js). Two processes on ports `ports` and a
 * scratch database; `ensurePeople(n)` makes sure n people (even: senders, odd: receivers) have a session.
 */
export async function startTarget({ label, cwd, ports }) {
  const name = `bench_chat_${process.pid}_${ports[0]}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = dbUrl(name);
  // Each simulated person writes far faster than a person may; the limits stay on (set far out of reach) so each
  // message still pays for its counting, as in production.
  const env = {
    DATABASE_URL: url,
    LIMIT_NEW_CONVERSATIONS_PER_DAY: '1000000',
    LIMIT_MESSAGES_PER_MINUTE: '1000000',
  };
  const apis = [];
  for (const port of ports) apis.push(await startApiProcess(port, env, { cwd }));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const people = [];
  return {
    label,
    name,
    apis,
    people,
    /** People are rows written straight to the tables (registration's scrypt would cost more than the bench). */
    async ensurePeople(n) {
      if (people.length >= n) return;
      const from = people.length;
      const rows = await db.query(
        `INSERT INTO "users" ("username", "password", "name", "email", "phone", "userType")
         SELECT 'bench' || g, 'sin-contraseña', 'Bench Usuario ' || g, 'bench-' || g || '@ejemplo.es', '612345678',
                CASE WHEN g % 2 = 1 THEN 'client' ELSE 'professional' END
           FROM generate_series($1::int, $2::int) g ORDER BY g RETURNING "id"`,
        [from, n - 1],
      );
      await db.query(
        `INSERT INTO "sessions" ("id", "userId", "expiresAt", "lastSeenAt")
         SELECT encode(sha256(convert_to('bench-token-' || u, 'UTF8')), 'hex'), u, now() + interval '1 day', now()
           FROM unnest($1::int[]) u`,
        [rows.rows.map((r) => r.id)],
      );
      for (const { id } of rows.rows) people.push({ id, cookie: `sid=bench-token-${id}` });
    },
    /** This database's backends and the server's background processes. */
    async postgresPids() {
      const res = await db.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 OR backend_type <> 'client backend'`,
        [name],
      );
      return res.rows.map((r) => r.pid);
    },
    async stop() {
      for (const api of apis) api.child.kill('SIGKILL');
      await db.end();
      await sleep(300);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

function startGenerator() {
  const child = fork(LOAD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  const waiting = new Map();
  child.on('message', (msg) => {
    waiting.get(msg.type)?.(msg);
    waiting.delete(msg.type);
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      waiting.set(type, resolve);
      child.once('exit', (code) => reject(new Error(`generador terminó (${code}) esperando ${type}`)));
    });
  return { child, next };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/**
 * One step: `pairs` conversations sending `rate` messages a second each for `seconds`, spread over `generators`
 * processes; with `killHalfway`, the second API process is killed (SIGKILL) halfway. Returns the delivered rate,
 * latency percentiles, lost and duplicated, and the CPU ms per delivered message of each party.
 */
export async function runStep(target, { pairs, rate, seconds, generators, killHalfway = false }) {
  await target.ensurePeople(pairs * 2);
  const bases = target.apis.map((a) => a.base);
  const gens = Array.from({ length: Math.min(generators, pairs) }, startGenerator);
  const share = gens.map(() => []);
  for (let p = 0; p < pairs; p++)
    share[p % gens.length].push({ p, sender: target.people[2 * p], receiver: target.people[2 * p + 1] });
  const ready = gens.map((g) => g.next('ready'));
  gens.forEach((g, i) => g.child.send({ type: 'start', pairs: share[i], bases, rate }));
  await Promise.all(ready);
  await sleep(500);
  const meter = cpuMeter(async () => ({
    api: target.apis.map((a) => a.child.pid),
    postgres: await target.postgresPids(),
    generator: gens.map((g) => g.child.pid),
  }));
  await meter.start();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  let killed = false;
  const killer =
    killHalfway &&
    setTimeout(
      () => {
        const victim = target.apis[1];
        victim.child.kill('SIGKILL');
        killed = true;
        gens.forEach((g) => g.child.send({ type: 'dead', base: victim.base }));
      },
      (seconds * 1000) / 2,
    );
  const sent = gens.map((g) => g.next('sent'));
  gens.forEach((g) => g.child.send({ type: 'go', deadline }));
  await Promise.all(sent);
  // What is still on its way arrives (or is counted lost) within this wait.
  await sleep(3000);
  const cpu = await meter.stop();
  const elapsed = (Date.now() - started) / 1000;
  clearTimeout(killer);
  const results = await Promise.all(
    gens.map((g) => {
      const result = g.next('result');
      g.child.send({ type: 'stop' });
      return result;
    }),
  );
  gens.forEach((g) => children.delete(g.child));
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const delivered = latencies.length;
  const perMessage = (group) => (delivered ? (cpu[group]?.total ?? 0) / delivered : NaN);
  return {
    label: target.label,
    pairs,
    rate,
    offered: pairs * rate,
    generators: gens.length,
    acked: results.reduce((n, r) => n + r.acked, 0),
    delivered,
    deliveredRate: delivered / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    lost: results.reduce((n, r) => n + r.lost, 0),
    duplicated: results.reduce((n, r) => n + r.duplicated, 0),
    killed,
    cpuMs: {
      api: perMessage('api'),
      postgres: perMessage('postgres'),
      generator: perMessage('generator'),
    },
    // Share of one core used in the step: of the API processes together and of the busiest generator.
    busy: {
      api: (cpu.api?.total ?? 0) / 1000 / elapsed,
      postgres: (cpu.postgres?.total ?? 0) / 1000 / elapsed,
      generator: (cpu.generator?.busiest ?? 0) / 1000 / elapsed,
    },
  };
}
