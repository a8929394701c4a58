#!/usr/bin/env node
// The browser tests run the W3C Nu HTML checker (vnu.jar, from npm), which needs a Java runtime: this machine's
// when it has one, else Debian's (apt-get as root), or a clear message.
import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt.mjs';

function version() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr || result.stdout).split('\n')[0].trim() : null;
}

const found = version();
if (found) {
  console.log(`Java encontrado: ${found}`);
  process.exit(0);
}
console.log('No se encontró java en el PATH.');
if (!aptInstall(['default-jre-headless'], { why: 'Java (el verificador Nu de HTML, vnu.jar)' }))
  process.exit(1);
const installed = version();
if (!installed) {
  console.error('apt-get terminó pero java no arranca.');
  process.exit(1);
}
console.log(`Java instalado: ${installed}`);
