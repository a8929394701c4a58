#!/usr/bin/env node
// `npm run test:topology`: the production topology on this machine, on real parts. PostgreSQL (the
// server of DATABASE_URL, default 127.0.0.1:5432), three API processes (dist/api/main.js), Debian's nginx in front
// with the edge's configuration (deploy/nginx) serving the built shell and remote releases, all on loopback.
// It proves, and prints the counts of:
//   1. three processes started at the same moment on an empty database all come up; each migration runs once;
//   2. the pages through the edge, in Chromium, with no Content-Security-Policy violation;
//   3. sessions, login limits and chat push shared by the three;
//   4. a rolling restart (SIGTERM, one at a time) under 100 connections of reads and writes plus 50 chat
//      conversations: no failed request, no chat message lost or duplicated;
//   5. kill -9 of one process under the same load: no failed GET (nginx passes it to another), every
//      acknowledged write in the database, no chat message lost or duplicated;
//   6. the API's database connections killed under load (pg_terminate_backend, a few rounds): no failed GET,
//      never a 500 (a write that loses its connection answers 503 with Retry-After);
//   7. two shell renderers behind the edge (down until then: every page before was today's): public pages come
//      drawn on the server by both, never for a visitor with a session; after kill -9 of one, by the other; one
//      stopped (SIGTERM) mid-render finishes that page and exits; with both gone, today's pages, 200.
// Needs the builds (npx nx run-many -t build) and nginx (node scripts/ensure-nginx.mjs). TOPOLOGY_SECONDS sets the
// load's length per phase (default 12).
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { UPSTREAM_FAIL_SECONDS } from '../deploy/nginx/render.mjs';
import { REMOTES } from '../tools/rspack/remotes.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { checkList } from './topology/checks.mjs';
import {
  MIGRATION_COUNT,
  apiProcess,
  freshDatabase,
  publishForEdge,
  rendererProcess,
  runFolder,
  sleep,
  startEdge,
} from './topology/cluster.mjs';
import { call, chat, eventSource, mixedLoad, newConversations, register } from './topology/traffic.mjs';

const SECONDS = Number(process.env.TOPOLOGY_SECONDS ?? 12);
const PORT_BASE = Number(process.env.TOPOLOGY_PORT_BASE ?? 3810);
const EDGE_PORT = PORT_BASE;
const API_PORTS = [PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3];
const RENDER_PORTS = [PORT_BASE + 4, PORT_BASE + 5];
// In front of the second renderer's API calls, delayed on demand: a render still in flight when it is stopped.
const SLOW_API_PORT = PORT_BASE + 6;
const LOGIN_LIMIT = 5;

for (const file of ['dist/api/main.js', 'dist/shell/index.html', 'dist/shell-prerender/render-server.cjs']) {
  if (!existsSync(file)) {
    console.error(`Falta ${file}: construye antes con npx nx run-many -t build`);
    process.exit(1);
  }
}

const { expect, counts, crashed, finish } = checkList('Topología');

const folder = runFolder('topology-');
const database = await freshDatabase('topology');
const apis = API_PORTS.map((port) =>
  apiProcess({
    port,
    databaseUrl: database.url,
    logDir: folder,
    env: {
      // Writes far faster than people: the write limits are off; the login limits stay on, shared.
      LIMIT_NEW_CONVERSATIONS_PER_DAY: '0',
      LIMIT_MESSAGES_PER_MINUTE: '0',
      LIMIT_CLIENT_ERRORS_PER_10_MIN: '0',
      AUTH_RATE_LIMIT: '100000',
      AUTH_ACCOUNT_RATE_LIMIT: String(LOGIN_LIMIT),
    },
  }),
);
// The run's own connection is named, so cutting the API's connections (phase 6) spares it.
const db = new pg.Pool({ connectionString: database.url, max: 2, application_name: 'topology-check' });
db.on('error', () => undefined);
let edge;
let renderers = [];
let slowApi;

async function main() {
  console.log(`\n1. Tres procesos de la API a la vez sobre una base de datos vacía (${database.name})`);
  await Promise.all(apis.map((api) => api.start()));
  const { rows: migrations } = await db.query(
    'SELECT name, count(*)::int AS times FROM migrations GROUP BY name ORDER BY name',
  );
  counts('migraciones', { distintas: migrations.length, esperadas: MIGRATION_COUNT });
  expect(
    apis.every((api) => api.running),
    'los tres procesos están listos',
  );
  expect(
    migrations.length === MIGRATION_COUNT && migrations.every((m) => m.times === 1),
    'cada migración aplicada una sola vez',
  );

  console.log('\n2. El borde (nginx) delante de los tres, con las versiones publicadas de los remotes');
  const edgeUrl = `http://127.0.0.1:${EDGE_PORT}`;
  const releasesDir = path.join(folder, 'releases');
  await publishForEdge(releasesDir, edgeUrl, REMOTES);
  edge = await startEdge({
    port: EDGE_PORT,
    upstreams: apis.map((api) => `127.0.0.1:${api.port}`),
    // Not started until phase 7: until then every page is today's, after two refused connections.
    renderers: RENDER_PORTS.map((port) => `127.0.0.1:${port}`),
    runDir: path.join(folder, 'nginx'),
    releasesDir,
  });
  await checkPages(edge.base);

  console.log('\n3. Sesión, límites de acceso y chat compartidos por los tres procesos');
  await checkSharedState(edge.base);

  // The people of the load phases, registered once: 20 reading and writing, 50 conversations.
  const people = [];
  for (let i = 0; i < 20; i++) people.push(await register(edge.base, i % 2 ? 'client' : 'professional'));
  const conversations = await newConversations(edge.base, 50);
  const underLoad = (label, disturb, options) =>
    disturbUnderLoad(edge.base, { people, conversations }, label, disturb, options);

  console.log(`\n4. Reinicio escalonado (SIGTERM, uno a uno) con carga: 100 conexiones y 50 conversaciones`);
  await underLoad(
    'reinicio',
    async () => {
      for (const api of apis) {
        const code = await api.term();
        expect(code === 0, `el proceso ${api.port} termina limpio tras SIGTERM (código ${code})`);
        await api.start();
        // As an operator's rolling restart does: nginx may leave a process out for this long after its last
        // refused connection (deploy/nginx/render.mjs), so the next one stops only once this one is back.
        await sleep(UPSTREAM_FAIL_SECONDS * 1000 + 500);
      }
    },
    { failuresAllowed: () => false },
  );

  console.log('\n5. kill -9 de un proceso con la misma carga');
  await underLoad(
    'kill -9',
    async () => {
      await apis[1].kill();
      await sleep(4000);
      await apis[1].start();
    },
    { failuresAllowed: (failure) => !failure.startsWith('GET ') },
  );

  console.log('\n6. Conexiones de la API con PostgreSQL cortadas (pg_terminate_backend) con carga');
  let terminated = 0;
  await underLoad(
    'pg_terminate_backend',
    async () => {
      for (let round = 0; round < 4; round++) {
        await sleep(1500);
        const { rowCount } = await db.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> 'topology-check'`,
          [database.name],
        );
        terminated += rowCount ?? 0;
      }
    },
    { failuresAllowed: (failure) => failure.startsWith('POST ') && failure.endsWith(' 503') },
  );
  counts('conexiones cortadas', { total: terminated });
  expect(terminated > 0, 'se cortaron conexiones de la API');

  console.log(
    '\n7. Dos renderizadores detrás del borde: kill -9 de uno, SIGTERM del otro a mitad de una página',
  );
  await checkRenderers(edge.base, releasesDir);
}

/**
 * An HTTP proxy to `target` that holds each request `delayMs()` first: the second renderer's way to the API, so
 * that a render can be caught in flight.
 */
function delayingProxy(port, target, delayMs) {
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs());
  });
  const close = () => {
    server.closeAllConnections();
    return new Promise((done) => server.close(done));
  };
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ close })));
}

/** A page through the edge: status, whether it was drawn on the server, when it arrived. */
async function page(base, route, cookie) {
  const res = await fetch(`${base}${route}`, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  return { status: res.status, render: res.headers.get('x-render'), html, at: Date.now() };
}

async function checkRenderers(base, releasesDir) {
  let slow = false;
  slowApi = await delayingProxy(SLOW_API_PORT, base, () => (slow ? 1500 : 0));
  renderers = RENDER_PORTS.map((port, i) =>
    rendererProcess({
      port,
      releasesDir,
      // Both call the API through the edge, standing in for the API's Service a renderer pod calls. The edge keeps
      // the feed of public changes to itself (404), so these renderers cache nothing: each page here is drawn.
      api: i === 0 ? base : `http://127.0.0.1:${SLOW_API_PORT}`,
      publicUrl: base,
      logDir: folder,
    }),
  );
  const started = Date.now();
  await Promise.all(renderers.map((r) => r.start()));
  counts('renderizadores', { 'listos en ms': Date.now() - started });
  const rendered = (p) => p.status === 200 && (p.render ?? '').startsWith('server');
  const routes = ['/projects', '/worker-profiles', '/cleaning'];

  const first = [];
  for (let i = 0; i < 6; i++) first.push(await page(base, routes[i % routes.length]));
  const [a, b] = await Promise.all(renderers.map((r) => r.stats()));
  counts('páginas dibujadas', {
    primero: a.rendered,
    segundo: b.rendered,
    rehusadas: a.declined + b.declined,
  });
  expect(first.every(rendered), `${routes.join(', ')}: 200 dibujadas en el servidor (X-Render: server)`);
  expect(a.rendered > 0 && b.rendered > 0, 'el borde reparte las páginas entre los dos renderizadores');

  const signedIn = await page(base, '/projects', 'sid=una-sesion');
  const [a2, b2] = await Promise.all(renderers.map((r) => r.stats()));
  const asked = (s) => s.rendered + s.declined;
  expect(
    signedIn.status === 200 && signedIn.render === null && asked(a2) + asked(b2) === asked(a) + asked(b),
    'con cookie de sesión: la página de hoy, sin preguntar a ningún renderizador',
  );

  await renderers[0].kill();
  const afterKill = [];
  for (let i = 0; i < 9; i++) afterKill.push(await page(base, routes[i % routes.length]));
  const b3 = await renderers[1].stats();
  counts('tras kill -9 del primero', {
    dibujadas: afterKill.filter(rendered).length,
    'por el segundo': b3.rendered - b2.rendered,
  });
  expect(
    afterKill.every(rendered) && b3.rendered - b2.rendered === afterKill.length,
    'tras kill -9 de uno, todas las páginas dibujadas por el otro',
  );

  // SIGTERM mid-render: the page in flight is finished and sent, nothing new is taken, and the process exits.
  slow = true;
  let termAt = 0;
  const stopMidRender = async () => {
    await sleep(300);
    termAt = Date.now();
    const readinessSoonAfter = async () => {
      await sleep(100);
      return fetch(`${renderers[1].base}/readyz`).then(
        (res) => `HTTP ${res.status}`,
        (error) => error?.cause?.code ?? 'error',
      );
    };
    return Promise.all([renderers[1].term(), readinessSoonAfter()]);
  };
  const [drained, [code, readiness]] = await Promise.all([page(base, '/projects'), stopMidRender()]);
  slow = false;
  counts('SIGTERM a mitad de página', {
    readyz: readiness,
    'página enviada ms tras la señal': drained.at - termAt,
    'salida ms tras la señal': Date.now() - termAt,
    código: code,
  });
  expect(readiness !== 'HTTP 200', `mientras termina no está listo (/readyz: ${readiness})`);
  expect(
    rendered(drained) && drained.at > termAt,
    'la página en curso al llegar SIGTERM se termina y se envía',
  );
  expect(code === 0, `el renderizador sale limpio tras SIGTERM (código ${code})`);

  const fallback = [];
  for (const route of ['/', ...routes, '/projects?type=kitchen']) fallback.push(await page(base, route));
  expect(
    fallback.every((p) => p.status === 200 && p.render === null && p.html.includes('<div id="root"')),
    'sin renderizadores: las páginas de hoy, 200',
  );
}

/** The pages through the edge in Chromium: each loads, and nothing breaks the Content-Security-Policy. */
async function checkPages(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const violations = [];
    const failed = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // Leaving a page aborts what it was still fetching: under load a query can start after 'networkidle' (the
    // hydration took longer than its quiet half second). Such an abort, from when the test navigates until the next
    // document commits, is not a failure of the edge; any other failed request is.
    let leaving = false;
    let abortedByLeaving = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) leaving = false;
    });
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      if (leaving && error === 'net::ERR_ABORTED') abortedByLeaving += 1;
      else failed.push(`${request.url()} ${error}`);
    });
    const visit = (route) => {
      leaving = true;
      return page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    };
    for (const route of ['/', '/projects', '/cleaning', '/worker-profiles', '/calculator', '/services']) {
      const answer = await visit(route);
      const csp = answer?.headers()['content-security-policy'] ?? '';
      expect(answer?.status() === 200 && csp.includes("frame-ancestors 'none'"), `${route}: 200 con su CSP`);
      await page.locator('main').first().waitFor({ timeout: 15_000 });
    }
    // Built pages the edge knows by their files: the shell's (/auth) and a remote's without a frame (/create-post)
    // answer 200; an address no route claims, 404 with the shell's 'Página no encontrada'.
    for (const route of ['/auth', '/create-post']) {
      const status = (await visit(route))?.status();
      expect(status === 200, `${route}: 200 (${status})`);
    }
    const unknown = await visit('/no-existe');
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 15_000 });
    expect(
      unknown?.status() === 404 && heading === 'Página no encontrada',
      `/no-existe: 404 con 'Página no encontrada' (${unknown?.status()}, ${heading})`,
    );
    counts('navegador', {
      'violaciones de CSP': violations.length,
      'peticiones fallidas': failed.length,
      'cortadas al salir de la página': abortedByLeaving,
    });
    expect(
      violations.length === 0,
      `ninguna violación de la CSP${violations.length ? `: ${violations[0]}` : ''}`,
    );
    expect(failed.length === 0, `ninguna petición fallida${failed.length ? `: ${failed[0]}` : ''}`);
  } finally {
    await browser.close();
  }
}

async function checkSharedState(base) {
  // A session opened through the edge is known to every process.
  const someone = await register(base, 'client');
  const seen = await Promise.all(
    apis.map((api) => call(api.base, 'GET', '/api/user', { cookie: someone.cookie })),
  );
  expect(
    seen.every((res) => res.status === 200 && res.body.id === someone.id),
    'la sesión abierta en el borde vale en los tres procesos',
  );
  // Failed logins for one account, spread over the three: the limit counts them all.
  const target = await register(base, 'client');
  const { body: me } = await call(base, 'GET', '/api/user', { cookie: target.cookie });
  const statuses = [];
  for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt++) {
    const res = await call(apis[attempt % apis.length].base, 'POST', '/api/login', {
      body: { username: me.email, password: 'no-es-la-clave' },
    });
    statuses.push(res.status);
  }
  counts('intentos fallidos repartidos entre los tres', { respuestas: statuses.join(' ') });
  expect(
    statuses.slice(0, LOGIN_LIMIT).every((s) => s === 401) && statuses[LOGIN_LIMIT] === 429,
    `el intento ${LOGIN_LIMIT + 1} se rechaza (429) en cualquier proceso`,
  );
  // A message sent through one process arrives on a stream held by another.
  const sender = await register(base, 'client');
  const receiver = await register(base, 'professional');
  const arrived = [];
  const stream = eventSource(apis[1].base, receiver, (message) => arrived.push(message.id));
  await stream.ready;
  const sent = await call(apis[2].base, 'POST', '/api/messages', {
    cookie: sender.cookie,
    body: { receiverId: receiver.id, message: 'Hola desde otro proceso' },
  });
  for (let i = 0; i < 50 && !arrived.includes(sent.body?.id); i++) await sleep(100);
  stream.close();
  expect(
    sent.status === 201 && arrived.includes(sent.body.id),
    'un mensaje enviado en un proceso llega al canal abierto en otro',
  );
}

/**
 * Runs `disturb` while 100 connections read and write through the edge and 50 conversations chat through it;
 * then counts. A failure is any request without a 2xx answer; `failuresAllowed` says which a phase tolerates
 * (none, writes refused with 503, ...). Every acknowledged write must be in the database, and every chat message
 * must arrive exactly once.
 */
async function disturbUnderLoad(base, { people, conversations }, label, disturb, { failuresAllowed }) {
  const load = await mixedLoad(base, { connections: 100, people });
  const talk = await chat(base, conversations);
  const started = Date.now();
  await sleep(2000);
  await disturb();
  await sleep(Math.max(2000, SECONDS * 1000 - (Date.now() - started)));
  const traffic = await load.stop();
  const messages = await talk.stop();
  const writes = [...traffic.acked, ...messages.ids];
  const { rows } = await db.query('SELECT count(*)::int AS n FROM chat_messages WHERE id = ANY($1::int[])', [
    writes,
  ]);
  const gets = traffic.failures.filter((f) => f.startsWith('GET '));
  const internalErrors = [...traffic.failures, ...messages.failedSends].filter((f) => f.endsWith(' 500'));
  counts(label, {
    peticiones: traffic.requests,
    lecturas: traffic.reads,
    escrituras: traffic.writes,
    fallidas: traffic.failures.length,
    'GET fallidas': gets.length,
    'escrituras confirmadas': traffic.acked.length,
  });
  counts(`${label}, chat`, {
    enviados: messages.sent,
    recibidos: messages.received,
    perdidos: messages.lost,
    duplicados: messages.duplicated,
    'envíos reintentados': messages.failedSends.length,
    reconexiones: messages.reconnects,
  });
  const unexpected = [...traffic.failures, ...messages.failedSends].filter((f) => !failuresAllowed(f));
  // Every process is up again at the end of each phase (phases 4 and 5 restart the ones they stop): one that is not
  // stopped by itself, and its last lines say why.
  const stopped = apis.filter((api) => !api.running);
  for (const api of stopped)
    console.log(
      `  el proceso ${api.port} terminó solo (${api.ended}); sus últimas líneas:\n${api.logTail()}`,
    );
  expect(stopped.length === 0, `${label}: los tres procesos siguen en marcha`);
  // What nginx saw of a failure it answered itself (502: the connection to a process failed).
  if (unexpected.length) {
    const upstreamErrors = edge
      .errorLog()
      .split('\n')
      .filter((line) => line.includes('upstream'));
    console.log(`  nginx, últimos errores con los procesos:\n${upstreamErrors.slice(-5).join('\n')}`);
  }
  expect(
    unexpected.length === 0,
    `${label}: ninguna petición fallida fuera de lo admitido${unexpected.length ? ` (${unexpected.length}: ${[...new Set(unexpected)].slice(0, 3).join('; ')})` : ''}`,
  );
  expect(gets.length === 0, `${label}: ninguna GET fallida`);
  expect(
    internalErrors.length === 0,
    `${label}: ningún 500${internalErrors.length ? ` (${internalErrors[0]})` : ''}`,
  );
  expect(
    rows[0].n === writes.length,
    `${label}: las ${writes.length} escrituras confirmadas están en la base de datos (${rows[0].n})`,
  );
  expect(
    messages.lost === 0 && messages.duplicated === 0,
    `${label}: ningún mensaje de chat perdido ni duplicado`,
  );
}

try {
  await main();
} catch (error) {
  crashed(error);
} finally {
  await edge?.stop();
  await Promise.all(renderers.filter((r) => r.running).map((r) => r.kill()));
  await slowApi?.close();
  await Promise.all(apis.filter((api) => api.running).map((api) => api.term()));
  await db.end();
  await database.drop();
}
finish();
