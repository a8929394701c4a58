#!/usr/bin/env node
// The browser tests and bench:web drive Debian's Chromium (Playwright cannot download its own browser
// here). Finds it, installs it with apt-get when running as root, or stops with a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

function version() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (existsSync(CHROMIUM) && version()) {
  console.log(`Chromium encontrado: ${version()} (${CHROMIUM})`);
  process.exit(0);
}

if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    `No se encontró Chromium en ${CHROMIUM}. Instálalo como root con: apt-get install -y chromium ` +
      '(o indica otra ruta con CHROME_PATH).',
  );
  process.exit(1);
}

console.log(`No se encontró Chromium en ${CHROMIUM}; instalando con apt-get...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} falló (código ${result.status}).`);
    process.exit(1);
  }
}
const installed = version();
if (!installed) {
  console.error(`apt-get terminó pero ${CHROMIUM} no arranca.`);
  process.exit(1);
}
console.log(`Chromium instalado: ${installed}`);
