#!/usr/bin/env node
// The browser tests and bench:web drive Debian's Chromium (Playwright cannot download its own browser
// here). Finds it, installs it with apt-get when running as root, or stops with a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

function version() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (existsSync(CHROMIUM) && version()) {
  console.log(`Chromium encontrado: ${version()} (${CHROMIUM})`);
  process.exit(0);
}

console.log(`No se encontró Chromium en ${CHROMIUM}.`);
if (!aptInstall(['chromium'], { why: `Chromium (${CHROMIUM}; otra ruta con CHROME_PATH)` })) process.exit(1);
const installed = version();
if (!installed) {
  console.error(`apt-get terminó pero ${CHROMIUM} no arranca.`);
  process.exit(1);
}
console.log(`Chromium instalado: ${installed}`);
