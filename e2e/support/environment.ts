// Ports and paths of the browser-test environment. Fixed (overridable with E2E_PORT_BASE) because the
// Playwright config, the global setup and every worker must agree on them without talking.
import os from 'node:os';
import path from 'node:path';

const base = Number(process.env.E2E_PORT_BASE ?? 4310);

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const PORTS = {
  api: Number(process.env.E2E_API_PORT ?? 3110),
  shell: base,
  mfe_renovation: base + 1,
  mfe_cleaning: base + 2,
  mfe_chat: base + 3,
  mfe_calculator: base + 4,
} as const;

export type RemoteName = 'mfe_renovation' | 'mfe_cleaning' | 'mfe_chat' | 'mfe_calculator';

export const REMOTES: { name: RemoteName; app: string }[] = [
  { name: 'mfe_renovation', app: 'mfe-renovation' },
  { name: 'mfe_cleaning', app: 'mfe-cleaning' },
  { name: 'mfe_chat', app: 'mfe-chat' },
  { name: 'mfe_calculator', app: 'mfe-calculator' },
];

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://127.0.0.1:${PORTS.api}`;
// Remotes live on other origins than the shell, as deployed (127.0.0.1 vs localhost, other port).
export const remoteOrigin = (name: RemoteName) => `http://127.0.0.1:${PORTS[name]}`;

/** Where the global setup writes the pids, ports and temp folders the tests and the teardown need. */
export const STATE_FILE =
  process.env.E2E_STATE_FILE ?? path.join(os.tmpdir(), `reformas-e2e-state-${PORTS.shell}.json`);
