#!/usr/bin/env node
// `npm run bench:web`: what the browser downloads and how fast the home page is.
// 1. Builds the web apps and the API (Nx cache: instant when nothing changed).
// 2. Serves them as `npm start` does (API with demo data on a temp PGlite folder, the shell and the
//    remotes on their own origins) on bench ports (BENCH_PORT_BASE, default 5410).
// 3. Loads each route of ROUTES (signed-in ones as the demo client) in Chromium with an empty cache and lists
//    every JavaScript file fetched: raw bytes, gzip bytes (level 9, as our precompressed .gz files) and the bytes
//    actually transferred. Budget: at most 300 kB (1 kB = 1000 bytes) of gzip JavaScript on the home page.
// 4. Runs Lighthouse (npm package, mobile defaults, Debian's Chromium) on each route BENCH_LH_RUNS times
//    (default 5) and prints the median performance and accessibility scores, FCP, LCP, TBT and CLS.
//    BENCH_ROUTES=/chat,/cleaning limits the run to those routes (and /); BENCH_LH_SAVE=<folder> keeps the reports;
//    BENCH_LH_CPU=auto calibrates the CPU slowdown to this machine (see CPU_SLOWDOWN), a number sets it.
// 4b. With PostgreSQL at DATABASE_URL (default the local server): the time until the first cards show on
//    /projects with 100,000 requests in the database (BENCH_BOARD_ROWS), beside the same on the demo data.
// 4c. The pages drawn on the server (issue 34): time to first byte and requests per second at 50 connections of
//    /projects and /worker-profiles/1 served by the shell's server from the renderer's cache, drawn anew (cache
//    off) and as today's page composed at release (scripts/bench/rendered-pages.mjs; BENCH_RENDER=0 skips it,
//    BENCH_RENDER_SECONDS sets each load's length, 10 s). BENCH_LH_RUNS=0 skips Lighthouse and leaves the table of
//    routes unwritten (its figures would be missing), for a run of these figures alone.
// 5. Writes the figures into BENCHMARKS.md between <!-- bench:web --> and <!-- /bench:web --> (a `## Web`
//    section is appended when missing; BENCH_NO_WRITE=1 skips it).
// Exit code 1 when the home page is over the JavaScript budget.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { renderedPagePattern } from '../deploy/nginx/render.mjs';
import { REMOTES } from '../tools/rspack/remotes.mjs';
import { publishBuilds } from '../tools/release/commands.mjs';
import { writeBenchmarkSection } from './bench/benchmarks-file.mjs';
import { fillDatabase } from './bench/fill.mjs';
import { measureRenderedPages, renderedPagesMarkdown } from './bench/rendered-pages.mjs';
import { untilAnswers } from './until-answers.mjs';
import { CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROME } from './chromium.mjs';
import { envNumber } from './bench/settings.mjs';

const BASE = envNumber('BENCH_PORT_BASE', 5410);
const PORTS = { shell: BASE, api: BASE + 9 };
// Every remote of apps/shell/public/remotes.json, at its offset from the shell (mfe_calculator 4204 -> BASE + 4).
const BENCH_REMOTES = REMOTES.map((r) => ({ ...r, port: BASE + r.port - 4200 }));
const SHELL = `http://localhost:${PORTS.shell}`;
const LH_RUNS = envNumber('BENCH_LH_RUNS', 5);
const HOME_BUDGET = 300_000;
// The public pages the renderer draws (issue 34, deploy/nginx/site-paths.mjs), measured a second time as rendered
// on the server.
const RENDERED_PAGE = new RegExp(renderedPagePattern());
const HOME_TARGET = 250_000;

const children = [];
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'reformas-bench-web-'));

function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(tempDir, { recursive: true, force: true });
}

const waitFor = (url) => untilAnswers(url, { deadlineMs: 60_000, intervalMs: 250 });

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The measured routes, with the Lighthouse targets of their issues (performance 90 and accessibility 95 unless a
// route names its own). Signed-in routes are measured as the demo client (the session cookie also goes to
// Lighthouse); `readyText` waits for the screen where the network never goes idle (the chat's event stream).
const measured = (route, options = {}) => ({
  route,
  label: route,
  performance: 90,
  accessibility: 95,
  ...options,
});
const signedIn = (route, readyText, options = {}) =>
  measured(route, {
    label: `${route} (signed in as the demo client)`,
    signedIn: true,
    readyText,
    ...options,
  });
const ROUTES = [
  measured('/'),
  measured('/projects', { performance: 95 }),
  // The first demo request's own page; BENCH_ROUTES matches the path exactly: BENCH_ROUTES=/projects/1.
  measured('/projects/1', { label: '/projects/{id} (the first demo request)' }),
  // The same request as its owner sees it (the demo client's): the quotes received, compared side by side (issue 33).
  signedIn('/projects/1', 'Presupuestos recibidos', {
    label: '/projects/{id} (signed in as its owner: the quotes compared)',
  }),
  measured('/worker-view'),
  measured('/worker-profiles'),
  // The demo professional's page: photos, reviews with replies, response time.
  measured('/worker-profiles/1', { label: '/worker-profiles/{id} (the demo professional)' }),
  measured('/calculator'),
  measured('/cleaning'),
  // The demo cleaner's service with her reviews (the first service seeded: id 1 on a fresh database).
  measured('/cleaning/1', { label: '/cleaning/{id} (the demo cleaner)' }),
  measured('/services'),
  // A forgotten password's form (its twin, /restablecer-contrasena, is the same page with two fields).
  measured('/recuperar-contrasena', { performance: 95 }),
  // The account's settings: a signed-in page of the shell's own (its session list waits for its answer).
  signedIn('/profile/cuenta', 'Esta sesión'),
  // The notification e-mails' switches (signed in) and the page an e-mail's unsubscribe link opens (here without a
  // token: it says the link is not valid, the same page and weight as with one).
  signedIn('/profile/notificaciones', 'Guardar preferencias'),
  measured('/baja', { readyText: 'El enlace no es válido o ha caducado.', performance: 95 }),
  // The three legal pages are one component with other texts: one stands for them.
  measured('/politica-de-privacidad'),
  measured('/about'),
  signedIn('/chat', 'Selecciona un contacto'),
];

const DEMO_LOGIN = { username: 'cliente@demo.es', password: 'demo1234' };

async function signedInCookie(browser) {
  const context = await browser.newContext();
  const res = await context.request.post(`${SHELL}/api/login`, { data: DEMO_LOGIN });
  if (!res.ok()) throw new Error(`No se pudo iniciar sesión como ${DEMO_LOGIN.username}: ${res.status()}`);
  const cookies = await context.cookies(SHELL);
  await context.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

async function measureRoute(browser, route, { cookie, readyText } = {}) {
  const context = await browser.newContext(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {});
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        files.push({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes ? sizes.responseBodySize : 0,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        });
      })(),
    );
  });
  if (readyText) {
    // The chat's event stream never lets the network go idle: wait for the screen instead.
    await page.goto(`${SHELL}${route}`, { waitUntil: 'load' });
    await page.getByText(readyText).first().waitFor();
  } else {
    await page.goto(`${SHELL}${route}`, { waitUntil: 'networkidle' });
  }
  await Promise.all(pending);
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce(
    (sum, f) => ({
      raw: sum.raw + f.raw,
      gzip: sum.gzip + f.gzip,
      transferred: sum.transferred + f.transferred,
    }),
    { raw: 0, gzip: 0, transferred: 0 },
  );
  console.log(`\nJavaScript de ${route} (${files.length} ficheros)`);
  console.log(
    `  ${'fichero'.padEnd(64)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'transferido'.padStart(14)}`,
  );
  for (const f of files) {
    const name = f.url.replace(/^https?:\/\//, '');
    console.log(
      `  ${name.padEnd(64)} ${kB(f.raw).padStart(10)} ${kB(f.gzip).padStart(10)} ${`${kB(f.transferred)} ${f.encoding}`.padStart(14)}`,
    );
  }
  console.log(
    `  ${'TOTAL'.padEnd(64)} ${kB(total.raw).padStart(10)} ${kB(total.gzip).padStart(10)} ${kB(total.transferred).padStart(14)}`,
  );
  return { ...total, files };
}

// Lighthouse's CPU slowdown. Its default 4× turns a high-end desktop (benchmarkIndex 1500–2000) into a mid-tier
// phone (about 450); on a slower host the same 4× emulates a far slower phone than that, and Lighthouse's report
// then asks to calibrate (docs/throttling.md of Lighthouse, "Calibrating the CPU slowdown"). BENCH_LH_CPU=auto
// measures the host's benchmarkIndex once and uses benchmarkIndex / 450 (between 1 and 4), so that every host
// emulates the same phone; a number sets the multiplier; unset keeps Lighthouse's 4×. The record names which.
const MID_TIER_PHONE_INDEX = 450;
let CPU_SLOWDOWN = /^\d+(\.\d+)?$/.test(process.env.BENCH_LH_CPU ?? '')
  ? Number(process.env.BENCH_LH_CPU)
  : undefined;

/** What the record says of the multiplier: calibrated, or held at 4× on a host faster than that calls for. */
function calibrationNote({ benchmarkIndex, multiplier }) {
  const exact = benchmarkIndex / MID_TIER_PHONE_INDEX;
  return exact > 4
    ? `held at Lighthouse's own 4×, though benchmarkIndex / ${MID_TIER_PHONE_INDEX} is ${exact.toFixed(1)}×: a faster phone than ${MID_TIER_PHONE_INDEX} is emulated (about ${Math.round(benchmarkIndex / multiplier)})`
    : `calibrated to a mid-tier phone of about ${MID_TIER_PHONE_INDEX} as Lighthouse's docs advise`;
}

/** The host's benchmarkIndex (median of three Lighthouse runs of `url`) and the multiplier it calls for. */
function calibrateCpuSlowdown(url) {
  const indexes = [0, 1, 2].map(() => runLighthouseOnce(url, undefined, undefined).benchmarkIndex);
  const benchmarkIndex = median(indexes);
  const multiplier = Math.min(4, Math.max(1, Math.round((benchmarkIndex / MID_TIER_PHONE_INDEX) * 10) / 10));
  console.log(
    `Lighthouse: benchmarkIndex de esta máquina ${indexes.map(Math.round).join(', ')} (mediana ${Math.round(benchmarkIndex)}); ralentización de CPU ${multiplier}× (la de Lighthouse por omisión: 4×)`,
  );
  return { benchmarkIndex, multiplier };
}

/** One Lighthouse run; tried again, twice at most, when Lighthouse itself fails (its NO_NAVSTART on a busy machine). */
function runLighthouse(url, cookie, attempt = 1) {
  try {
    return runLighthouseOnce(url, cookie);
  } catch (error) {
    if (attempt === 3) throw error;
    console.warn(
      `${error.message.split('\n').slice(0, 2).join(' ')}: se repite (intento ${attempt + 1} de 3)`,
    );
    return runLighthouse(url, cookie, attempt + 1);
  }
}

function runLighthouseOnce(url, cookie, cpuSlowdown = CPU_SLOWDOWN) {
  const route = new URL(url).pathname;
  const result = spawnSync(
    process.execPath,
    [
      fileURLToPath(import.meta.resolve('lighthouse/cli/index.js')),
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,seo',
      `--chrome-flags=${FLAGS.join(' ')}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) throw new Error(`Lighthouse falló:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  // BENCH_LH_SAVE=<folder> keeps each report (open it with Lighthouse's viewer to see what the score lost).
  if (process.env.BENCH_LH_SAVE) {
    const name = `${route.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_LH_SAVE, name), result.stdout);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    a11y: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((report.categories.seo?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Lighthouse's measure of this machine's CPU (its "CPU/Memory Power"): a desktop of 1500–2000 is what the
    // default 4× slowdown turns into a mid-tier phone.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

async function writeBenchmarks({ measured, boardTiming, load, calibration }) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const home = measured.find((m) => m.route === '/');
  const biggest = (t) =>
    t.files
      .slice(0, 4)
      .map((f) => `${f.url.split('/').pop()} ${kB(f.gzip)}`)
      .join(', ');
  const mark = (value, target) => `${value}${value >= target ? '' : ` (below ${target})`}`;
  const raw = [
    `Measured ${when} UTC with \`npm run bench:web\`: production builds served as \`npm start\` serves them (brotli/gzip from the static server, API with demo data), Debian's Chromium, empty cache; load average ${load} on ${os.cpus().length} cores.`,
    '',
    `JavaScript fetched by the browser per route (1 kB = 1000 bytes; gzip = each file at level 9; transferred = bytes on the wire, brotli) and Lighthouse 13 on mobile (simulated slow 4G, ${calibration ? `${calibration.multiplier}× CPU slowdown: this machine's benchmarkIndex was ${Math.round(calibration.benchmarkIndex)}, ${calibrationNote(calibration)}, BENCH_LH_CPU=auto` : `${CPU_SLOWDOWN ?? 4}× CPU slowdown`}), median of ${LH_RUNS} runs (each figure its own median; targets in brackets when missed):`,
    '',
    '| route | JS files | JS raw | JS gzip | JS transferred | performance (runs) | accessibility | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...measured.map(
      (m) =>
        `| ${m.label} | ${m.js.files.length} | ${kB(m.js.raw)} | ${kB(m.js.gzip)} | ${kB(m.js.transferred)} | ${mark(m.lh.score, m.performance)} (${m.lh.runs.join(', ')}) | ${mark(m.lh.a11y, m.accessibility)} | ${m.lh.seo} | ${Math.round(m.lh.fcp)} ms | ${Math.round(m.lh.lcp)} ms | ${Math.round(m.lh.tbt)} ms | ${m.lh.cls.toFixed(3)} |`,
    ),
    '',
    ...(measured.some((m) => m.lhRendered)
      ? [
          "The public pages again in the same run, as a visitor without a session gets them since issue 34: drawn on the server with their data (the shell's server asking the renderer, its cache on), Lighthouse the same way. Issue 34's targets: performance at least 95, SEO 100, LCP at most 2.0 s, CLS 0.",
          '',
          '| route (rendered on the server) | performance (runs) | accessibility | SEO | FCP | LCP | TBT | CLS |',
          '|---|---|---|---|---|---|---|---|',
          ...measured
            .filter((m) => m.lhRendered)
            .map(
              ({ label, lhRendered: r }) =>
                `| ${label} | ${mark(r.score, 95)} (${r.runs.join(', ')}) | ${mark(r.a11y, 95)} | ${mark(r.seo, 100)} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
            ),
          '',
        ]
      : []),
    `Home budget: at most ${kB(HOME_BUDGET)} gzip (aim ${kB(HOME_TARGET)}); measured ${kB(home.js.gzip)}. Largest files on /: ${biggest(home.js)}.`,
    '',
    boardTiming
      ? `Time until the first cards show on /projects (navigation start to the first card painted, empty cache, median of ${boardTiming.runs}): ${boardTiming.large} ms with ${boardTiming.rows.toLocaleString('en')} requests in PostgreSQL, ${boardTiming.small} ms on the demo data in the same run (${(boardTiming.large / boardTiming.small).toFixed(2)}×).`
      : 'Time until the first cards on /projects with many requests: not measured (no PostgreSQL at DATABASE_URL).',
  ].join('\n');
  await writeBenchmarkSection({ name: 'web', heading: 'Web', body: raw });
}

const BOARD_ROWS = envNumber('BENCH_BOARD_ROWS', 100_000);
const TIMING_RUNS = 5;

/** Navigation start to the first board card painted, on a fresh context (empty cache); median of TIMING_RUNS. */
async function firstCardsTime(browser, shell) {
  const times = [];
  for (let i = 0; i < TIMING_RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shell}/projects`, { waitUntil: 'commit' });
    await page.locator('article.board-card').first().waitFor();
    times.push(await page.evaluate(() => Math.round(globalThis.performance.now())));
    await context.close();
  }
  return median(times);
}

/**
 * The board with BOARD_ROWS requests: a scratch database on the PostgreSQL server of DATABASE_URL, a second API
 * on it (its migrations make the schema), the rows from scripts/bench/fill.sql, and a second shell server in
 * front of that API. Null when no PostgreSQL server answers.
 */
async function measureBoardAtScale(browser, releasesDir) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const name = `bench_web_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const apiPort = PORTS.api + 20;
    const shellPort = PORTS.shell + 20;
    const api = start(['dist/api/main.js'], {
      DATABASE_URL: url.toString(),
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
    await fillDatabase(url.toString(), { projects: BOARD_ROWS, workers: 100 });
    const shell = start([
      'scripts/serve-static.mjs',
      '--dir',
      'dist/shell',
      '--port',
      String(shellPort),
      '--spa',
      '--api',
      `http://127.0.0.1:${apiPort}`,
      '--releases',
      releasesDir,
    ]);
    const shellUrl = `http://localhost:${shellPort}`;
    await waitFor(`${shellUrl}/`);
    // Alternating, so that load from other jobs falls on both alike.
    const large = [];
    const small = [];
    for (let round = 0; round < 2; round++) {
      large.push(await firstCardsTime(browser, shellUrl));
      small.push(await firstCardsTime(browser, SHELL));
    }
    shell.kill('SIGTERM');
    api.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { rows: BOARD_ROWS, runs: TIMING_RUNS * 2, large: median(large), small: median(small) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

try {
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) throw new Error('El build falló');

  // Demo data so the home shows projects, on a throw-away embedded database.
  delete process.env.DATABASE_URL;
  start(['dist/api/main.js'], {
    API_PORT: String(PORTS.api),
    API_HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(tempDir, 'data'),
  });
  // The remotes as `npm start` serves them: each build published as its remote's live release.
  const releasesDir = path.join(tempDir, 'releases');
  const releasesConfig = {
    shellUrl: SHELL,
    shellDir: path.resolve('dist/shell'),
    remotes: Object.fromEntries(BENCH_REMOTES.map((r) => [r.name, { base: `http://127.0.0.1:${r.port}/` }])),
  };
  await publishBuilds(releasesDir, releasesConfig);
  for (const remote of BENCH_REMOTES) {
    if (!existsSync(`dist/${remote.app}/mf-manifest.json`)) continue;
    const dir = path.join(releasesDir, remote.app);
    start(['scripts/serve-static.mjs', '--dir', dir, '--port', String(remote.port), '--release-root']);
  }
  start([
    'scripts/serve-static.mjs',
    '--dir',
    'dist/shell',
    '--port',
    String(PORTS.shell),
    '--spa',
    '--api',
    `http://127.0.0.1:${PORTS.api}`,
    '--releases',
    releasesDir,
  ]);
  await waitFor(`http://127.0.0.1:${PORTS.api}/api/health`);
  await waitFor(`${SHELL}/`);

  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const cookie = await signedInCookie(browser);
  const measured = [];
  // BENCH_ROUTES=/chat,/cleaning measures only those (always with / for the home budget); the board timing
  // needs /projects in the list.
  const only = process.env.BENCH_ROUTES?.split(',');
  for (const entry of ROUTES.filter((r) => !only || r.route === '/' || only.includes(r.route))) {
    const js = await measureRoute(browser, entry.route, {
      cookie: entry.signedIn ? cookie : undefined,
      readyText: entry.readyText,
    });
    measured.push({ ...entry, js });
  }
  const boardTiming =
    !only || only.includes('/projects') ? await measureBoardAtScale(browser, releasesDir) : null;
  await browser.close();
  const rendered =
    process.env.BENCH_RENDER === '0'
      ? null
      : await measureRenderedPages({
          start,
          waitFor,
          apiUrl: `http://127.0.0.1:${PORTS.api}`,
          releasesDir,
          staticShell: SHELL,
          portBase: BASE + 40,
          routes: ['/projects', '/worker-profiles/1'],
        });

  const home = measured[0].js;
  const verdict =
    home.gzip <= HOME_TARGET
      ? 'dentro del objetivo'
      : home.gzip <= HOME_BUDGET
        ? 'dentro del presupuesto'
        : 'SUPERA EL PRESUPUESTO';
  console.log(
    `\nResumen JavaScript (gzip): / ${kB(home.gzip)} (presupuesto ${kB(HOME_BUDGET)}, objetivo ${kB(HOME_TARGET)}: ${verdict})`,
  );

  /** LH_RUNS Lighthouse runs of one page: each figure its own median. */
  const lighthouse = (url, cookie, what) => {
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) {
      const run = runLighthouse(url, cookie);
      runs.push(run);
      console.log(
        `Lighthouse ${what} ${i + 1}/${LH_RUNS} (móvil): puntuación ${run.score}, accesibilidad ${run.a11y}, SEO ${run.seo}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`,
      );
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    return {
      score: pick('score'),
      a11y: pick('a11y'),
      seo: pick('seo'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      runs: runs.map((r) => r.score),
    };
  };
  const calibration =
    LH_RUNS > 0 && process.env.BENCH_LH_CPU === 'auto' ? calibrateCpuSlowdown(`${SHELL}/`) : undefined;
  if (calibration) CPU_SLOWDOWN = calibration.multiplier;
  for (const entry of measured) {
    if (LH_RUNS === 0) continue;
    entry.lh = lighthouse(`${SHELL}${entry.route}`, entry.signedIn ? cookie : undefined, entry.route);
    // Issue 34's "after": the public pages as a visitor without a session now gets them, drawn on the server
    // (through the edge with the cached renderer), beside today's page above, in the same run.
    if (rendered && RENDERED_PAGE.test(entry.route) && !entry.signedIn)
      entry.lhRendered = lighthouse(
        `${rendered.renderedShell}${entry.route}`,
        undefined,
        `${entry.route} (servidor)`,
      );
  }
  if (LH_RUNS > 0) console.log('\nResumen por ruta (mediana de Lighthouse):');
  for (const m of LH_RUNS === 0 ? [] : measured) {
    const ok = m.lh.score >= m.performance && m.lh.a11y >= m.accessibility;
    console.log(
      `  ${m.route.padEnd(18)} JS ${kB(m.js.gzip).padStart(9)} gzip  rendimiento ${m.lh.score} (objetivo ${m.performance})  accesibilidad ${m.lh.a11y} (objetivo ${m.accessibility})  SEO ${m.lh.seo}  ${ok ? 'OK' : 'POR DEBAJO'}`,
    );
    if (m.lhRendered)
      console.log(
        `  ${''.padEnd(18)} en el servidor: rendimiento ${m.lhRendered.score}  accesibilidad ${m.lhRendered.a11y}  SEO ${m.lhRendered.seo}  LCP ${Math.round(m.lhRendered.lcp)} ms  CLS ${m.lhRendered.cls.toFixed(3)}`,
      );
  }
  if (boardTiming)
    console.log(
      `Primeras tarjetas en /projects: ${boardTiming.large} ms con ${boardTiming.rows.toLocaleString('en')} solicitudes, ${boardTiming.small} ms con los datos de demostración`,
    );
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`Carga de la máquina (1/5/15 min): ${load} con ${os.cpus().length} núcleos`);
  if (!process.env.BENCH_NO_WRITE && LH_RUNS > 0)
    await writeBenchmarks({ measured, boardTiming, load, calibration });
  if (!process.env.BENCH_NO_WRITE && rendered) {
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    await writeBenchmarkSection({
      name: 'web-rendered',
      heading: 'Web',
      body: renderedPagesMarkdown(rendered, { when, load }),
    });
  }
  stopAll();
  process.exit(home.gzip > HOME_BUDGET ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
