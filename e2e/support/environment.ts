// Ports and paths of the browser-test environment. Fixed (overridable with E2E_PORT_BASE) because the
// Playwright config, the global setup and every worker must agree on them without talking.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const base = Number(process.env.E2E_PORT_BASE ?? 4310);

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

// Every remote the shell knows (apps/shell/public/remotes.json): a new remote is served with no edit here.
// Each keeps its offset from the shell's port 4200 (mfe_renovation 4201 -> base + 1).
const remotesManifest = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/shell/public/remotes.json'), 'utf8'),
) as Record<string, string>;

export const REMOTES: { name: string; app: string; port: number }[] = Object.entries(remotesManifest).map(
  ([name, url]) => ({
    name,
    app: name.replace(/_/g, '-'),
    port: base + Number(new URL(url).port) - 4200,
  }),
);

export const PORTS = {
  api: Number(process.env.E2E_API_PORT ?? 3110),
  shell: base,
  ...Object.fromEntries(REMOTES.map((r) => [r.name, r.port])),
} as { api: number; shell: number } & Record<string, number>;

/** The mail catcher (maildev) the test API sends its e-mails to: its SMTP port and its web/REST port. */
export const MAIL_PORTS = { smtp: base + 95, web: base + 96 };
/** The shell's renderer (public pages drawn on the server), which the shell's server asks first. */
export const RENDER_URL = `http://127.0.0.1:${base + 97}`;
export const MAIL_CATCHER_URL = `http://127.0.0.1:${MAIL_PORTS.web}`;

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://127.0.0.1:${PORTS.api}`;
// Remotes live on other origins than the shell, as deployed (127.0.0.1 vs localhost, other port).
export const remoteOrigin = (name: string) => `http://127.0.0.1:${PORTS[name]}`;

/** Where the global setup writes the pids, ports and temp folders the tests and the teardown need. */
export const STATE_FILE =
  process.env.E2E_STATE_FILE ?? path.join(os.tmpdir(), `reformas-e2e-state-${PORTS.shell}.json`);

/** The operator token of the test API (OPS_TOKEN): the release tool reads the error counts with it. */
export const E2E_OPS_TOKEN = 'e2e-operador-de-pruebas';

/**
 * The one operator of the test API, made by the global setup (an account registered through the API, then
 * `main.js operator grant`: no API call grants the role). Its TOTP secret is the one the console shows it.
 */
export const E2E_OPERATOR = {
  name: 'Olga Operadora',
  email: 'operadora-e2e@example.com',
  phone: '612345678',
  password: 'secreto123',
  userType: 'client',
} as const;
