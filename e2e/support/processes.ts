// Starting and stopping the servers of the browser tests (API, one static server per built app).
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { untilAnswers } from '../../scripts/until-answers.mjs';
import { API_URL, PORTS, RENDER_URL, REPO_ROOT, SHELL_URL, STATE_FILE, remoteOrigin } from './environment';

type ServerRecord = { pid: number; port: number; dir?: string };

export type E2eState = {
  /** The Playwright runner that set this up: only its own teardown stops these servers. */
  runner: number;
  tempDir: string;
  logDir: string;
  /** The release layout the remotes are served from (tools/release/layout.mjs). */
  releasesDir: string;
  database?: { adminUrl: string; name: string };
  servers: Record<string, ServerRecord>;
};

export function readState(): E2eState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as E2eState;
}

/** Written whole and renamed into place, so a reader in another worker never sees half a file. */
export function writeState(state: E2eState): void {
  const partial = `${STATE_FILE}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(state, null, 2));
  renameSync(partial, STATE_FILE);
}

/** Starts a long-running process with its output in `<logDir>/<name>.log`; returns its pid. */
export function startProcess(
  name: string,
  args: string[],
  logDir: string,
  env: Record<string, string> = {},
): number {
  const log = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  child.unref();
  if (child.pid === undefined) throw new Error(`No se pudo arrancar ${name}`);
  return child.pid;
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

export const waitForUrl = (url: string, timeoutMs = 30_000): Promise<void> =>
  untilAnswers(url, { deadlineMs: timeoutMs, intervalMs: 250 });

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL if it is still there after a few seconds. */
export async function stopProcess(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

export function staticServerArgs(dir: string, port: number, extra: string[] = []): string[] {
  return ['scripts/serve-static.mjs', '--dir', dir, '--port', String(port), ...extra];
}

/** The shell's renderer on the test releases (apps/shell/src/server/render-server.ts). */
export function startRenderer(logDir: string, releasesDir: string): number {
  const port = new URL(RENDER_URL).port;
  return startProcess(
    'render',
    [
      'dist/shell-prerender/render-server.cjs',
      '--port',
      port,
      '--releases',
      releasesDir,
      '--shell',
      'dist/shell',
    ],
    logDir,
    { API_URL, PUBLIC_URL: SHELL_URL },
  );
}

/** The shell's static server: SPA fallback, /api proxied, remotes.json and the composed pages from the releases. */
export function startShell(logDir: string, releasesDir: string): number {
  return startProcess(
    'shell',
    staticServerArgs('dist/shell', PORTS.shell, [
      ...['--spa', '--api', API_URL, '--releases', releasesDir],
      ...['--render', RENDER_URL],
    ]),
    logDir,
  );
}

/** A remote's release folders (its live release among them), as its own origin serves them. */
const remoteReleasesDir = (name: string): string =>
  path.join(readState().releasesDir, name.replace(/_/g, '-'));

/** (Re)starts a remote's static server on its releases folder and records it in the state file. */
async function startRemoteServer(name: string): Promise<void> {
  const state = readState();
  const port = PORTS[name];
  const dir = remoteReleasesDir(name);
  const pid = startProcess(name, staticServerArgs(dir, port, ['--release-root']), state.logDir);
  state.servers[name] = { pid, port, dir };
  writeState(state);
  await waitForUrl(`${remoteOrigin(name)}/${liveRelease(name)}/mf-manifest.json`);
}

/** The remote's live release id, as the shell's pointer names it. */
export function liveRelease(name: string): string {
  const pointer = JSON.parse(
    readFileSync(path.join(readState().releasesDir, 'remotes.json'), 'utf8'),
  ) as Record<string, { release: string }>;
  return pointer[name].release;
}

async function stopRemoteServer(name: string): Promise<void> {
  const record = readState().servers[name];
  if (!record) return;
  await stopProcess(record.pid);
  // Read again: the state may have changed while the process was stopping.
  const state = readState();
  delete state.servers[name];
  writeState(state);
}

export function startCalculatorServer(): Promise<void> {
  return startRemoteServer('mfe_calculator');
}

export function stopCalculatorServer(): Promise<void> {
  return stopRemoteServer('mfe_calculator');
}

export function builtAppExists(app: string): boolean {
  return (
    existsSync(path.join(REPO_ROOT, 'dist', app, 'index.html')) ||
    existsSync(path.join(REPO_ROOT, 'dist', app, 'mf-manifest.json'))
  );
}
