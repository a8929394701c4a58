// Starting and stopping the servers of the browser tests (API, one static server per built app).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_URL, PORTS, REMOTES, REPO_ROOT, STATE_FILE, remoteOrigin } from './environment';

type ServerRecord = { pid: number; port: number; dir?: string };

export type E2eState = {
  tempDir: string;
  logDir: string;
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

export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} no respondió en ${timeoutMs} ms (${lastError})`);
}

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

/**
 * The shell's static server: SPA fallback, /api proxied, and a remotes.json pointed at our ports, served from
 * `<tempDir>/release` (--releases) instead of the build's.
 */
export function startShell(tempDir: string, logDir: string): number {
  const releases = path.join(tempDir, 'release');
  mkdirSync(releases, { recursive: true });
  const remotes = Object.fromEntries(
    REMOTES.map(({ name }) => [name, `${remoteOrigin(name)}/mf-manifest.json`]),
  );
  writeFileSync(path.join(releases, 'remotes.json'), JSON.stringify(remotes, null, 2));
  return startProcess(
    'shell',
    staticServerArgs('dist/shell', PORTS.shell, ['--spa', '--releases', releases, '--api', API_URL]),
    logDir,
  );
}

/** (Re)starts a remote's static server from `dir` (a build folder) and records it in the state file. */
export async function startRemoteServer(name: string, dir: string): Promise<void> {
  const state = readState();
  const port = PORTS[name];
  const pid = startProcess(name, staticServerArgs(dir, port), state.logDir);
  state.servers[name] = { pid, port, dir };
  writeState(state);
  await waitForUrl(`${remoteOrigin(name)}/mf-manifest.json`);
}

export async function stopRemoteServer(name: string): Promise<void> {
  const record = readState().servers[name];
  if (!record) return;
  await stopProcess(record.pid);
  // Read again: the state may have changed while the process was stopping.
  const state = readState();
  delete state.servers[name];
  writeState(state);
}

/** (Re)starts the calculator remote's static server from `dir` and records it in the state file. */
export function startCalculatorServer(dir = 'dist/mfe-calculator'): Promise<void> {
  return startRemoteServer('mfe_calculator', dir);
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
