// The production topology on loopback ports, for `npm run test:topology` and `npm run bench:topology`: API
// processes (dist/api/main.js) on one PostgreSQL database, and Debian's nginx in front of them with the edge's
// configuration (deploy/nginx/render.mjs) serving the built shell and remote releases.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from '../../deploy/nginx/render.mjs';
import { publishBuilds } from '../../tools/release/commands.mjs';
import { admin, children, dbUrl } from '../bench/api-bench.mjs';
import { freePort } from '../free-port.mjs';
import { NGINX_PATH } from '../nginx.mjs';
import { untilAnswers } from '../until-answers.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many migrations the API has: one file each in apps/api/src/migrations (listed in data-model.ts). */
export const MIGRATION_COUNT = readdirSync('apps/api/src/migrations').filter((f) =>
  /^\d+-.+\.ts$/.test(f),
).length;

/** A folder for this run's logs, configuration and releases, removed at exit unless KEEP_TOPOLOGY is set. */
export function runFolder(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.on('exit', () => {
    if (!process.env.KEEP_TOPOLOGY) rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** A new, empty database on the server of DATABASE_URL; `drop()` removes it. */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE "${name}"`);
  return { name, url: dbUrl(name), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * A Node process on 127.0.0.1:`port` started anew by each `start()`, its output in `logDir` (`<name>-<port>-<n>.log`),
 * ready once `readyPath` answers 200; `term()` is the graceful stop (SIGTERM) and `kill()` kill -9, both resolving
 * with the exit code or signal. A child started here is stopped when this run ends.
 */
function nodeProcess({ name, port, logDir, args, env, readyPath, deadlineMs: defaultDeadlineMs }) {
  const base = `http://127.0.0.1:${port}`;
  let child;
  let exited;
  let starts = 0;
  const logPath = () => path.join(logDir, `${name}-${port}-${starts}.log`);
  return {
    port,
    base,
    get pid() {
      return child?.pid;
    },
    /** The last lines the current (or last) process wrote: what a check prints when it stopped unexpectedly. */
    logTail(lines = 30) {
      return readFileSync(logPath(), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    },
    get running() {
      return Boolean(child) && child.exitCode === null && child.signalCode === null;
    },
    /** How the last process ended (an exit code or a signal such as SIGKILL from the kernel), else null. */
    get ended() {
      return child?.exitCode ?? child?.signalCode ?? null;
    },
    async start({ deadlineMs = defaultDeadlineMs } = {}) {
      starts += 1;
      const log = openSync(logPath(), 'w');
      child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
      closeSync(log);
      children.add(child);
      const current = child;
      exited = new Promise((resolve) => current.once('exit', (code, signal) => resolve(code ?? signal)));
      await untilAnswers(`${base}${readyPath}`, { child: current, deadlineMs, intervalMs: 50 });
    },
    term() {
      child?.kill('SIGTERM');
      return exited;
    },
    kill() {
      child?.kill('SIGKILL');
      return exited;
    },
  };
}

/**
 * One API process on 127.0.0.1:`port`, its output in `logDir`. `start()` resolves when it is ready
 * (GET /api/health/ready 200, within 90 s or `start({ deadlineMs })`); `term()` is the graceful stop (SIGTERM) and
 * resolves with the exit code; `kill()` is kill -9. The same object starts again on the same port.
 */
export function apiProcess({ port, databaseUrl, logDir, env = {} }) {
  return nodeProcess({
    name: 'api',
    port,
    logDir,
    args: ['dist/api/main.js'],
    env: {
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Behind nginx: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...env,
    },
    readyPath: '/api/health/ready',
    deadlineMs: 90_000,
  });
}

/**
 * One shell renderer (dist/shell-prerender/render-server.cjs) on 127.0.0.1:`port`, drawing the pages of the releases
 * in `releasesDir` with the data of the API at `api`, its output in `logDir`. `start()` resolves when it is ready
 * (GET /readyz 200); `term()` (SIGTERM: it drains) and `kill()` (kill -9) resolve with the exit code or signal.
 */
export function rendererProcess({ port, releasesDir, api, publicUrl, logDir }) {
  const renderer = nodeProcess({
    name: 'renderer',
    port,
    logDir,
    args: [
      'dist/shell-prerender/render-server.cjs',
      ...['--port', String(port), '--releases', releasesDir, '--shell', 'dist/shell', '--api', api],
    ],
    env: { PUBLIC_URL: publicUrl },
    readyPath: '/readyz',
    deadlineMs: 30_000,
  });
  return Object.assign(renderer, {
    /** What it counted (GET /__render/stats): pages rendered, declined, errors per release. */
    async stats() {
      const res = await fetch(`${renderer.base}/__render/stats`);
      return res.json();
    },
  });
}

/**
 * The releases layout (tools/release/layout.mjs) for an edge at `edgeUrl`: each remote's build in dist/ published
 * as its live release, served by the edge under /releases/<app>/.
 */
export async function publishForEdge(releasesDir, edgeUrl, remoteNames) {
  mkdirSync(releasesDir, { recursive: true });
  await publishBuilds(releasesDir, {
    shellUrl: edgeUrl,
    shellDir: path.resolve('dist/shell'),
    remotes: Object.fromEntries(
      remoteNames.map(({ name, app }) => [name, { base: `${edgeUrl}/releases/${app}/` }]),
    ),
  });
}

/**
 * Debian's nginx with the edge's configuration in front of `upstreams` (the API) and `renderers`, on `port`, run as
 * this user. Without renderers, a port nothing listens on: every page is today's, as with every renderer down.
 */
export async function startEdge({ port, upstreams, renderers, runDir, releasesDir }) {
  mkdirSync(runDir, { recursive: true });
  const conf = path.join(runDir, 'nginx.conf');
  writeNginxConfig(conf, {
    listen: `127.0.0.1:${port}`,
    upstreams,
    renderers: renderers ?? [`127.0.0.1:${await freePort()}`],
    runDir,
    shellDir: path.resolve('dist/shell'),
    releasesDir,
    daemon: false,
    // As root (CI), the workers run as root too: the builds may sit in a folder only this user can read.
    ...(process.getuid?.() === 0 ? { user: 'root' } : {}),
    // Two cores here: one worker keeps the measurements about the proxy, not about workers competing for them.
    workerProcesses: 1,
  });
  const check = spawnSync(NGINX_PATH, ['-t', '-q', '-c', conf, '-p', runDir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t falló:\n${check.stderr}`);
  const child = spawn(NGINX_PATH, ['-c', conf, '-p', runDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  await untilAnswers(`${base}/healthz`, { child, deadlineMs: 10_000, intervalMs: 50 }).catch((error) => {
    throw new Error(`${error.message}\n${stderr}`);
  });
  return {
    base,
    conf,
    errorLog: () => readFileSync(path.join(runDir, 'error.log'), 'utf8'),
    stop: () => {
      child.kill('SIGQUIT');
      return new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
