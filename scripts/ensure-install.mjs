// Installs the dependencies from the lock file when a fresh clone has none yet, so that `npm start`
// and `npm test` are the only two commands a new developer needs. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureInstalled() {
  if (existsSync('node_modules/.package-lock.json')) return;
  console.log('Instalando dependencias del package-lock.json…');
  // Not `npm ci`: see .ci/run (registry mirrors without other platforms' optional binaries).
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
