import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../../../scripts/free-port.mjs';
import { untilAnswers } from '../../../../scripts/until-answers.mjs';
import { WRITE_LIMITS_OFF } from '../../../../scripts/write-limits-off.mjs';
import { startPrismProxy } from './prism';

// jest 30 ignores `testTimeout` inside a project entry of jest.config.cjs: without this, a spec's
// beforeAll that starts PGlite on a busy 2-core machine gets the 5 s default (and leaks the process).
if (typeof jest !== 'undefined') jest.setTimeout(60_000);

const ROOT = resolve(__dirname, '../../../..');
const MAIN = join(ROOT, 'dist/api/main.js');
const START_DEADLINE_MS = 90_000;

/** Every write limit off (a spec that tests one sets it again). */
export { WRITE_LIMITS_OFF };

export type Database = { url: string | undefined; dataDir: string | undefined; drop: () => Promise<void> };

export type ApiProcess = {
  url: string;
  database: Database;
  /** Stops the process (the database stays). */
  stop: () => Promise<void>;
  /** Output of the process so far, for failures. */
  output: () => string;
  /** False once the process has exited (a crash included). */
  alive: () => boolean;
  /** Sends a signal to the process (its graceful stop: SIGTERM). */
  signal: (signal: NodeJS.Signals) => void;
  /** Its resident memory now, in bytes (VmRSS in /proc), as a container's memory limit counts it. */
  rss: () => number;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
};

/**
 * A fresh, empty database for one test file: a scratch database on the server in DATABASE_URL
 * (CI: the real PostgreSQL), else a temporary PGlite folder. `embedded: true` forces PGlite. Either way a
 * temporary DATA_DIR, where the API keeps its media store.
 */
export async function createDatabase(
  options: { embedded?: boolean; serverUrl?: string } = {},
): Promise<Database> {
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL;
  if (serverUrl && !options.embedded) {
    const name = `apitest_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // The API keeps no database there, only its media store (DATA_DIR/media): one folder per file too.
    const dataDir = mkdtempSync(join(tmpdir(), 'apitest-'));
    return {
      url: url.toString(),
      dataDir,
      drop: async () => {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'apitest-'));
  return { url: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts `node dist/api/main.js` on a free port against the given database and waits for /api/health. */
export async function startApi(database: Database, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir ?? '',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '0',
      // The specs write far faster than a person: the write limits are off unless a spec sets them.
      ...WRITE_LIMITS_OFF,
      LOG_LEVEL: 'warn',
      // Stopping closes idle kept-alive connections at once (no proxy in front to race with): files end sooner.
      SHUTDOWN_IDLE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputOf(child);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const url = `http://127.0.0.1:${port}`;
  // PGlite and the migrations took over 30 s to start with the load average at 10 on two cores.
  try {
    await untilAnswers(`${url}/api/health`, { child, deadlineMs: START_DEADLINE_MS });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`API did not start: ${(error as Error).message}\n${output()}`, { cause: error });
  }
  return {
    url,
    database,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    signal: (signal) => child.kill(signal),
    rss: () => residentBytes(child.pid),
    exited,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * `node dist/api/main.js <args>`, one of its commands (migrate, operator…) rather than the server, run to its end:
 * its exit code and what it wrote.
 */
export function runMain(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [MAIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputOf(child);
  return new Promise((resolveRun) => child.once('exit', (code) => resolveRun({ code, output: output() })));
}

/** What a child process writes (its output and errors as they come), so far. */
function outputOf(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/**
 * One API on a fresh database for a test file; call in beforeAll/afterAll. With API_VIA_PRISM=1 (a step of
 * `npm test`), the file's traffic goes through Prism's validating proxy (support/prism.ts), and what it found at
 * odds with the OpenAPI document is in `documentViolations()`.
 */
export async function startTestApi(env: Record<string, string> = {}, options: { embedded?: boolean } = {}) {
  const database = await createDatabase(options);
  const api = await startApi(database, env);
  const prism =
    process.env.API_VIA_PRISM === '1' ? await startPrismProxy(api.url, database.dataDir ?? tmpdir()) : null;
  return {
    ...api,
    url: prism?.url ?? api.url,
    documentViolations: () => prism?.violations() ?? [],
    stop: async () => {
      await prism?.stop();
      await api.stop();
      await database.drop();
    },
  };
}

function residentBytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}
