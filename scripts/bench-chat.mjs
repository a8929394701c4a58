#!/usr/bin/env node
// `npm run bench:chat`: how fast a chat message reaches the receiver through the push channel
// (GET /api/events, Server-Sent Events), with two API processes on one PostgreSQL: each pair's sender
// posts on one process while the receiver listens on the other. Measures the time from the send until
// the receiver's event arrives (p50, p95, p99) and counts lost and duplicated messages; then the same with
// one API process killed halfway (its clients reconnect to the other with Last-Event-ID and retry unanswered
// sends with the same clientKey). Printed beside the old 5-second polling. Loopback only, bounded in time.
// The load comes from generator processes of their own (scripts/bench/chat-load.mjs), never this one; each run
// also gives the CPU per delivered message of the API processes, PostgreSQL and the generators, read from /proc.
//   --curve        the capacity curve instead (issue 36): BENCH_START (50), then twice as many messages a second
//                  at each step (conversations × BENCH_RATE), up to BENCH_MAX (3200), until p95 passes
//                  BENCH_P95_MS (50) at two steps in a row (one miss can be the shared machine's noise); then one
//                  step with a process killed halfway, at the largest step within it
//   --before=<rev> with --curve, also the curve of that commit's API (a git worktree built beside this checkout),
//                  step by step in turn with this checkout's, so both meet the same machine
//   DATABASE_URL   server (default postgres://postgres@127.0.0.1:5432/test; a scratch database beside it)
//   BENCH_PAIRS    conversations (default 100); BENCH_SECONDS per run or step (default 20); BENCH_RATE messages
//                  per second per pair (default 1); BENCH_GENERATOR_RATE messages a second per generator
//                  process (default 400: one more process for each 400 offered)
//   --write        also replace the chat table in BENCHMARKS.md (with --curve, the capacity section)
import { cpus, loadavg } from 'node:os';
import { buildApi, children } from './bench/api-bench.mjs';
import { writeBenchmarkSection } from './bench/benchmarks-file.mjs';
import { runStep, startTarget } from './bench/chat-step.mjs';
import { builtWorktree } from './bench/chat-worktree.mjs';
import { envNumber, WRITE } from './bench/settings.mjs';

const PAIRS = envNumber('BENCH_PAIRS', 100);
const SECONDS = envNumber('BENCH_SECONDS', 20);
const RATE = envNumber('BENCH_RATE', 1);
const START = envNumber('BENCH_START', 50);
const MAX = envNumber('BENCH_MAX', 3200);
const P95_MS = envNumber('BENCH_P95_MS', 50);
const GENERATOR_RATE = envNumber('BENCH_GENERATOR_RATE', 400);
const CURVE = process.argv.includes('--curve');
const BEFORE = process.argv.find((a) => a.startsWith('--before='))?.slice('--before='.length);
const LOAD_BEFORE = loadavg()[0];
// The settings a curve's record names when they are set.
const SETTINGS = [
  'BENCH_SECONDS',
  'BENCH_RATE',
  'BENCH_START',
  'BENCH_MAX',
  'BENCH_P95_MS',
  'BENCH_GENERATOR_RATE',
];

const generatorsFor = (offered) => Math.max(1, Math.ceil(offered / GENERATOR_RATE));
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
const cpuMs = (v) => (Number.isFinite(v) ? v.toFixed(2) : '—');
const pct = (v) => `${Math.round(v * 100)} %`;

async function singlePoint(target) {
  const step = { pairs: PAIRS, rate: RATE, seconds: SECONDS, generators: generatorsFor(PAIRS * RATE) };
  const runs = [
    { ...(await runStep(target, step)), label: 'push (SSE + LISTEN/NOTIFY), 2 procesos' },
    {
      ...(await runStep(target, { ...step, killHalfway: true })),
      label: 'push, un proceso muerto a mitad (kill -9)',
    },
  ];
  const rows = [
    '| run | pairs | messages | p50 | p95 | p99 | lost | duplicated | CPU ms/message: API · PostgreSQL · generators | load avg (1 min) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${r.label} | ${r.pairs} | ${r.acked} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.lost} | ${r.duplicated} | ${cpuMs(r.cpuMs.api)} · ${cpuMs(r.cpuMs.postgres)} · ${cpuMs(r.cpuMs.generator)} | ${LOAD_BEFORE.toFixed(2)} |`,
    ),
    `| spec's polling every 5 s (expected delay of a uniform arrival) | ${PAIRS} | — | 2500 ms | 4750 ms | 4950 ms | — | — | — | — |`,
  ];
  const table = rows.join('\n');
  console.log(
    `\nChat: ${PAIRS} conversations, ${RATE} message/s each, ${SECONDS} s per run, 2 API processes, ${new Date().toISOString()}\n`,
  );
  console.log(table);
  const push = runs[0];
  console.log(
    `\np95 push ${ms(push.p95)} vs polling 4750 ms: ${(4750 / push.p95).toFixed(0)}× faster; target p95 < 50 ms at 100 conversations on an idle machine.`,
  );
  if (WRITE)
    await writeBenchmarkSection({
      name: 'chat',
      heading: 'Chat push latency (`npm run bench:chat`)',
      body: `${table}\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:chat\` (${PAIRS} pairs, ${RATE} msg/s each, ${SECONDS} s per run).`,
    });
}

/**
 * What one more message a second costs (API + PostgreSQL): the least-squares slope of CPU ms spent per second against
 * messages delivered per second over a version's steps, and the intercept, what the processes spend with no message
 * (timers, background writers, the streams' upkeep), which divided by few messages weighs on a step's CPU per message.
 */
function marginal(steps) {
  const points = steps.map((r) => [r.deliveredRate, (r.cpuMs.api + r.cpuMs.postgres) * r.deliveredRate]);
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  const slope = n > 1 && sxx > 0 ? points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / sxx : NaN;
  const fixed = my - slope * mx;
  return {
    slope,
    text:
      n > 1
        ? `marginal CPU per message (API + PostgreSQL, slope over ${n} steps) ${cpuMs(slope)} ms, ${Math.round(fixed)} ms a second without messages`
        : 'one step: no marginal CPU per message',
  };
}

/** One row of the curve's table. */
const curveRow = (r) =>
  `| ${r.label} | ${r.offered}${r.killed ? ' (kill -9 halfway)' : ''} | ${r.pairs} | ${Math.round(r.deliveredRate)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.lost} | ${r.duplicated} | ${cpuMs(r.cpuMs.api)} | ${cpuMs(r.cpuMs.postgres)} | ${cpuMs(r.cpuMs.api + r.cpuMs.postgres)} | ${cpuMs(r.cpuMs.generator)} | ${pct(r.busy.api)} · ${pct(r.busy.postgres)} · ${pct(r.busy.generator)} (${r.generators}) |`;
const CURVE_HEAD = [
  '| version | offered msg/s | conversations | delivered msg/s | p50 | p95 | p99 | lost | duplicated | CPU ms/msg API | PostgreSQL | API + PostgreSQL | generators | busy: API · PostgreSQL · busiest generator (processes) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

async function curve() {
  const results = new Map(targets.map((t) => [t, []]));
  const going = new Set(targets);
  console.log(CURVE_HEAD.join('\n'));
  for (let offered = START; offered <= MAX && going.size > 0; offered *= 2) {
    const pairs = Math.max(1, Math.round(offered / RATE));
    // Each version's step right after the other's, so both meet the same machine.
    for (const target of targets) {
      if (!going.has(target)) continue;
      const r = {
        ...(await runStep(target, {
          pairs,
          rate: RATE,
          seconds: SECONDS,
          generators: generatorsFor(offered),
        })),
        label: target.label,
      };
      results.get(target).push(r);
      console.log(curveRow(r));
      // On a shared machine one step can miss by noise: the curve of a version ends at its second miss in a row.
      const [previous] = results.get(target).slice(-2, -1);
      if (!(r.p95 <= P95_MS) && previous && !(previous.p95 <= P95_MS)) going.delete(target);
    }
  }
  // The largest step within the target, again with the second process killed halfway.
  for (const target of targets) {
    const within = results.get(target).filter((r) => r.p95 <= P95_MS);
    const at = within.at(-1) ?? results.get(target)[0];
    const r = {
      ...(await runStep(target, {
        pairs: at.pairs,
        rate: RATE,
        seconds: SECONDS,
        generators: at.generators,
        killHalfway: true,
      })),
      label: target.label,
    };
    results.get(target).push(r);
    console.log(curveRow(r));
  }
  const rows = [...CURVE_HEAD, ...targets.flatMap((t) => results.get(t).map(curveRow))];
  const table = rows.join('\n');
  const summary = targets.map((t) => {
    const steps = results.get(t).filter((r) => !r.killed);
    const within = steps.filter((r) => r.p95 <= P95_MS);
    const best = within.reduce((a, r) => (r.deliveredRate > (a?.deliveredRate ?? -1) ? r : a), undefined);
    const top = steps.at(-1);
    // CPU per message where both versions still kept up: the largest step within the target.
    return { label: t.label, best, top, steps };
  });
  const lines = summary.map(
    (s) =>
      `${s.label}: ${s.best ? `${Math.round(s.best.deliveredRate)} msg/s delivered with p95 ≤ ${P95_MS} ms (${ms(s.best.p95)}) at ${s.best.offered} offered, API + PostgreSQL ${cpuMs(s.best.cpuMs.api + s.best.cpuMs.postgres)} ms CPU per message` : `no step within p95 ≤ ${P95_MS} ms`}; largest step ${s.top.offered} msg/s: p95 ${ms(s.top.p95)}, delivered ${Math.round(s.top.deliveredRate)} msg/s; ${marginal(s.steps).text}.`,
  );
  if (summary.length === 2 && summary[0].best && summary[1].best) {
    const [before, after] = summary;
    // Same offered load on both sides: the largest step both kept within the target.
    const ok = (r) => r.p95 <= P95_MS;
    const common = before.steps
      .filter((b) => ok(b) && after.steps.some((a) => ok(a) && a.offered === b.offered))
      .at(-1);
    const same = after.steps.find((a) => a.offered === common?.offered);
    const cost = (r) => r.cpuMs.api + r.cpuMs.postgres;
    lines.push(
      `After / before: delivered rate within p95 ≤ ${P95_MS} ms ${(after.best.deliveredRate / before.best.deliveredRate).toFixed(2)}×.`,
    );
    const [m0, m1] = [marginal(before.steps), marginal(after.steps)];
    if (Number.isFinite(m0.slope) && Number.isFinite(m1.slope))
      lines.push(
        `Marginal CPU per message (API + PostgreSQL), after / before: ${(m1.slope / m0.slope).toFixed(2)}× (${cpuMs(m0.slope)} → ${cpuMs(m1.slope)} ms).`,
      );
    if (common)
      lines.push(
        `CPU per message (API + PostgreSQL) at ${common.offered} msg/s offered, the largest step both kept within ${P95_MS} ms: ${(cost(same) / cost(common)).toFixed(2)}× (${cpuMs(cost(common))} → ${cpuMs(cost(same))} ms).`,
      );
  }
  const meta = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${[...SETTINGS.filter((v) => process.env[v] !== undefined).map((v) => `${v}=${process.env[v]}`), 'npm run bench:chat -- --curve', BEFORE ? `--before=${BEFORE}` : ''].filter(Boolean).join(' ')}\`: ${RATE} message/s per conversation, ${SECONDS} s per step plus 3 s for the last deliveries, two API processes per version on one PostgreSQL 15 (a scratch database each), load generators in processes of their own (one per ${GENERATOR_RATE} msg/s offered), ${cpus().length} shared cores (load average before the run ${LOAD_BEFORE.toFixed(2)}). CPU from /proc (utime + stime) over the step: the two API processes, PostgreSQL's backends of the version's database and its background processes, the generators; "busy" is the share of one core.`;
  console.log(`\n${meta}\n\n${table}\n\n${lines.join('\n')}`);
  if (WRITE)
    await writeBenchmarkSection({
      name: 'chat-capacity',
      heading: 'Chat capacity (issue 36, `npm run bench:chat -- --curve`)',
      body: `${meta}\n\n${table}\n\n${lines.map((l) => `- ${l}`).join('\n')}`,
    });
}

buildApi();
const targets = [];
let worktree;
try {
  if (BEFORE) {
    worktree = builtWorktree(BEFORE);
    targets.push(
      await startTarget({
        label: `before (${worktree.commit.slice(0, 7)})`,
        cwd: worktree.dir,
        ports: [3922, 3923],
      }),
    );
  }
  targets.push(
    await startTarget({ label: BEFORE ? 'after (this checkout)' : 'this checkout', ports: [3920, 3921] }),
  );
  if (CURVE) await curve();
  else await singlePoint(targets[0]);
} finally {
  for (const target of targets) await target.stop().catch(() => undefined);
  children.forEach((c) => c.kill('SIGKILL'));
  worktree?.remove();
}
