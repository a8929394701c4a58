// Starts what the browser tests run against, from the builds made before (`nx run-many -t build`):
// the API on a scratch database, the shell's static server (SPA, /api proxy, remotes.json pointed at
// our ports) and one static server per built remote, each on its own origin as deployed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import globalTeardown from './global-teardown';
import { WRITE_LIMITS_OFF } from '../scripts/write-limits-off.mjs';
import {
  API_URL,
  E2E_OPERATOR,
  E2E_OPS_TOKEN,
  MAIL_CATCHER_URL,
  MAIL_PORTS,
  PORTS,
  REMOTES,
  RENDER_URL,
  REPO_ROOT,
  SHELL_URL,
  remoteOrigin,
} from './support/environment';
import {
  builtAppExists,
  isPortFree,
  liveRelease,
  startProcess,
  startRenderer,
  startShell,
  staticServerArgs,
  waitForUrl,
  writeState,
  type E2eState,
} from './support/processes';

/** A scratch database on the server of DATABASE_URL (CI), dropped by the teardown. */
async function createScratchDatabase(adminUrl: string): Promise<{ name: string; url: string }> {
  const name = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * The operator of the moderation specs: registered through the API like anyone, then granted with the operators'
 * command line, the one way the role is given (docs/decisions.md, "Operators and TOTP"). On a PostgreSQL server
 * the command runs beside the API. On the embedded database only one process may open DATA_DIR, so the API is
 * stopped for the grant and started again: about 4 s once per run (grant 1.6 s, restart 2 s, measured here), and
 * the seed stays off (SEED_DEMO=false) rather than bring a demo operator whose secret is public.
 */
async function makeOperator(state: E2eState, apiEnv: Record<string, string>): Promise<void> {
  const registered = await fetch(`${API_URL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_OPERATOR),
  });
  if (!registered.ok)
    throw new Error(`No se pudo registrar al operador: ${registered.status} ${await registered.text()}`);
  const embedded = !apiEnv.DATABASE_URL;
  // Not stopProcess: its SIGKILL after 5 s could leave the folder locked, and the API may take a few seconds to
  // close kept-alive connections (SHUTDOWN_IDLE_MS).
  if (embedded) await stopGracefully(state.servers.api.pid);
  const grant = spawnSync(process.execPath, ['dist/api/main.js', 'operator', 'grant', E2E_OPERATOR.email], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...apiEnv },
    encoding: 'utf8',
  });
  if (grant.status !== 0)
    throw new Error(`No se pudo conceder el rol de operador:\n${grant.stdout}${grant.stderr}`);
  if (embedded) {
    state.servers.api.pid = startProcess('api', ['dist/api/main.js'], state.logDir, apiEnv);
    writeState(state);
    await waitForUrl(`${API_URL}/api/health`, 60_000);
  }
}

async function stopGracefully(pid: number): Promise<void> {
  const exited = () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 300 && !exited(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!exited()) throw new Error(`El API (pid ${pid}) no se paró en 30 s`);
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

export default async function globalSetup(): Promise<void> {
  const missing = ['api/main.js', 'shell/index.html', 'mfe-calculator/mf-manifest.json'].filter(
    (file) => !existsSync(path.join(REPO_ROOT, 'dist', file)),
  );
  if (missing.length > 0) {
    throw new Error(
      `Faltan builds en dist/: ${missing.join(', ')}. Ejecuta antes: npm run build:api && npx nx run-many -t build`,
    );
  }
  const busy: number[] = [];
  for (const port of Object.values(PORTS)) if (!(await isPortFree(port))) busy.push(port);
  if (busy.length > 0) {
    throw new Error(
      `Puertos ocupados: ${busy.join(', ')}. Usa E2E_PORT_BASE / E2E_API_PORT para cambiarlos.`,
    );
  }

  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'reformas-e2e-'));
  const logDir = path.join(tempDir, 'logs');
  mkdirSync(logDir);
  const releasesDir = path.join(tempDir, 'releases');
  const state: E2eState = { runner: process.pid, tempDir, logDir, releasesDir, servers: {} };
  // The remotes are served as `npm start` serves them: each build published as the live release of its remote.
  const releasesConfig = {
    shellUrl: SHELL_URL,
    shellDir: path.join(REPO_ROOT, 'dist/shell'),
    apiUrl: API_URL,
    opsToken: E2E_OPS_TOKEN,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, { base: `${remoteOrigin(r.name)}/` }])),
  };
  mkdirSync(releasesDir);
  writeFileSync(path.join(releasesDir, 'config.json'), JSON.stringify(releasesConfig, null, 2));
  // A process of its own: the release tool is plain ES modules, which the test runner's transform does not load.
  const published = spawnSync(process.execPath, ['tools/release/cli.mjs', 'publish-builds'], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
  if (published.status !== 0) throw new Error(`No se pudieron publicar los builds:\n${published.stderr}`);

  const apiEnv: Record<string, string> = {
    API_PORT: String(PORTS.api),
    API_HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '0',
    AUTH_ACCOUNT_RATE_LIMIT: '0',
    // The specs publish, write and save far faster than a person (the limits have their own API spec).
    ...WRITE_LIMITS_OFF,
    LIMIT_CLIENT_ERRORS_PER_10_MIN: '0',
    LOG_LEVEL: 'warn',
    OPS_TOKEN: E2E_OPS_TOKEN,
    // E-mails go to the mail catcher, with links to this shell (e2e/support/mail.ts reads them).
    SMTP_URL: `smtp://127.0.0.1:${MAIL_PORTS.smtp}`,
    PUBLIC_URL: SHELL_URL,
    MAIL_POLL_MS: '200',
    // A message unread 3 s by an away receiver is told by e-mail (notifications.spec.ts), not after 10 minutes.
    NOTIFY_UNREAD_AFTER: '3',
    NOTIFY_POLL_MS: '500',
  };
  // The embedded database (without DATABASE_URL) and the media store (always) live in DATA_DIR.
  apiEnv.DATA_DIR = path.join(tempDir, 'data');
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const database = await createScratchDatabase(adminUrl);
    state.database = { adminUrl, name: database.name };
    apiEnv.DATABASE_URL = database.url;
  }
  // Written before waiting, so the teardown cleans up even when a server fails to start.
  state.servers.maildev = {
    pid: startProcess(
      'maildev',
      [
        'node_modules/maildev/dist/bin/maildev.js',
        ...['--smtp', String(MAIL_PORTS.smtp), '--web', String(MAIL_PORTS.web)],
        ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      ],
      logDir,
    ),
    port: MAIL_PORTS.web,
  };
  state.servers.api = { pid: startProcess('api', ['dist/api/main.js'], logDir, apiEnv), port: PORTS.api };
  writeState(state);

  for (const remote of REMOTES) {
    if (!builtAppExists(remote.app)) continue;
    const dir = path.join(releasesDir, remote.app);
    const pid = startProcess(
      remote.name,
      staticServerArgs(dir, PORTS[remote.name], ['--release-root']),
      logDir,
    );
    state.servers[remote.name] = { pid, port: PORTS[remote.name], dir };
  }
  state.servers.render = { pid: startRenderer(logDir, releasesDir), port: Number(new URL(RENDER_URL).port) };
  state.servers.shell = { pid: startShell(logDir, releasesDir), port: PORTS.shell, dir: 'dist/shell' };
  writeState(state);

  try {
    await waitForUrl(`${API_URL}/api/health`, 60_000);
    await makeOperator(state, apiEnv);
    await waitForUrl(`${MAIL_CATCHER_URL}/api/healthz`);
    await waitForUrl(`${SHELL_URL}/`);
    await waitForUrl(`${RENDER_URL}/readyz`);
    for (const remote of REMOTES) {
      if (state.servers[remote.name])
        await waitForUrl(`${remoteOrigin(remote.name)}/${liveRelease(remote.name)}/mf-manifest.json`);
    }
  } catch (error) {
    const logs = Object.keys(state.servers)
      .map((name) => `--- ${name}.log\n${tail(path.join(logDir, `${name}.log`))}`)
      .join('\n');
    // Playwright does not run the teardown of a setup that failed: clean up here.
    await globalTeardown();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs}`, { cause: error });
  }
}
