// Debian packages the tests and benchmarks need (nginx, Chromium, wrk, Docker): installed with apt-get when this
// runs as root, as on CI; anyone else gets the command to run. One place for how, so every tool asks the same way.
import { spawnSync } from 'node:child_process';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

let updated = false;

/**
 * Installs `packages` (without recommended extras). Refreshes the package lists once per process, before the
 * first install: a new machine has none. True when apt-get succeeded; a non-root caller gets false and a message.
 */
export function aptInstall(packages, { why = packages.join(', ') } = {}) {
  if (!isRoot()) {
    console.error(`Falta ${why}. Instálalo como root con: apt-get install -y ${packages.join(' ')}`);
    return false;
  }
  console.log(`Instalando ${packages.join(' ')} con apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!updated && !apt('update')) return false;
  updated = true;
  return apt('install', '-y', '--no-install-recommends', ...packages);
}
