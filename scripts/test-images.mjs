#!/usr/bin/env node
// `npm run test:images`: the two container images of deploy/docker built with Docker from this checkout
// and run together as the cluster runs them (scripts/docker.mjs brings the daemon and the base images). It checks,
// and prints:
//   1. the API's image: built; runs as `node`, not root, and cannot change its own code; production dependencies
//      only (no test or build tools); its HEALTHCHECK defined;
//   2. the Kubernetes Job's migrate command (deploy/k8s/migrate-job.yaml) in that image on an empty database: every
//      migration applied;
//   3. the API container ready, and Docker's own health check (the image's HEALTHCHECK) says healthy;
//   4. the edge's image (deploy/docker/edge.Dockerfile): built with the shell and the remotes' releases baked in;
//      runs as www-data; the renderer's image (deploy/docker/renderer.Dockerfile), from the same shell and releases:
//      runs as `node`, without the build and test tools;
//   5. the edge container in front of two API containers that answer to the name `api-pods`, as the headless
//      Service's pods do in the cluster, and of a renderer container that answers to `renderer`: its own /healthz,
//      the pages with their Content-Security-Policy, a public page drawn by the renderer (X-Render: server) with its
//      data from the API pods, a remote's manifest, the API's readiness and the board through it, requests reaching
//      both pods;
//   6. a rolling update under continuous reads through the edge: a third API container joins `api-pods`, the edge
//      sends it requests without a restart, the first stops (code 0) and the edge stops sending it any; every read
//      answered 200;
//   7. `docker stop` (SIGTERM) ends each with code 0.
// The containers share an internal network of their own (no port on this machine, no way out); the API reaches
// PostgreSQL through its Unix socket, mounted in. Needs the builds (npx nx run-many -t build) and root or Docker.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { EDGE_IN_CLUSTER } from '../deploy/k8s/render.mjs';
import { REMOTES } from '../tools/rspack/remotes.mjs';
import { baseImages, buildEnv, dockerfileArg, ensureDocker } from './docker.mjs';
import { checkList } from './topology/checks.mjs';
import { MIGRATION_COUNT, freshDatabase, publishForEdge, runFolder, sleep } from './topology/cluster.mjs';

const API_DOCKERFILE = 'deploy/docker/api.Dockerfile';
const EDGE_DOCKERFILE = 'deploy/docker/edge.Dockerfile';
const RENDERER_DOCKERFILE = 'deploy/docker/renderer.Dockerfile';
const API_IMAGE = 'reformas/api:test';
const EDGE_IMAGE = 'reformas/edge:test';
const RENDERER_IMAGE = 'reformas/renderer:test';
const TEST_LABEL = 'reformas.test-images=1';
// As deploy/k8s/render.mjs renders the edge for the cluster: the port it listens on, and the API pods' name and
// port (the containers below answer to that name).
const EDGE_URL = `http://edge:${EDGE_IN_CLUSTER.listen}`;
const [API_PODS, API_PORT] = EDGE_IN_CLUSTER.upstreams[0].split(':');
const [RENDERER_HOST, RENDERER_PORT] = EDGE_IN_CLUSTER.renderers[0].split(':');
// Test and build tools that must stay out of an image that installs production dependencies only. Not
// typescript: @nestjs/swagger names it as an optional peer, so npm's lock marks it "devOptional" and
// `npm ci --omit=dev` keeps it (omitting optional packages too would drop sharp's native binaries).
const DEV_ONLY = [
  'jest',
  'nx',
  '@rspack/core',
  '@module-federation/enhanced',
  '@playwright/test',
  'eslint',
  'react',
];

for (const file of [
  'dist/shell/index.html',
  'dist/shell-prerender/render-server.cjs',
  ...REMOTES.map(({ app }) => `dist/${app}/mf-manifest.json`),
]) {
  if (!existsSync(file)) {
    console.error(`Falta ${file}: construye antes con npx nx run-many -t build`);
    process.exit(1);
  }
}

const { expect, counts, crashed, finish } = checkList('Imágenes');
const folder = runFolder('images-');
const names = {
  network: `reformas-test-${process.pid}`,
  // The third joins in the rolling update (step 6).
  apis: [1, 2, 3].map((n) => `reformas-test-api${n}-${process.pid}`),
  edge: `reformas-test-edge-${process.pid}`,
  renderer: `reformas-test-renderer-${process.pid}`,
};
// Both made in main(), so that a failure there still reaches the cleanup at the end.
let docker;
let database;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A fetch from inside the containers' network (the API image has Node; the second pod stays up throughout). */
function fetchInside(url) {
  const script = `fetch(${JSON.stringify(url)}).then(async (r) => console.log(JSON.stringify({ status: r.status, headers: Object.fromEntries(r.headers), body: await r.text() })), (e) => { console.log(JSON.stringify({ status: 0, error: String(e.cause ?? e) })); })`;
  return JSON.parse(docker.ok(['exec', names.apis[1], 'node', '-e', script]));
}

function inspect(target, format) {
  return docker.ok(['inspect', '--format', format, target]);
}

/** Whether `test()` turns true within `deadlineMs`. */
async function until(test, deadlineMs) {
  for (const deadline = Date.now() + deadlineMs; Date.now() < deadline; await sleep(500)) {
    if (test()) return true;
  }
  return false;
}

async function main() {
  docker = await ensureDocker();
  database = await freshDatabase('images');
  const bases = baseImages(docker, {
    nodeImage: dockerfileArg(API_DOCKERFILE, 'NODE_IMAGE'),
    debianImage: dockerfileArg(EDGE_DOCKERFILE, 'DEBIAN_IMAGE'),
  });
  for (const line of bases.standIns)
    console.log(`Imagen base sustituta (ningún registro de contenedores al alcance): ${line}`);
  // The label marks this test's images, so that the cleanup removes its old ones and nobody else's.
  const buildArgs = [
    '--build-arg',
    `NODE_IMAGE=${bases.node}`,
    '--build-arg',
    `DEBIAN_IMAGE=${bases.debian}`,
    '--label',
    TEST_LABEL,
  ];

  console.log(`\n1. La imagen de la API (${API_DOCKERFILE})`);
  let started = Date.now();
  docker.ok(['build', '--network', 'host', ...buildArgs, '-f', API_DOCKERFILE, '-t', API_IMAGE, '.'], {
    env: buildEnv(),
  });
  const apiSize = Number(inspect(API_IMAGE, '{{.Size}}'));
  counts('construida', { en: seconds(started), tamaño: `${Math.round(apiSize / 1e6)} MB` });
  expect(inspect(API_IMAGE, '{{.Config.User}}') === 'node', 'se ejecuta como el usuario node');
  expect(
    inspect(API_IMAGE, '{{json .Config.Healthcheck.Test}}').includes('/api/health/live'),
    'HEALTHCHECK sobre /api/health/live',
  );
  // Which of these the image's node_modules holds.
  const wanted = [...DEV_ONLY, 'pg', '@nestjs/core'];
  const present = JSON.parse(
    docker.ok([
      'run',
      '--rm',
      '--network',
      'none',
      API_IMAGE,
      'node',
      '-e',
      `console.log(JSON.stringify(${JSON.stringify(wanted)}.filter((n) => require('fs').existsSync('node_modules/' + n))))`,
    ]),
  );
  const devInImage = DEV_ONLY.filter((name) => present.includes(name));
  expect(
    present.includes('pg') && present.includes('@nestjs/core'),
    'con sus dependencias de producción (pg, @nestjs/core)',
  );
  expect(
    devInImage.length === 0,
    `sin herramientas de test ni de build${devInImage.length ? `: ${devInImage.join(', ')}` : ''}`,
  );

  console.log(
    '\n2. El Job de migración (deploy/k8s/migrate-job.yaml) con esa imagen, sobre una base de datos vacía',
  );
  const job = parse(readFileSync('deploy/k8s/migrate-job.yaml', 'utf8'));
  const migrate = job.spec.template.spec.containers[0].command;
  const migrated = docker.run([
    'run',
    '--rm',
    '--network',
    'host',
    '-e',
    `DATABASE_URL=${database.url}`,
    API_IMAGE,
    ...migrate,
  ]);
  expect(migrated.status === 0, `${migrate.join(' ')} termina bien (${migrated.status})`);
  if (migrated.status !== 0) console.error(`${migrated.stdout}${migrated.stderr}`);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const socketDir = (await client.query('SHOW unix_socket_directories')).rows[0].unix_socket_directories
    .split(',')[0]
    .trim();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM migrations');
  await client.end();
  counts('migraciones', { aplicadas: rows[0].n, esperadas: MIGRATION_COUNT });
  expect(rows[0].n === MIGRATION_COUNT, 'todas las migraciones aplicadas');

  console.log('\n3. Dos contenedores de la API (los pods de api-pods)');
  const socketUrl = new URL(database.url);
  socketUrl.searchParams.set('host', socketDir);
  // Internal: the containers reach each other by name (Docker's DNS), nothing outside.
  docker.ok(['network', 'create', '--internal', names.network]);
  started = Date.now();
  const firstPods = names.apis.slice(0, 2);
  for (const name of firstPods) startPod(name, socketDir, socketUrl);
  const ready = await until(() => firstPods.every((name) => podReady(name)), 60_000);
  expect(ready, `las dos listas (${seconds(started)})`);
  const healthy = await until(
    () => firstPods.every((name) => inspect(name, '{{.State.Health.Status}}') === 'healthy'),
    60_000,
  );
  expect(healthy, `Docker las da por sanas: su HEALTHCHECK pasa (${seconds(started)})`);
  expect(docker.ok(['exec', names.apis[0], 'id', '-u']) === '1000', 'el proceso corre con uid 1000 (node)');
  const write = docker.run(['exec', names.apis[0], 'sh', '-c', 'touch dist/api/main.js']);
  expect(write.status !== 0, 'no puede cambiar su propio código (dist/api)');

  console.log(`\n4. La imagen del borde (${EDGE_DOCKERFILE})`);
  // Its build context as the repository lays it out, with the releases published for this edge's address.
  const context = path.join(folder, 'edge-context');
  for (const part of ['deploy/nginx', 'deploy/k8s/render.mjs', 'deploy/docker', 'dist/shell'])
    cpSync(part, path.join(context, part), { recursive: true });
  mkdirSync(path.join(context, 'var'), { recursive: true });
  await publishForEdge(path.join(context, 'var/releases'), EDGE_URL, REMOTES);
  // As npm start and the release pipeline leave it: the releases' config.json, with the operators' token, beside
  // the releases. The edge's .dockerignore must keep it out of the image.
  writeFileSync(
    path.join(context, 'var/releases/config.json'),
    `${JSON.stringify({ opsToken: 'token-de-prueba', remotes: {} })}\n`,
  );
  buildInContext(EDGE_DOCKERFILE, EDGE_IMAGE, context, buildArgs);
  expect(inspect(EDGE_IMAGE, '{{.Config.User}}') === 'www-data', 'se ejecuta como www-data');
  // The releases are in the image, their config.json is not.
  const baked = docker
    .run([
      'run',
      '--rm',
      '--network',
      'none',
      '--entrypoint',
      'sh',
      EDGE_IMAGE,
      '-c',
      'test -f /srv/releases/remotes.json && echo releases; test -e /srv/releases/config.json && echo config; true',
    ])
    .stdout.split('\n');
  expect(baked.includes('releases'), 'con las versiones de los remotes (/srv/releases/remotes.json)');
  expect(!baked.includes('config'), 'sin el config.json de las versiones (el token de operaciones)');

  console.log(`\n4b. La imagen del renderizador (${RENDERER_DOCKERFILE})`);
  // The same context, with what the renderer adds: its bundle and the lock file its packages are pinned by.
  for (const part of ['dist/shell-prerender', 'package-lock.json'])
    cpSync(part, path.join(context, part), { recursive: true });
  buildInContext(RENDERER_DOCKERFILE, RENDERER_IMAGE, context, buildArgs);
  expect(inspect(RENDERER_IMAGE, '{{.Config.User}}') === 'node', 'se ejecuta como el usuario node');
  // What its node_modules holds: the libraries the pages are drawn with, and none of the build and test tools
  // (the federation runtime it loads, @module-federation/enhanced, is one of its libraries here).
  const rendererTools = DEV_ONLY.filter((n) => n !== 'react' && n !== '@module-federation/enhanced');
  const rendererHas = docker
    .ok([
      'run',
      '--rm',
      '--network',
      'none',
      RENDERER_IMAGE,
      'node',
      '-e',
      `console.log(${JSON.stringify([...rendererTools, 'react', 'antd'])}.filter((n) => require('fs').existsSync('node_modules/' + n)).join(' '))`,
    ])
    .split(' ');
  const toolsIn = rendererTools.filter((n) => rendererHas.includes(n));
  expect(
    ['react', 'antd'].every((n) => rendererHas.includes(n)) && toolsIn.length === 0,
    `con React y antd, sin herramientas de test ni de build${toolsIn.length ? `: ${toolsIn.join(', ')}` : ''}`,
  );

  console.log('\n5. El borde delante de los dos y de un renderizador, como en el clúster');
  docker.ok([
    'run',
    '-d',
    '--name',
    names.renderer,
    '--network',
    names.network,
    // The renderers' Service, which the edge's configuration names.
    '--network-alias',
    RENDERER_HOST,
    '-e',
    `API_URL=http://${API_PODS}:${API_PORT}`,
    '-e',
    `RENDER_PORT=${RENDERER_PORT}`,
    RENDERER_IMAGE,
  ]);
  expect(
    await until(() => fetchInside(`http://${RENDERER_HOST}:${RENDERER_PORT}/readyz`).status === 200, 60_000),
    'el renderizador está listo (/readyz)',
  );
  docker.ok([
    'run',
    '-d',
    '--name',
    names.edge,
    '--network',
    names.network,
    '--network-alias',
    'edge',
    EDGE_IMAGE,
  ]);
  expect(
    await until(() => fetchInside(`${EDGE_URL}/healthz`).status === 200, 30_000),
    'el borde responde (/healthz)',
  );
  for (const route of ['/', '/projects', '/cleaning', '/calculator']) {
    const page = fetchInside(`${EDGE_URL}${route}`);
    expect(
      page.status === 200 &&
        (page.headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'"),
      `${route}: 200 con su CSP`,
    );
  }
  // A visitor without a session gets the board drawn by the renderer, its cards from the API pods.
  const drawn = fetchInside(`${EDGE_URL}/projects`);
  expect(
    drawn.status === 200 &&
      (drawn.headers['x-render'] ?? '').startsWith('server') &&
      drawn.body.includes('<h1'),
    `/projects dibujada por el renderizador (X-Render: ${drawn.headers['x-render'] ?? 'ninguno'})`,
  );
  // The shell's pointer names each remote's live release; its manifest is read by that fixed name.
  const pointer = JSON.parse(fetchInside(`${EDGE_URL}/remotes.json`).body);
  const manifest = fetchInside(Object.values(pointer)[0].entry);
  expect(
    manifest.status === 200 && manifest.headers['cache-control'] === 'no-cache',
    `el manifiesto de un remote: 200, no-cache`,
  );
  expect(
    fetchInside(`${EDGE_URL}/api/health/ready`).status === 200,
    '/api/health/ready a través del borde: 200',
  );
  const board = fetchInside(`${EDGE_URL}/api/projects?limit=12&offset=0`);
  expect(
    board.status === 200 && Array.isArray(JSON.parse(board.body)),
    '/api/projects a través del borde: 200',
  );
  // 20 more reads of the board: the edge spreads them over both pods (least_conn), as each one's log shows.
  for (let i = 0; i < 20; i++) fetchInside(`${EDGE_URL}/api/projects?limit=12&offset=0`);
  const served = firstPods.map(boardReads);
  counts('lecturas del tablero por pod', { api1: served[0], api2: served[1] });
  expect(
    served.every((n) => n > 0),
    'las peticiones llegan a los dos pods',
  );
  // By uid (Debian's www-data is 33): `docker top` names users as this machine knows them.
  const uids = docker
    .ok(['top', names.edge, '-o', 'uid,pid'])
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[0]);
  expect(
    uids.length > 0 && uids.every((uid) => uid === '33'),
    `sus ${uids.length} procesos (el script y nginx) corren como www-data (uid 33)`,
  );

  console.log('\n6. Actualización escalonada de los pods, con lecturas continuas a través del borde');
  // As a Deployment's rollout: a new pod joins api-pods, and only once it is ready does an old one stop. The edge
  // has to follow both changes (its entrypoint reloads nginx when the name's addresses change) without a failed
  // request.
  // The entrypoint reports each change on its stderr: "api-pods ahora es <addresses>; recargando nginx".
  const edgeLog = () => {
    const logs = docker.run(['logs', names.edge]);
    return `${logs.stdout}${logs.stderr}`;
  };
  const reloads = () =>
    edgeLog()
      .split('\n')
      .filter((line) => line.includes('recargando nginx')).length;
  const lastAddresses = () =>
    [...edgeLog().matchAll(/ahora es ([\d. ]+);/g)].pop()?.[1].trim().split(/\s+/) ?? [];
  const oldPod = names.apis[0];
  const oldAddress = inspect(oldPod, '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}');
  const reloadsBefore = reloads();
  const reads = continuousReads(`${EDGE_URL}/api/projects?limit=12&offset=0`);
  let statuses;
  try {
    let since = Date.now();
    startPod(names.apis[2], socketDir, socketUrl);
    expect(await until(() => podReady(names.apis[2]), 60_000), `el pod nuevo está listo (${seconds(since)})`);
    expect(
      await until(() => boardReads(names.apis[2]) > 0, 20_000),
      `el borde lo incluye sin reiniciarse (${seconds(since)})`,
    );
    const reloadsJoined = reloads();
    since = Date.now();
    docker.ok(['stop', '-t', '30', oldPod]);
    const oldCode = inspect(oldPod, '{{.State.ExitCode}}');
    expect(oldCode === '0', `el pod viejo termina con código ${oldCode} en ${seconds(since)}`);
    expect(
      await until(() => reloads() > reloadsJoined && !lastAddresses().includes(oldAddress), 20_000),
      `el borde lo quita de sus direcciones (${oldAddress} ya no está en ${lastAddresses().join(' ')}; ${seconds(since)})`,
    );
    // A moment more of reads on the pods that stay.
    await sleep(2_000);
  } finally {
    statuses = await reads.stop();
  }
  const reloadsDuring = reloads() - reloadsBefore;
  const retried = Object.entries(statuses)
    .filter(([key]) => key.startsWith('reintentadas'))
    .reduce((sum, [, n]) => sum + n, 0);
  const answers = Object.fromEntries(
    Object.entries(statuses).filter(([key]) => !key.startsWith('reintentadas')),
  );
  const total = Object.values(answers).reduce((sum, n) => sum + n, 0);
  counts('lecturas durante la actualización', { ...statuses, 'recargas del borde': reloadsDuring });
  expect(total > 100 && answers['200'] === total, `las ${total} respondidas con 200`);
  // A reload closes each of the 4 clients' kept-alive connections at most once; more resends would be a fault.
  expect(
    retried <= 4 * reloadsDuring,
    `${retried} reenviadas una vez tras un cierre de conexión (como mucho 4 por recarga: ${4 * reloadsDuring})`,
  );

  console.log('\n7. docker stop (SIGTERM)');
  for (const name of [names.edge, names.renderer, names.apis[1], names.apis[2]]) {
    started = Date.now();
    docker.ok(['stop', '-t', '30', name]);
    const code = inspect(name, '{{.State.ExitCode}}');
    expect(code === '0', `${name}: termina con código ${code} en ${seconds(started)}`);
  }
}

/** Builds `dockerfile` (a path in the repository's layout) from `context`, a copy of that layout, and says how long
 * it took and how large the image is. */
function buildInContext(dockerfile, image, context, buildArgs) {
  const started = Date.now();
  docker.ok(
    ['build', '--network', 'host', ...buildArgs, '-f', path.join(context, dockerfile), '-t', image, context],
    {
      env: buildEnv(),
    },
  );
  counts('construida', {
    en: seconds(started),
    tamaño: `${Math.round(Number(inspect(image, '{{.Size}}')) / 1e6)} MB`,
  });
}

/** One API pod: the image with the database's socket, answering to the headless Service's name on the network. */
function startPod(name, socketDir, socketUrl) {
  docker.ok([
    'run',
    '-d',
    '--name',
    name,
    '--network',
    names.network,
    // Every pod answers to api-pods, which the edge resolves to all their addresses.
    '--network-alias',
    API_PODS,
    '-v',
    `${socketDir}:${socketDir}`,
    '-e',
    `DATABASE_URL=${socketUrl}`,
    API_IMAGE,
  ]);
}

const podReady = (name) => fetchInside(`http://${name}:${API_PORT}/api/health/ready`).status === 200;

/** How many reads of the board a pod has answered, from its log (one JSON line per request). */
const boardReads = (name) =>
  docker
    .ok(['logs', name])
    .split('\n')
    .filter((line) => line.includes('"route":"/api/projects')).length;

/**
 * Reads `url` from inside the network with 4 clients at once until `stop()`, which resolves with the count per
 * status. Each client keeps its connection alive, as browsers do. A read whose kept-alive connection the edge
 * closed under it (a reload ends the old workers' idle connections) is sent again once, as browsers do, and on a
 * new connection: sent on another kept-alive one it could meet the same close (a lost read seen once with fetch's
 * shared pool). Resends are counted apart ("reintentadas", with the first failure's cause); a failed resend counts
 * as an error with its cause.
 */
function continuousReads(url) {
  // The reads go on until this process closes the script's standard input.
  const script = `
    const http = require('node:http');
    const statuses = {};
    const count = (key) => (statuses[key] = (statuses[key] ?? 0) + 1);
    const read = (agent) => new Promise((resolve, reject) => {
      http.get(${JSON.stringify(url)}, { agent }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); res.on('error', reject); }).on('error', reject);
    });
    let reading = true;
    process.stdin.on('end', () => (reading = false)).resume();
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (reading) {
        try { count(await read(agent)); continue; } catch (e) { count('reintentadas (' + (e.code ?? e.message) + ')'); }
        try { count(await read(false)); } catch (e) { count('error ' + (e.code ?? e.message)); }
      }
      agent.destroy();
    };
    Promise.all([client(), client(), client(), client()]).then(() => console.log(JSON.stringify(statuses)));`;
  const child = spawn(docker.bin, [...docker.prefix, 'exec', '-i', names.apis[1], 'node', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  // 'close', not 'exit': only then has all of its output been read.
  const done = new Promise((resolve) => child.once('close', (code) => resolve(code)));
  return {
    async stop() {
      child.stdin.end();
      const code = await done;
      if (code !== 0) throw new Error(`lecturas: código ${code}\n${out}`);
      return JSON.parse(out);
    },
  };
}

try {
  await main();
} catch (error) {
  crashed(error);
  // What the containers said, for whoever reads the failed run.
  for (const name of [...names.apis, names.edge, names.renderer]) {
    const logs = docker?.run(['logs', '--tail', '40', name]);
    if (logs?.status === 0) console.error(`\n--- docker logs ${name}\n${logs.stdout}${logs.stderr}`);
  }
} finally {
  docker?.run(['rm', '-f', names.edge, names.renderer, ...names.apis]);
  docker?.run(['network', 'rm', names.network]);
  // The previous run's images, now untagged: their layers would pile up in the daemon's folder.
  docker?.run(['image', 'prune', '-f', '--filter', `label=${TEST_LABEL}`]);
  await docker?.stop();
  await database?.drop();
}
finish();
