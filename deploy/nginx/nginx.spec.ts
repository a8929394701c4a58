// The edge as it runs: the rendered configuration in Debian's nginx (installed by scripts/ensure-nginx.mjs when
// missing), on a free port, in front of a temp shell build and releases folder and of small Node upstreams.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { BROTLI_STATIC_MODULE, renderNginxConfig, securityHeaders, writeNginxConfig } from './render.mjs';
import { SEO_ADDRESSES } from './seo-addresses';
import { PRIVATE_PAGE_PREFIXES, RENDERED_PAGES } from './site-paths.mjs';
import { API_MESSAGES, LEGAL_PATHS } from '@reformas/i18n-es';
import { ROBOTS_DISALLOW } from '../../apps/api/src/seo/site-paths';
import { NGINX_PATH } from '../../scripts/nginx.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { rawCall } from '../../scripts/raw-call.mjs';
import { writeFiles } from '../../scripts/write-files.mjs';

const ROOT = path.resolve(__dirname, '../..');
const RELEASE = '20261127-013502-3f9a2c1b';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET = 'console.log("shell");\n'.repeat(200);
const SITEMAP_URL = '<url><loc>https://www.reformas.example/projects/1</loc></url>\n';

/** One request to the edge on `port` (scripts/raw-call.mjs). */
const call = (port: number, urlPath: string, options?: Parameters<typeof rawCall>[2]) =>
  rawCall(`http://127.0.0.1:${port}`, urlPath, options);

type Seen = { method: string; url: string; httpVersion: string; headers: IncomingHttpHeaders; body: string };

/**
 * Listening and closing a test server: `close()` first ends its open connections (kept alive by the edge, or a
 * stream), which server.close() alone would wait for.
 */
function listening(server: http.Server) {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}

/** An upstream that answers (`live`), or reads each request whole and then drops the connection (`dies`). */
function upstream(mode: 'live' | 'dies') {
  const seen: Seen[] = [];
  let accepted = 0;
  let endStream: (() => void) | undefined;
  let streamEnded = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { method = '', url = '', httpVersion, headers } = req;
      seen.push({ method, url, httpVersion, headers, body: Buffer.concat(chunks).toString() });
      if (mode === 'dies') {
        req.socket.destroy();
        return;
      }
      if (url.startsWith('/api/events')) {
        // One event at once, the end only when the test says so.
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.write('retry: 2000\n\ndata: primero\n\n');
        endStream = () => {
          streamEnded = true;
          res.end('data: último\n\n');
        };
        return;
      }
      if (url.startsWith('/api/unavailable')) {
        // The API's answer when its database connection was lost under a write (DatabaseUnavailableError).
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
        res.end(JSON.stringify({ message: 'sin base de datos' }));
        return;
      }
      if (url.startsWith('/api/seo/')) {
        // A sitemap as the API writes it: XML, large enough to be compressed.
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${SITEMAP_URL.repeat(100)}</urlset>\n`);
        return;
      }
      res.writeHead(method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
        'x-content-type-options': 'nosniff',
      });
      res.end(JSON.stringify({ method, headers }));
    });
  });
  server.on('connection', () => (accepted += 1));
  return {
    seen,
    accepted: () => accepted,
    endStream: () => endStream?.(),
    streamEnded: () => streamEnded,
    ...listening(server),
  };
}

/**
 * A renderer (render-server.cjs) as the edge meets it: draws /worker-profiles/5, answers 410 for /projects/9 (a
 * request that left the board), never answers /calculator, declines anything else (503, X-Render: fallback), and keeps what it was asked.
 */
function renderer() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const { method = '', url = '', httpVersion, headers } = req;
    seen.push({ method, url, httpVersion, headers, body: '' });
    const page = (status: number, title: string) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Cookie',
        'x-render': 'server; release=mfe_renovation@r1',
      });
      res.end(`<!doctype html><h1>${title}</h1>`);
    };
    if (url.split('?')[0] === '/worker-profiles/5')
      return page(200, 'Reformas Pérez, dibujada en el servidor');
    if (url === '/projects/9') return page(410, 'Esta solicitud ya no está abierta');
    // Hung: never answers (the edge gives up on it).
    if (url === '/calculator') return;
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'x-render': 'fallback' });
    res.end('no es una página pública');
  });
  return { seen, ...listening(server) };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-'));
// nginx started by root runs its workers as nobody: the fixtures must be readable by anyone.
chmodSync(dir, 0o755);
const shellDir = path.join(dir, 'shell');
const releasesDir = path.join(dir, 'releases');
const runDir = path.join(dir, 'run');
const confFile = path.join(runDir, 'nginx.conf');
const brotli = existsSync(BROTLI_STATIC_MODULE);
const live = upstream('live');
const flaky = upstream('dies');
const render = renderer();
let renderPort = 0;
let port = 0;
let livePort = 0;
let flakyPort = 0;
let nginx: ChildProcess | undefined;
let nginxOutput = '';

function accessLog(): string[] {
  return readFileSync(path.join(runDir, 'access.log'), 'utf8').trim().split('\n');
}

beforeAll(async () => {
  const ensure = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-nginx.mjs')], {
    encoding: 'utf8',
  });
  if (ensure.status !== 0) throw new Error(`ensure-nginx: ${ensure.stdout}${ensure.stderr}`);

  writeFiles(shellDir, {
    'index.html': '<!doctype html><title>inicio</title>',
    'app.html': '<!doctype html><div id="root"></div>',
    'routes/services.html': '<!doctype html><title>servicios del shell</title>',
    'routes/auth.html': '<!doctype html><title>entrar</title>',
    'routes/profile/edit.html': '<!doctype html><title>editar perfil</title>',
    'main.0123abcd.js': ASSET,
    'main.0123abcd.js.gz': gzipSync(ASSET),
    'main.0123abcd.js.br': brotliCompressSync(ASSET),
    'favicon.ico': 'icono',
    'remotes.json': '{"mfe_cleaning":"http://localhost:4202/mf-manifest.json"}',
  });
  writeFiles(releasesDir, {
    'config.json': '{"opsToken":"secreto-del-operador"}',
    'remotes.json': `{"mfe_cleaning":{"release":"${RELEASE}"}}`,
    'pages/projects.html': '<!doctype html><title>tablón compuesto</title>',
    'pages/cleaning/_.html': '<!doctype html><title>ficha de limpieza</title>',
    'pages/calculator.html': '<!doctype html><title>calculadora compuesta</title>',
    'pages/worker-profiles/_.html': '<!doctype html><title>ficha de profesional compuesta</title>',
    'pages/create-cleaning.html': '<!doctype html><div id="root" data-remote="x"></div>',
    'mfe-cleaning/channel.json': `{"live":"${RELEASE}"}`,
    [`mfe-cleaning/${RELEASE}/mf-manifest.json`]: '{"name":"mfe_cleaning"}',
    [`mfe-cleaning/${RELEASE}/remoteEntry.js`]: 'var mfe_cleaning;',
    [`mfe-cleaning/${RELEASE}/static/js/123.js`]: 'chunk();',
  });

  [port, livePort, flakyPort, renderPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  await live.listen(livePort);
  await render.listen(renderPort);
  writeNginxConfig(confFile, {
    listen: `127.0.0.1:${port}`,
    shellDir,
    releasesDir,
    upstreams: [`127.0.0.1:${livePort}`, `127.0.0.1:${flakyPort}`],
    renderers: [`127.0.0.1:${renderPort}`],
    runDir,
    tls: true,
    brotli,
    daemon: false,
    // One worker, and a failing upstream never set aside: requests alternate between the two, so both kinds of
    // failure are met every other request.
    workerProcesses: 1,
    maxFails: 0,
  });
  chmodSync(runDir, 0o755);

  const check = spawnSync(
    NGINX_PATH,
    ['-t', '-c', confFile, '-p', runDir, '-e', path.join(runDir, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) throw new Error(`nginx -t:\n${check.stderr}`);

  nginx = spawn(NGINX_PATH, ['-c', confFile, '-p', runDir, '-e', path.join(runDir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stdout?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${nginxOutput}`);
    try {
      await call(port, '/favicon.ico');
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 300_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    const timer = setTimeout(() => nginx?.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  await Promise.all([live.close(), flaky.close(), render.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('the rendered configuration', () => {
  it('passes nginx -t and declares HSTS only when TLS is in front', () => {
    const options = {
      shellDir,
      releasesDir,
      upstreams: ['127.0.0.1:3000'],
      renderers: ['127.0.0.1:4300'],
      runDir,
    };
    expect(renderNginxConfig({ ...options, tls: true })).toContain('Strict-Transport-Security');
    expect(renderNginxConfig({ ...options, tls: false })).not.toContain('Strict-Transport-Security');
    expect(renderNginxConfig({ ...options, tls: false })).toContain(
      'proxy_set_header X-Forwarded-Proto $scheme;',
    );
  });

  it('never lets a POST be passed on after it reached a process (no non_idempotent)', () => {
    const conf = readFileSync(confFile, 'utf8');
    expect(conf).toContain('least_conn;');
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502;/);
    expect(conf).not.toContain('non_idempotent');
  });

  it('refuses a value that would break out of its directive', () => {
    expect(() =>
      renderNginxConfig({
        shellDir,
        releasesDir,
        runDir,
        upstreams: ['127.0.0.1:3000; include /etc/passwd'],
        renderers: ['127.0.0.1:4300'],
      }),
    ).toThrow(/upstream/);
    expect(() =>
      renderNginxConfig({
        shellDir,
        releasesDir,
        runDir,
        upstreams: ['127.0.0.1:3000'],
        renderers: ['127.0.0.1:4300 down'],
      }),
    ).toThrow(/renderer/);
    expect(() =>
      renderNginxConfig({ shellDir, releasesDir, runDir, upstreams: ['a:1'], renderers: [] }),
    ).toThrow(/renderizador/);
    expect(() =>
      renderNginxConfig({
        shellDir: 'dist/shell',
        releasesDir,
        runDir,
        upstreams: ['a:1'],
        renderers: ['a:2'],
      }),
    ).toThrow(/absoluta/);
  });
});

describe('pages', () => {
  it('serves / as the shell home, revalidated with an ETag', async () => {
    const res = await call(port, '/');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('inicio');
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    expect((await call(port, '/', { headers: { 'if-none-match': String(etag) } })).status).toBe(304);
  });

  it('serves a route the page composed at release, else the shell build’s own page for it', async () => {
    const composed = await call(port, '/projects?page=2');
    expect(composed.body.toString()).toContain('tablón compuesto');
    expect(composed.headers['cache-control']).toBe('no-cache');
    expect((await call(port, '/services')).body.toString()).toContain('servicios del shell');
  });

  it('serves a route with a parameter the page composed for its parent (_.html)', async () => {
    const res = await call(port, '/cleaning/42');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('ficha de limpieza');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote route without a frame its page of the release (the shell’s empty page, 200)', async () => {
    const res = await call(port, '/create-cleaning');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('data-remote="x"');
  });

  it('answers 404 for an address no route claims, with the shell’s empty page (its 404 screen), never cached', async () => {
    // Unknown, a file of the shell's build named as a route, a path no map turns into a page.
    const unknown = ['/nada', '/projects/42', '/a/b/c', '/Mayusculas', '/app', '/routes/services', '/index'];
    for (const route of unknown) {
      const res = await call(port, route);
      expect([route, res.status]).toEqual([route, 404]);
      expect(res.body.toString()).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeTruthy();
    }
  });

  it('redirects an address with a trailing slash to the one without, keeping its query', async () => {
    const res = await call(port, '/projects/?page=2');
    expect(res.status).toBe(301);
    expect(
      new URL(String(res.headers.location)).pathname + new URL(String(res.headers.location)).search,
    ).toBe('/projects?page=2');
    expect((await call(port, '/')).status).toBe(200);
  });

  it('answers 404 for a missing file (a path with an extension is never a route)', async () => {
    expect((await call(port, '/falta.js')).status).toBe(404);
    expect((await call(port, '/config.json')).status).toBe(404);
  });
});

describe('caching of files', () => {
  it('caches the shell’s hashed assets for a year, its other files for 5 minutes', async () => {
    expect((await call(port, '/main.0123abcd.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await call(port, '/favicon.ico')).headers['cache-control']).toBe('public, max-age=300');
    expect((await call(port, '/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed .gz (and .br with the module) to a client that accepts it', async () => {
    const gz = await call(port, '/main.0123abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await call(port, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
    if (brotli) {
      const br = await call(port, '/main.0123abcd.js', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(ASSET);
    }
  });

  it('serves the releases’ pointer, not the shell’s copy, revalidated', async () => {
    const res = await call(port, '/remotes.json');
    expect(res.body.toString()).toContain(RELEASE);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('caches a release folder for a year but its mf-manifest.json', async () => {
    const base = `/releases/mfe-cleaning/${RELEASE}`;
    const manifest = await call(port, `${base}/mf-manifest.json`);
    expect([manifest.status, manifest.headers['cache-control']]).toEqual([200, 'no-cache']);
    for (const file of ['remoteEntry.js', 'static/js/123.js']) {
      const res = await call(port, `${base}/${file}`);
      expect([file, res.status, res.headers['cache-control']]).toEqual([file, 200, IMMUTABLE]);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('serves nothing of the releases folder outside a release (the operator token stays private)', async () => {
    for (const file of ['config.json', 'remotes.json', 'pages/projects.html', 'mfe-cleaning/channel.json']) {
      expect([file, (await call(port, `/releases/${file}`)).status]).toEqual([file, 404]);
    }
    expect((await call(port, `/releases/mfe-cleaning/${RELEASE}/../../config.json`)).status).toBe(404);
  });
});

describe('security headers', () => {
  const expected = Object.entries(securityHeaders({ tls: true })).map(([name, value]) => [
    name.toLowerCase(),
    value,
  ]);

  it('are on every kind of answer the edge serves itself', async () => {
    const urls = [
      '/',
      '/projects',
      '/cleaning/42',
      '/worker-profiles/5',
      '/projects/9',
      '/services',
      '/nada',
      '/index.html',
      '/main.0123abcd.js',
      '/remotes.json',
      `/releases/mfe-cleaning/${RELEASE}/mf-manifest.json`,
      `/releases/mfe-cleaning/${RELEASE}/remoteEntry.js`,
      '/falta.js',
    ];
    for (const url of urls) {
      const { headers } = await call(port, url);
      for (const [name, value] of expected) expect([url, name, headers[name]]).toEqual([url, name, value]);
    }
  });

  it('allow the app’s inline scripts and styles and no framing', () => {
    const csp = securityHeaders()['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('leave the API’s answers to the API', async () => {
    const res = await call(port, '/api/echo');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/api', () => {
  it('passes the client’s address as nginx saw it, never one the client wrote', async () => {
    const res = await call(port, '/api/echo', {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-request-id': 'peticion-123' },
    });
    expect(res.status).toBe(200);
    const { headers } = JSON.parse(res.body.toString()) as { headers: IncomingHttpHeaders };
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
    expect(headers['x-request-id']).toBe('peticion-123');
  });

  it('keeps one connection, to the client and to the API, for well over 1,000 requests', async () => {
    // A load balancer or CDN in front sends its traffic on a few connections kept alive.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const clientSockets = new Set<Socket>();
    const acceptedBefore = live.accepted();
    try {
      for (let i = 0; i < 1200; i++) {
        const status = await new Promise<number>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path: `/api/echo?n=${i}`, agent }, (res) => {
            clientSockets.add(res.socket);
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', reject);
        });
        expect(status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
    expect(clientSockets.size).toBe(1);
    expect(live.accepted() - acceptedBefore).toBeLessThanOrEqual(1);
  });

  it('gives the API a request id of its own when the client sends none', async () => {
    const { headers } = JSON.parse((await call(port, '/api/echo')).body.toString()) as {
      headers: IncomingHttpHeaders;
    };
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retries a GET on the other process when one refuses connections; a POST never sent is passed on too', async () => {
    const before = live.seen.length;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await call(port, `/api/echo?get=${i}`)).status);
    for (let i = 0; i < 4; i++)
      answers.push((await call(port, '/api/echo', { method: 'POST', body: `refused-${i}` })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 201, 201, 201, 201]);
    // Each POST reached the live process exactly once.
    const posts = live.seen.slice(before).filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body).sort()).toEqual(['refused-0', 'refused-1', 'refused-2', 'refused-3']);
    // nginx tried the refusing process first for some of them (its address comes first in the log line).
    expect(
      accessLog().some((line) => line.includes(`upstream=127.0.0.1:${flakyPort}, 127.0.0.1:${livePort}`)),
    ).toBe(true);
  });

  it('passes on a 503 of the API (its database lost) as it is, and keeps sending that process requests', async () => {
    const unavailable = await call(port, '/api/unavailable');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('1');
    expect(unavailable.body.toString()).toContain('sin base de datos');
    // The other process refuses connections: had nginx set this one aside, nothing would be left (502).
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await call(port, `/api/echo?after503=${i}`)).status);
    expect(answers).toEqual([200, 200, 200, 200]);
  });

  it('retries a GET whose process died with it, never a POST that reached one', async () => {
    await flaky.listen(flakyPort);
    try {
      const gets = [];
      for (let i = 0; i < 6; i++) gets.push((await call(port, `/api/echo?died=${i}`)).status);
      expect(gets).toEqual([200, 200, 200, 200, 200, 200]);
      expect(flaky.seen.filter((r) => r.method === 'GET').length).toBeGreaterThan(0);

      const before = live.seen.length;
      const posts: { body: string; status: number; answer: string; type?: string }[] = [];
      for (let i = 0; i < 6; i++) {
        const body = `write-${i}`;
        const res = await call(port, '/api/echo', { method: 'POST', body });
        posts.push({
          body,
          status: res.status,
          answer: res.body.toString(),
          type: res.headers['content-type'],
        });
      }
      const failed = posts.filter((p) => p.status === 502).map((p) => p.body);
      // nginx's own 502 speaks as the API does, in Spanish: the page shows its message.
      for (const post of posts.filter((p) => p.status === 502)) {
        expect(post.type).toBe('application/json');
        expect(JSON.parse(post.answer)).toEqual({
          message: API_MESSAGES.unavailable,
        });
      }
      const written = posts.filter((p) => p.status === 201).map((p) => p.body);
      expect(failed.length + written.length).toBe(6);
      expect(failed.length).toBeGreaterThan(0);
      // The failed ones reached the dying process once each and were never passed to the live one.
      expect(flaky.seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual(failed);
      const reachedLive = live.seen.slice(before).filter((r) => r.method === 'POST');
      expect(reachedLive.map((r) => r.body)).toEqual(written);
    } finally {
      await flaky.close();
    }
  });

  it('streams /api/events as it is written, over HTTP/1.1 kept alive', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const first = await new Promise<{ headers: IncomingHttpHeaders; text: string; endedUpstream: boolean }>(
      (resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/events', agent }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('data: primero')) {
              resolve({ headers: res.headers, text, endedUpstream: live.streamEnded() });
              live.endStream();
            }
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.setTimeout(10_000, () => reject(new Error('no event within 10 s: buffered')));
      },
    );
    expect(first.endedUpstream).toBe(false);
    expect(first.headers['content-type']).toContain('text/event-stream');
    expect(first.headers.connection).not.toBe('close');
    const upstreamRequest = live.seen.findLast((r) => r.url.startsWith('/api/events'));
    expect(upstreamRequest?.httpVersion).toBe('1.1');
    expect(upstreamRequest?.headers.connection).toBeUndefined();
    expect(readFileSync(confFile, 'utf8')).toMatch(/location = \/api\/events \{[^}]*proxy_read_timeout 1h;/);
    agent.destroy();
  });

  it("keeps the renderers' feed of public changes inside: 404 at the edge, never passed to the API", async () => {
    const before = live.seen.length;
    expect((await call(port, '/api/public-changes')).status).toBe(404);
    expect(live.seen.slice(before)).toEqual([]);
  });
});

describe('what search engines read', () => {
  it('passes /robots.txt, /sitemap.xml and /sitemaps/<file>.xml to the API under /api/seo/, query kept', async () => {
    for (const [address, apiPath] of SEO_ADDRESSES) {
      const before = live.seen.length;
      const res = await call(port, address);
      expect([address, res.status]).toEqual([address, 200]);
      expect(live.seen.slice(before).map((r) => r.url)).toEqual([apiPath]);
      // The API's answer as it is: none of the edge's page headers.
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('sends a sitemap compressed to a client that accepts it', async () => {
    const res = await call(port, '/sitemaps/requests-1.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain(SITEMAP_URL);
  });

  it('leaves any other address of that shape to the files (404), never to the API', async () => {
    const before = live.seen.length;
    for (const address of ['/sitemaps/Nada.xml', '/sitemaps/a/b.xml', '/sitemap.xml.gz', '/robots.txt/x']) {
      expect([address, (await call(port, address)).status]).toEqual([address, 404]);
    }
    expect(live.seen.length).toBe(before);
  });
});

describe('pages drawn on the server', () => {
  const asked = (from: number) => render.seen.slice(from).map((r) => r.url);

  it('passes a page the renderer drew through as it is, query kept, with the edge’s headers', async () => {
    const before = render.seen.length;
    const res = await call(port, '/worker-profiles/5?utm_source=whatsapp', {
      headers: { cookie: 'mf-preview=mfe_renovation@r2; xsid=1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('dibujada en el servidor');
    expect(res.headers['x-render']).toBe('server; release=mfe_renovation@r1');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    // Asked once, with the whole address and the cookies (a release's smoke test previews with one; `xsid` is
    // no session).
    expect(asked(before)).toEqual(['/worker-profiles/5?utm_source=whatsapp']);
    const seen = render.seen[render.seen.length - 1];
    expect(seen.headers.cookie).toBe('mf-preview=mfe_renovation@r2; xsid=1');
    expect(seen.headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
  });

  it('passes a 410 through (a request that left the board)', async () => {
    const res = await call(port, '/projects/9');
    expect(res.status).toBe(410);
    expect(res.body.toString()).toContain('ya no está abierta');
  });

  it('serves today’s page, 200, when the renderer declines; 404 when no page is the address’s', async () => {
    const before = render.seen.length;
    const declined = await call(port, '/cleaning/42');
    expect(declined.status).toBe(200);
    expect(declined.body.toString()).toContain('ficha de limpieza');
    expect(declined.headers['x-render']).toBeUndefined();
    expect(declined.headers['cache-control']).toBe('no-cache');
    const home = await call(port, '/');
    expect([home.status, home.body.toString()]).toEqual([200, '<!doctype html><title>inicio</title>']);
    const legal = await call(port, LEGAL_PATHS.privacy);
    expect(legal.status).toBe(404);
    expect(asked(before)).toEqual(['/cleaning/42', '/', LEGAL_PATHS.privacy]);
  });

  it('never sends a visitor with a session to the renderer', async () => {
    const before = render.seen.length;
    for (const cookie of ['sid=abc', 'tema=oscuro; sid=abc', 'tema=oscuro;sid=abc']) {
      const res = await call(port, '/worker-profiles/5', { headers: { cookie } });
      expect([cookie, res.status]).toEqual([cookie, 200]);
      expect(res.body.toString()).toContain('ficha de profesional compuesta');
      expect(res.headers['x-render']).toBeUndefined();
    }
    expect(render.seen.slice(before)).toEqual([]);
  });

  it('asks it only for the public pages, never for a private one, a file or an address with a slash at its end', async () => {
    const before = render.seen.length;
    for (const address of ['/create-cleaning', '/auth', '/projects/1/quotes', '/favicon.ico', '/projects/']) {
      await call(port, address);
    }
    expect(render.seen.slice(before)).toEqual([]);
  });

  it('serves today’s page when no renderer answers', async () => {
    await render.close();
    try {
      for (let i = 0; i < 3; i++) {
        const res = await call(port, '/worker-profiles/5');
        expect(res.status).toBe(200);
        expect(res.body.toString()).toContain('ficha de profesional compuesta');
      }
    } finally {
      await render.listen(renderPort);
    }
    // Back at once: a renderer that failed is not set aside (max_fails=0).
    expect((await call(port, '/worker-profiles/5')).headers['x-render']).toBe(
      'server; release=mfe_renovation@r1',
    );
  });

  it('serves today’s page when the renderer takes over 6 s (its own limit is 5 s)', async () => {
    const started = Date.now();
    const res = await call(port, '/calculator');
    const waited = Date.now() - started;
    expect([res.status, res.body.toString()]).toEqual([
      200,
      '<!doctype html><title>calculadora compuesta</title>',
    ]);
    expect(waited).toBeGreaterThanOrEqual(5900);
    expect(waited).toBeLessThan(9000);
  });

  it('says noindex on the private pages only', async () => {
    for (const address of ['/create-cleaning', '/auth', '/auth?volver=/chat', '/profile/edit']) {
      const res = await call(port, address);
      expect([address, res.status, res.headers['x-robots-tag']]).toEqual([address, 200, 'noindex']);
    }
    for (const address of ['/', '/projects', '/cleaning/42', '/services', '/worker-profiles/5']) {
      const res = await call(port, address);
      expect([address, res.headers['x-robots-tag']]).toEqual([address, undefined]);
    }
  });

  it('knows the legal pages and the private ones by the addresses the rest of the code gives them', () => {
    expect(RENDERED_PAGES).toEqual(
      expect.arrayContaining([LEGAL_PATHS.notice, LEGAL_PATHS.privacy, LEGAL_PATHS.cookies]),
    );
    expect(PRIVATE_PAGE_PREFIXES).toEqual(ROBOTS_DISALLOW.filter((rule) => !rule.startsWith('/api/')));
  });
});
