#!/usr/bin/env node
// `npm start`: builds everything, then runs the whole product on this machine: the API on the embedded
// database (or DATABASE_URL) with demo data, the shell at http://localhost:4200 and each remote on its
// own origin (ports 4201-4205), as they would be deployed separately. The remotes are served from the release
// layout a team releases to (var/releases, tools/release): each build in dist/ is published as a release and
// made live, so `npm run release -- <remote>` works against what runs here. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './ensure-install.mjs';
import { ensureNode } from './ensure-node.mjs';
import { untilAnswers } from './until-answers.mjs';
import { REMOTES, remoteUrlVariable } from '../tools/rspack/remotes.mjs';
import { publishBuilds } from '../tools/release/commands.mjs';
import { readJson, releasesDir, writeJsonAtomic } from '../tools/release/layout.mjs';

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
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Where the product runs, for the release tool; the operator token lets `npm run releases` read the error counts.
const RELEASES = releasesDir();
const previous = await readJson(path.join(RELEASES, 'config.json'), {});
const config = {
  shellUrl: 'http://localhost:4200',
  shellDir: path.resolve('dist/shell'),
  apiUrl: `http://127.0.0.1:${API_PORT}`,
  opsToken: process.env.OPS_TOKEN ?? previous.opsToken ?? randomBytes(24).toString('hex'),
  // A remote's releases may live on another origin (a CDN): REMOTE_<NAME>_URL is the base of its release folders.
  remotes: Object.fromEntries(
    REMOTES.map((r) => [
      r.name,
      { base: process.env[remoteUrlVariable(r.name)] ?? `http://localhost:${r.port}/` },
    ]),
  ),
};
await writeJsonAtomic(path.join(RELEASES, 'config.json'), config);
await publishBuilds(RELEASES, config);

// E-mail: without an SMTP_URL of its own, the API sends to a local mail catcher (maildev), whose web page shows what
// the product sent (password links, notices); nothing leaves this machine.
const MAIL_WEB_PORT = Number(process.env.MAILDEV_WEB_PORT ?? 1080);
const MAIL_SMTP_PORT = Number(process.env.MAILDEV_SMTP_PORT ?? 1025);
const catcher = !process.env.SMTP_URL;
if (catcher) {
  run('maildev', 'node', [
    'node_modules/maildev/dist/bin/maildev.js',
    '--smtp',
    String(MAIL_SMTP_PORT),
    '--web',
    String(MAIL_WEB_PORT),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--silent',
  ]);
}

run('api', 'node', ['dist/api/main.js'], {
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:4200',
  OPS_TOKEN: config.opsToken,
  API_PORT: String(API_PORT),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
});

// The shell's renderer: the public pages drawn on the server with their data, for visitors without a session
// (apps/shell/src/server/render-server.ts); the shell's server asks it first and serves today's page when it declines.
const RENDER_PORT = Number(process.env.RENDER_PORT ?? 4300);
run('render', 'node', ['dist/shell-prerender/render-server.cjs', '--port', String(RENDER_PORT)], {
  RELEASES_DIR: RELEASES,
  SHELL_DIR: 'dist/shell',
  API_URL: `http://127.0.0.1:${API_PORT}`,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:4200',
});

// Web apps: the shell (its pages and remotes.json from the releases folder) and each remote's releases, each from
// its own static server (scripts/serve-static.mjs).
const WEB_APPS = [
  { name: 'shell', port: 4200 },
  ...REMOTES.map((r) => ({ name: r.app, port: r.port, remote: r.name })),
];
const served = [];
for (const app of WEB_APPS) {
  const args = app.remote
    ? ['--dir', path.join(RELEASES, app.name), '--release-root']
    : [
        '--dir',
        'dist/shell',
        '--spa',
        '--api',
        `http://127.0.0.1:${API_PORT}`,
        '--releases',
        RELEASES,
        '--render',
        `http://127.0.0.1:${RENDER_PORT}`,
      ];
  if (!existsSync(args[1])) continue;
  run(app.name, 'node', ['scripts/serve-static.mjs', '--port', String(app.port), ...args]);
  served.push(app);
}

await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
const accounts = JSON.parse(readFileSync('apps/api/src/seed/demo-accounts.json', 'utf8'));
console.log('\n  Marketplace de reformas en marcha');
if (served.some((a) => a.name === 'shell')) console.log('  Web:      http://localhost:4200');
for (const a of served.filter((a) => a.name !== 'shell'))
  console.log(`  Remote ${a.name}: http://localhost:${a.port}`);
console.log(`  API:      http://localhost:${API_PORT}/api`);
console.log(`  Swagger:  http://localhost:${API_PORT}/api/docs`);
if (catcher)
  console.log(`  Correo:   http://localhost:${MAIL_WEB_PORT} (maildev: los correos que envía la web)`);
console.log(`  Versiones de los remotes: ${RELEASES} (npm run releases -- <remote>)`);
console.log('  Cuentas de demostración:');
for (const a of accounts.filter((a) => !a.totpSecret))
  console.log(`    ${a.userType.padEnd(12)} ${a.email}  /  ${a.password}`);
// The operator signs in with its password, then the TOTP code: this demo secret, added to an authenticator app.
for (const a of accounts.filter((a) => a.totpSecret))
  console.log(
    `    ${'operador'.padEnd(12)} ${a.email}  /  ${a.password}  /  clave TOTP ${a.totpSecret} (añádela a tu app de autenticación)`,
  );
console.log('  Ctrl+C para parar.\n');

async function waitFor(url) {
  await untilAnswers(url, { deadlineMs: 60_000, intervalMs: 500 }).catch((error) => {
    console.error(error.message);
    stop(1);
  });
}
