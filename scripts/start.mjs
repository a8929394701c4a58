#!/usr/bin/env node
// `npm start`: builds everything, then runs the whole product on this machine: the API on the embedded
// database (or DATABASE_URL) with demo data, the shell at http://localhost:4200 and each remote on its
// own origin (ports 4201-4204), as they would be deployed separately. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-install.mjs';
import { ensureNode } from './ensure-node.mjs';
import { REMOTES, remoteUrlVariable } from '../tools/rspack/remotes.mjs';

await ensureNode();
ensureInstalled();

const API_PORT = Number(process.env.API_PORT ?? 3000);
const env = { ...process.env, NX_DAEMON: 'false' };

// The build's own output (a few hundred lines) is shown only when it fails: the banner below is what matters.
const buildStarted = Date.now();
console.log('Compilando la API, el shell y los remotes (nx run-many -t build)…');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  env,
});
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  console.error('La compilación ha fallado (arriba, su salida).');
  process.exit(build.status ?? 1);
}
console.log(`Compilado en ${Math.round((Date.now() - buildStarted) / 1000)} s. Arrancando…`);

const children = [];
function run(name, cmd, args, extraEnv = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extraEnv } });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] terminó con código ${code}; se detiene todo.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
let releases;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  if (releases) rmSync(releases, { recursive: true, force: true });
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', 'node', ['dist/api/main.js'], {
  API_PORT: String(API_PORT),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
});

// Web apps: the shell and every remote of apps/shell/public/remotes.json, each from its own static server
// (see scripts/serve-static.mjs).
const WEB_APPS = [
  { name: 'shell', port: 4200 },
  ...REMOTES.map((r) => ({ name: r.app, port: r.port, remote: r.name })),
];
// The shell's remotes.json, with REMOTE_<NAME>_URL in place of an entry when it is set, written to a temp folder
// the shell's server reads it from (--releases): a remote moved to another origin needs only the variable
// changed, never a shell rebuild.
function writeRemotes() {
  const remotes = {};
  for (const app of WEB_APPS.filter((a) => a.remote)) {
    remotes[app.remote] =
      process.env[remoteUrlVariable(app.remote)] ?? `http://localhost:${app.port}/mf-manifest.json`;
  }
  releases = mkdtempSync(path.join(os.tmpdir(), 'reformas-start-'));
  writeFileSync(path.join(releases, 'remotes.json'), JSON.stringify(remotes, null, 2));
  return releases;
}
const served = [];
if (existsSync('scripts/serve-static.mjs')) {
  for (const app of WEB_APPS) {
    if (!existsSync(`dist/${app.name}`)) continue;
    const args = ['scripts/serve-static.mjs', '--dir', `dist/${app.name}`, '--port', String(app.port)];
    if (app.name === 'shell')
      args.push('--spa', '--releases', writeRemotes(), '--api', `http://127.0.0.1:${API_PORT}`);
    run(app.name, 'node', args);
    served.push(app);
  }
}

await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
const accounts = JSON.parse(readFileSync('apps/api/src/seed/demo-accounts.json', 'utf8'));
console.log('\n  Marketplace de reformas en marcha');
if (served.some((a) => a.name === 'shell')) console.log('  Web:      http://localhost:4200');
for (const a of served.filter((a) => a.name !== 'shell'))
  console.log(`  Remote ${a.name}: http://localhost:${a.port}`);
console.log(`  API:      http://localhost:${API_PORT}/api`);
console.log(`  Swagger:  http://localhost:${API_PORT}/api/docs`);
console.log('  Cuentas de demostración:');
for (const a of accounts) console.log(`    ${a.userType.padEnd(12)} ${a.email}  /  ${a.password}`);
console.log('  Ctrl+C para parar.\n');

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`No responde ${url}`);
  stop(1);
}
