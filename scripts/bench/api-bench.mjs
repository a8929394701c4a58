// What bench:api and bench:chat share: a fresh API build, the PostgreSQL server whose scratch databases they
// use, and child processes that stop with the script whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { untilAnswers } from '../until-answers.mjs';

export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Builds dist/api/main.js as `npm run build:api` does (in `cwd`, this checkout by default), or stops the script. */
export function buildApi(cwd) {
  const build = spawnSync('npm', ['run', '-s', 'build:api'], { stdio: 'inherit', cwd });
  if (build.status !== 0) process.exit(1);
}

/** Child processes to kill (SIGKILL) when the script exits. */
export const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** One statement on the server's admin database (CREATE / DROP DATABASE). */
export async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the same server. */
export function dbUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts dist/api/main.js on 127.0.0.1:`port` with these variables on top of a quiet test setup (no demo data, no
 * auth limits, warnings only); resolves once /api/health answers (90 s at most: PGlite starts slowly when busy).
 * `cwd`: the checkout whose build runs (another commit's worktree, for a before/after bench).
 */
export async function startApiProcess(port, env, { cwd } = {}) {
  // BENCH_API_NODE_ARGS: extra Node flags for the API processes only (say `--prof`, to see where their CPU goes).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/api/main.js'], {
    cwd,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await untilAnswers(`${base}/api/health`, { child });
  return { child, port, base };
}
