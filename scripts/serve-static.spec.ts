// The static server as the shell, the remotes and the browser tests start it: a real process on a free port,
// serving a temp folder laid out like a build (and a release channel), in front of a tiny fake API.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { securityHeaders } from '../deploy/nginx/render.mjs';
import { API_MESSAGES } from '@reformas/i18n-es';
import { SEO_ADDRESSES } from '../deploy/nginx/seo-addresses';
import { freePort } from './free-port.mjs';
import { rawCall } from './raw-call.mjs';
import { writeFiles } from './write-files.mjs';

const ROOT = path.resolve(__dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts/serve-static.mjs');

type Server = { url: string; child: ChildProcess; output: () => string };

/** One request as a browser sends it, with the raw path and the raw body (scripts/raw-call.mjs). */
const call = rawCall;

async function startServer(args: string[]): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [SCRIPT, '--port', String(port), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve-static exited with ${child.exitCode}:\n${output}`);
    try {
      await call(url, '/');
      return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`serve-static did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** SIGTERM, and how the process ended (code, or null with a signal) and how long it took. */
async function stop(server: Server): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  if (server.child.exitCode !== null) return { code: server.child.exitCode, ms: 0 };
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  const code = await exited;
  clearTimeout(timer);
  return { code, ms: Date.now() - started };
}

/**
 * The fake API: a JSON route that sets two cookies and echoes what it was sent, an event stream, and the sitemaps
 * and robots.txt under /api/seo/ (each address asked kept in `seo`).
 */
function startFakeApi(): Promise<{
  url: string;
  closedStreams: () => number;
  seo: string[];
  server: http.Server;
}> {
  let closedStreams = 0;
  const seo: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname.startsWith('/api/seo/')) {
      seo.push(req.url ?? '');
      res.writeHead(200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      });
      res.end(`<echo>${req.url}</echo>`);
      return;
    }
    if (url.pathname === '/api/session') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(201, {
          'content-type': 'application/json',
          'set-cookie': ['session=abc; HttpOnly; Path=/', 'theme=dark; Path=/'],
        });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            body: Buffer.concat(chunks).toString(),
            forwardedFor: req.headers['x-forwarded-for'],
            host: req.headers.host,
            forwardedHost: req.headers['x-forwarded-host'],
            forwardedProto: req.headers['x-forwarded-proto'],
          }),
        );
      });
      return;
    }
    if (url.pathname === '/api/events') {
      // One event every 100 ms: five of them then the end, or until the client leaves (?forever).
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(`data: ${JSON.stringify({ n: ++sent, at: Date.now() })}\n\n`);
        if (sent === 5 && !url.searchParams.has('forever')) {
          clearInterval(timer);
          res.end();
        }
      }, 100);
      res.on('close', () => {
        clearInterval(timer);
        if (!res.writableFinished) closedStreams++;
      });
      return;
    }
    // Items the pages show: request 7 exists; profile 5 is private, its owner's (cookie session=abc) to see.
    const item = /^\/api\/(projects|workers)\/([^/]+)$/.exec(url.pathname);
    if (item) {
      const found =
        (item[1] === 'projects' && item[2] === '7') ||
        (item[1] === 'workers' && item[2] === '5' && req.headers.cookie === 'session=abc');
      res.writeHead(found ? 200 : item[2] === 'abc' ? 400 : 404, { 'content-type': 'application/json' });
      res.end('{}');
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, closedStreams: () => closedStreams, seo, server });
    });
  });
}

/** Reads an event stream until it ends; when each `data:` chunk arrived and when the end did. */
function readStream(
  base: string,
  rawPath: string,
): Promise<{
  status: number;
  headers: IncomingHttpHeaders;
  chunks: { text: string; at: number }[];
  endedAt: number;
}> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get(
      { hostname, port, path: rawPath, headers: { accept: 'text/event-stream' } },
      (res) => {
        const chunks: { text: string; at: number }[] = [];
        res.setEncoding('utf8');
        res.on('data', (text: string) => chunks.push({ text, at: Date.now() }));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks, endedAt: Date.now() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Opens an event stream and resolves at its first data; `close` drops the connection as a closed tab would. */
function openStream(base: string, rawPath: string): Promise<{ close: () => void }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: rawPath }, (res) => {
      res.once('data', () => resolve({ close: () => req.destroy() }));
      res.on('error', () => undefined);
    });
    req.on('error', reject);
  });
}

const JS = `export const text = ${JSON.stringify('una frase que se repite '.repeat(200))};\n`;
const CSS = `.card { color: #222; padding: 8px; }\n`.repeat(100);

let temp: string;
let releases: string;
let api: Awaited<ReturnType<typeof startFakeApi>>;
let shell: Server;
let remote: Server;

/** Written beside and renamed into place, as a release switches it. */
function switchFile(file: string, content: string): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  const site = path.join(temp, 'site');
  writeFiles(temp, { 'secret.txt': 'fuera de la raíz' });
  writeFiles(site, {
    'index.html': '<!doctype html><title>inicio</title>',
    'app.html': '<!doctype html><title>app</title>',
    'projects.html': '<!doctype html><title>proyectos del build</title>',
    'chat.html': '<!doctype html><title>chat del build</title>',
    'assets/main.0123abcd.js': JS,
    'assets/main.0123abcd.js.br': brotliCompressSync(JS),
    'assets/style.css': CSS,
    'remotes.json': '{"mfe_x":"http://127.0.0.1:1/mf-manifest.json"}',
    'mf-manifest.json': '{"name":"shell"}',
    'remoteEntry.js': 'var x = 1;',
    'projects/plano.pdf': 'un fichero',
  });
  releases = path.join(temp, 'releases');
  writeFiles(releases, {
    'pages/projects.html': '<!doctype html><title>proyectos de la release</title>',
    // The page of /projects/:id, and one for /projects/destacadas alone (a static route beside it).
    'pages/projects/_.html': '<!doctype html><title>una solicitud</title>',
    'pages/projects/destacadas.html': '<!doctype html><title>destacadas</title>',
  });
  const remoteRoot = path.join(temp, 'remote');
  writeFiles(remoteRoot, {
    'channel.json': '{"current":"r1"}',
    'r1/remoteEntry.js': 'var remote = 1;',
    'r1/mf-manifest.json': '{"name":"mfe_x"}',
    'r1/chunk.js': 'var chunk = 1;',
  });

  api = await startFakeApi();
  [shell, remote] = await Promise.all([
    startServer(['--dir', site, '--spa', '--releases', releases, '--api', api.url]),
    startServer(['--dir', remoteRoot, '--release-root']),
  ]);
});

afterAll(async () => {
  await Promise.all([shell, remote].filter(Boolean).map(stop));
  await new Promise((resolve) => api?.server.close(resolve));
  api?.server.closeAllConnections();
  rmSync(temp, { recursive: true, force: true });
});

describe('scripts/serve-static.mjs', () => {
  describe('arguments', () => {
    it('refuses an unknown argument, or a missing folder or port, with exit code 2 and the usage line', async () => {
      for (const args of [
        ['--dir', 'dist/shell', '--port', '4200', '--verbose'],
        ['--port', '4200'],
        ['--dir', 'x'],
      ]) {
        const child = spawn(process.execPath, [SCRIPT, ...args], {
          cwd: ROOT,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const code = await new Promise((resolve) => child.once('exit', resolve));
        expect(code).toBe(2);
        expect(stderr).toContain('Uso: node scripts/serve-static.mjs --dir');
      }
    });
  });

  describe('cache headers', () => {
    it('caches hashed names for a year, revalidates pages and manifests, and keeps the rest five minutes', async () => {
      const cases: [string, string][] = [
        ['/assets/main.0123abcd.js', 'public, max-age=31536000, immutable'],
        ['/', 'no-cache'],
        ['/projects', 'no-cache'],
        ['/remotes.json', 'no-cache'],
        ['/mf-manifest.json', 'no-cache'],
        ['/remoteEntry.js', 'no-cache'],
        ['/assets/style.css', 'public, max-age=300'],
      ];
      for (const [file, expected] of cases) {
        const res = await call(shell.url, file);
        expect([file, res.status, res.headers['cache-control']]).toEqual([file, 200, expected]);
      }
    });

    it('answers 304 to an If-None-Match with the ETag it sent', async () => {
      const first = await call(shell.url, '/assets/style.css');
      expect(first.headers.etag).toBeTruthy();
      const again = await call(shell.url, '/assets/style.css', {
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it("sends a remote's files with CORS `*` and nosniff, and answers a preflight with 204", async () => {
      const res = await call(remote.url, '/r1/mf-manifest.json');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const preflight = await call(remote.url, '/r1/mf-manifest.json', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
    });

    it("sends the shell's pages and files with the edge's security headers, and no CORS `*`", async () => {
      const expected = securityHeaders({ cdn: ['http://127.0.0.1:1'] });
      for (const address of ['/', '/projects', '/unknown', '/assets/style.css']) {
        const res = await call(shell.url, address);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        for (const [name, value] of Object.entries(expected))
          expect([address, name, res.headers[name.toLowerCase()]]).toEqual([address, name, value]);
      }
      // The CSP names the remotes' origins the pointer loads from.
      expect(expected['Content-Security-Policy']).toContain(
        "script-src 'self' 'unsafe-inline' http://127.0.0.1:1",
      );
    });
  });

  describe('compression', () => {
    it('sends the precompressed .br sibling to a browser that accepts br', async () => {
      const res = await call(shell.url, '/assets/main.0123abcd.js', {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.equals(brotliCompressSync(JS))).toBe(true);
    });

    it('gzips on the fly a text file with no precompressed sibling', async () => {
      const res = await call(shell.url, '/assets/style.css', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.body).toString()).toBe(CSS);
    });

    it('sends the file as it is to a client that accepts no encoding', async () => {
      const res = await call(shell.url, '/assets/main.0123abcd.js');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(JS);
    });
  });

  describe('--spa', () => {
    it("sends the home for /, a route's own page when there is one, and the empty root for other routes", async () => {
      expect((await call(shell.url, '/')).body.toString()).toContain('inicio');
      expect((await call(shell.url, '/index.html')).body.toString()).toContain('inicio');
      expect((await call(shell.url, '/chat')).body.toString()).toContain('chat del build');
      const other = await call(shell.url, '/worker-profiles/12?tab=fotos');
      expect(other.status).toBe(200);
      expect(other.body.toString()).toContain('<title>app</title>');
      expect((await call(shell.url, '/unknown')).body.toString()).toContain('<title>app</title>');
    });

    it('says noindex on the private pages only (their page, their 404 alike), as nginx does', async () => {
      // Each address and its X-Robots-Tag.
      const robots = {
        '/chat': 'noindex',
        '/chat/7': 'noindex',
        '/auth?volver=/chat': 'noindex',
        '/create-post': 'noindex',
        '/profile/edit': 'noindex',
        '/baja': 'noindex',
        '/': undefined,
        '/projects': undefined,
        '/worker-profiles/12': undefined,
        '/authors': undefined,
        '/assets/style.css': undefined,
      };
      for (const [address, tag] of Object.entries(robots)) {
        const res = await call(shell.url, address);
        expect([address, res.headers['x-robots-tag']]).toEqual([address, tag]);
      }
      expect((await call(shell.url, '/chat')).body.toString()).toContain('chat del build');
    });

    it('answers 404 for a missing path with an extension (a file, not a route)', async () => {
      expect((await call(shell.url, '/missing.js')).status).toBe(404);
      expect((await call(shell.url, '/assets/missing.0123abcd.css')).status).toBe(404);
    });

    it('refuses paths that leave the folder, and a NUL byte', async () => {
      for (const raw of [
        '/../secret.txt',
        '/%2e%2e/secret.txt',
        '/..%2fsecret.txt',
        '/assets/%2e%2e/%2e%2e/secret.txt',
        '/assets/..%2f..%2fsecret.txt',
        '/index.html%00',
        '/%00',
      ]) {
        const res = await call(shell.url, raw);
        expect([raw, [400, 404].includes(res.status)]).toEqual([raw, true]);
        expect(res.body.toString()).not.toContain('fuera de la raíz');
      }
    });

    it('answers 405 with Allow to a POST on a file', async () => {
      const res = await call(shell.url, '/index.html', { method: 'POST', body: 'x=1' });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    });

    it('keeps serving after malformed URL encodings and oversized headers', async () => {
      expect((await call(shell.url, '/%E0%A4%A')).status).toBe(400);
      // 431 with Connection: close, so the next request does not go out on the closed socket; the client may
      // see the close (a reset, the header still unread) before the answer.
      const huge = await call(shell.url, '/', { headers: { 'x-huge': 'a'.repeat(64 * 1024) } }).then(
        (res) => [res.status, res.headers.connection],
        () => 'reset',
      );
      expect([[431, 'close'], 'reset']).toContainEqual(huge);
      expect((await call(shell.url, '/')).status).toBe(200);
      expect(shell.child.exitCode).toBeNull();
    });
  });

  describe('--releases', () => {
    it("serves the release's remotes.json, with an ETag that follows its content even at the same size and time", async () => {
      const file = path.join(releases, 'remotes.json');
      switchFile(file, '{"mfe_x":"http://127.0.0.1:4301/r1/mf-manifest.json"}');
      const when = new Date('2026-01-01T00:00:00Z');
      utimesSync(file, when, when);
      const first = await call(shell.url, '/remotes.json');
      expect(first.body.toString()).toContain('/r1/');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      expect(
        (await call(shell.url, '/remotes.json', { headers: { 'if-none-match': String(first.headers.etag) } }))
          .status,
      ).toBe(304);

      switchFile(file, '{"mfe_x":"http://127.0.0.1:4301/r2/mf-manifest.json"}');
      utimesSync(file, when, when);
      const second = await call(shell.url, '/remotes.json');
      expect(second.body.toString()).toContain('/r2/');
      expect(second.headers.etag).not.toBe(first.headers.etag);
      expect(
        (await call(shell.url, '/remotes.json', { headers: { 'if-none-match': String(first.headers.etag) } }))
          .status,
      ).toBe(200);
    });

    it("falls back to --dir's remotes.json when the release has none", async () => {
      rmSync(path.join(releases, 'remotes.json'), { force: true });
      const res = await call(shell.url, '/remotes.json');
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('127.0.0.1:1/');
    });

    it("prefers the release's composed page to the build's, and the build's when the release has none", async () => {
      const projects = await call(shell.url, '/projects');
      expect(projects.body.toString()).toContain('proyectos de la release');
      expect(projects.headers['cache-control']).toBe('no-cache');
      expect(projects.headers.etag).toMatch(/^"[^"]+"$/);
      expect((await call(shell.url, '/chat')).body.toString()).toContain('chat del build');

      writeFiles(releases, { 'pages/index.html': '<!doctype html><title>inicio de la release</title>' });
      expect((await call(shell.url, '/')).body.toString()).toContain('inicio de la release');
      rmSync(path.join(releases, 'pages/index.html'));
      expect((await call(shell.url, '/')).body.toString()).toContain('<title>inicio</title>');
    });
    it("sends a parametric route's page (<route>/_.html) for any value of its last segment, unless a file or the path's own page wins", async () => {
      for (const value of ['7', 'abc', '_']) {
        const res = await call(shell.url, `/projects/${value}?tab=fotos`);
        expect(res.status).toBe(200);
        expect(res.body.toString()).toContain('una solicitud');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      expect((await call(shell.url, '/projects/destacadas')).body.toString()).toContain('destacadas');
      expect((await call(shell.url, '/projects/plano.pdf')).body.toString()).toBe('un fichero');
      // A missing file is not a value; two segments below the route, or a route with no such page: the shell's page.
      expect((await call(shell.url, '/projects/plano2.pdf')).status).toBe(404);
      expect((await call(shell.url, '/projects/7/fotos')).body.toString()).toContain('<title>app</title>');
      expect((await call(shell.url, '/cleaning/7')).body.toString()).toContain('<title>app</title>');
      // A trailing slash: redirected to the address without it.
      const slash = await call(shell.url, '/projects/7/?tab=fotos');
      expect([slash.status, slash.headers.location]).toEqual([301, '/projects/7?tab=fotos']);
      // Not a way out of pages/.
      expect((await call(shell.url, '/projects/..%2f..%2fsecret')).body.toString()).not.toContain('fuera');
    });
  });

  describe('--spa with the route table (a real build and release)', () => {
    let known: Server;

    beforeAll(async () => {
      const site = path.join(temp, 'known-site');
      writeFiles(site, {
        'index.html': '<!doctype html><title>inicio</title>',
        'app.html': '<!doctype html><title>app</title>',
        'remote-routes.json': JSON.stringify({ routes: [], shellPaths: ['/', '/auth', '/about'] }),
      });
      const knownReleases = path.join(temp, 'known-releases');
      writeFiles(knownReleases, {
        'remotes.json': JSON.stringify({
          mfe_x: {
            release: 'r1',
            entry: 'http://127.0.0.1:4301/r1/mf-manifest.json',
            routes: [
              { path: '/projects', module: 'mfe_x/Board' },
              { path: '/projects/:id', module: 'mfe_x/Request', exists: '/api/projects/:id' },
              { path: '/worker-profiles/:id', module: 'mfe_x/Profile', exists: '/api/workers/:id' },
              { path: '/client-view', module: 'mfe_x/Mine' },
            ],
          },
        }),
        'pages/projects/_.html': '<!doctype html><title>una solicitud</title>',
        // A candidate of mfe_x, not live, with a route of its own.
        'mfe-x/20261128-100000-abcdef12/routes.json': JSON.stringify([
          { path: '/ofertas', module: 'mfe_x/Offers' },
        ]),
      });
      known = await startServer(['--dir', site, '--spa', '--releases', knownReleases, '--api', api.url]);
    });

    afterAll(() => stop(known));

    it("answers 200 for the shell's and the live remotes' routes, and 404 with the shell's page for any other address", async () => {
      for (const address of ['/auth', '/about', '/projects', '/client-view', '/projects/7'])
        expect([address, (await call(known.url, address)).status]).toEqual([address, 200]);
      const page = await call(known.url, '/client-view');
      for (const address of ['/no-existe', '/projects/7/fotos', '/cleaning/3', '/auth/otra']) {
        const res = await call(known.url, address);
        expect([address, res.status]).toEqual([address, 404]);
        // The shell's page, which shows 'Página no encontrada'.
        expect(res.body.toString()).toContain('<title>app</title>');
        // Whole even to a browser holding that file from a 200 (an address that was a route before a rollback).
        const again = await call(known.url, address, {
          headers: {
            'if-none-match': String(page.headers.etag),
            'if-modified-since': String(page.headers['last-modified']),
          },
        });
        expect([address, again.status, again.body.toString()]).toEqual([address, 404, res.body.toString()]);
      }
    });

    it("answers 404 for a route whose item the API does not have, asked with the visitor's cookie", async () => {
      const missing = await call(known.url, '/projects/999999');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('una solicitud');
      expect((await call(known.url, '/projects/abc')).status).toBe(404);
      expect((await call(known.url, '/worker-profiles/5')).status).toBe(404);
      expect(
        (await call(known.url, '/worker-profiles/5', { headers: { cookie: 'session=abc' } })).status,
      ).toBe(200);
    });

    it("answers 200 for a candidate's new route only to the browser that previews it (the release's smoke test)", async () => {
      const previewing = (value: string) => ({
        headers: { cookie: `sid=x; mf-preview=${encodeURIComponent(value)}` },
      });
      expect((await call(known.url, '/ofertas')).status).toBe(404);
      expect((await call(known.url, '/ofertas', previewing('mfe_x@20261128-100000-abcdef12'))).status).toBe(
        200,
      );
      for (const value of [
        'mfe_x@20261128-100000-00000000',
        'mfe_x@../../etc',
        'otro@20261128-100000-abcdef12',
      ])
        expect([value, (await call(known.url, '/ofertas', previewing(value))).status]).toEqual([value, 404]);
      expect((await call(known.url, '/ofertas', { headers: { cookie: 'mf-preview=%E0%A4%A' } })).status).toBe(
        404,
      );
    });
  });

  describe('--release-root', () => {
    it('caches every file of a release folder for a year but its mf-manifest.json', async () => {
      const entry = await call(remote.url, '/r1/remoteEntry.js');
      expect(entry.status).toBe(200);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      const manifest = await call(remote.url, '/r1/mf-manifest.json');
      expect(manifest.status).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });

    it('serves nothing from the top of the folder', async () => {
      expect((await call(remote.url, '/channel.json')).status).toBe(404);
      expect((await call(remote.url, '/')).status).toBe(404);
    });
  });

  describe('--api', () => {
    it('proxies method, body and every Set-Cookie line, and says who the client is', async () => {
      const res = await call(shell.url, '/api/session?next=%2Fprojects', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.es"}',
      });
      expect(res.status).toBe(201);
      expect(res.headers['set-cookie']).toEqual(['session=abc; HttpOnly; Path=/', 'theme=dark; Path=/']);
      const seen = JSON.parse(res.body.toString()) as Record<string, string>;
      expect(seen.method).toBe('POST');
      expect(seen.url).toBe('/api/session?next=%2Fprojects');
      expect(seen.body).toBe('{"email":"a@b.es"}');
      expect(seen.forwardedFor).toMatch(/127\.0\.0\.1$/);
      expect(seen.forwardedHost).toBe(new URL(shell.url).host);
      // The browser's Host kept: the API compares it with the page's Origin.
      expect(seen.host).toBe(new URL(shell.url).host);
      expect(seen.forwardedProto).toBe('http');
    });

    it('streams Server-Sent Events as they are written, uncompressed', async () => {
      const stream = await readStream(shell.url, '/api/events');
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.chunks.map((c) => c.text).join('')).toContain('"n":5');
      // Five events 100 ms apart: the first arrives well before the end, not buffered with the rest.
      expect(stream.endedAt - stream.chunks[0].at).toBeGreaterThanOrEqual(250);
    });

    it('closes the request to the API when the browser closes the stream', async () => {
      const before = api.closedStreams();
      const stream = await openStream(shell.url, '/api/events?forever');
      stream.close();
      const deadline = Date.now() + 3000;
      while (api.closedStreams() === before && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.closedStreams()).toBe(before + 1);
    });

    it("passes /robots.txt, /sitemap.xml and /sitemaps/<file>.xml to the API's /api/seo/, query kept", async () => {
      for (const [address, apiPath] of SEO_ADDRESSES) {
        const before = api.seo.length;
        const res = await call(shell.url, address);
        expect([address, res.status, res.body.toString()]).toEqual([address, 200, `<echo>${apiPath}</echo>`]);
        expect(api.seo.slice(before)).toEqual([apiPath]);
        // The API's answer and headers as they are, not a file's.
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=300');
      }
    });

    it('leaves any other address of that shape to the files, never to the API', async () => {
      const before = api.seo.length;
      for (const address of ['/sitemaps/Nada.xml', '/sitemaps/a/b.xml', '/sitemap.xml.gz'])
        expect([address, (await call(shell.url, address)).status]).toEqual([address, 404]);
      await call(shell.url, '/robots.txt/x');
      expect(api.seo.length).toBe(before);
    });

    it('answers 502 with a Spanish message when the API is down', async () => {
      const downPort = await freePort();
      const server = await startServer([
        '--dir',
        path.join(temp, 'site'),
        '--spa',
        '--api',
        `http://127.0.0.1:${downPort}`,
      ]);
      try {
        const res = await call(server.url, '/api/projects');
        expect(res.status).toBe(502);
        expect(JSON.parse(res.body.toString())).toEqual({
          message: API_MESSAGES.unavailable,
        });
        expect(server.child.exitCode).toBeNull();
      } finally {
        await stop(server);
      }
    });
  });

  describe('stopping', () => {
    it('exits with 0 on SIGTERM within about a second, even with an event stream open', async () => {
      const server = await startServer(['--dir', path.join(temp, 'site'), '--spa', '--api', api.url]);
      await openStream(server.url, '/api/events?forever');
      const { code, ms } = await stop(server);
      expect(code).toBe(0);
      expect(ms).toBeLessThan(3000);
      expect(server.output()).toBe('');
    });
  });

  describe("--render: the shell's renderer asked first for a page", () => {
    let rendering: Server;
    let renderer: http.Server;
    const asked: { url: string; cookie: string }[] = [];

    beforeAll(async () => {
      // A renderer that draws /projects, declines the rest, and says what it was asked.
      renderer = http.createServer((req, res) => {
        asked.push({ url: req.url ?? '', cookie: req.headers.cookie ?? '' });
        if (req.url?.startsWith('/projects?') || req.url === '/projects') {
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'x-render': 'server; release=mfe_x@r1',
          });
          return res.end('<!doctype html><title>dibujada en el servidor</title>');
        }
        res.writeHead(503, { 'x-render': 'fallback' });
        res.end('no es una página pública');
      });
      await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
      const { port } = renderer.address() as AddressInfo;
      rendering = await startServer([
        ...['--dir', path.join(temp, 'site'), '--spa', '--releases', releases, '--api', api.url],
        ...['--render', `http://127.0.0.1:${port}`],
      ]);
    });

    afterAll(async () => {
      await stop(rendering);
      renderer.closeAllConnections();
      await new Promise((resolve) => renderer.close(resolve));
    });

    it('serves the page the renderer drew to a visitor without a session, with its query and preview cookie', async () => {
      const page = await call(rendering.url, '/projects?type=kitchen', {
        headers: { cookie: 'mf-preview=mfe_x@r2' },
      });
      expect(page.status).toBe(200);
      expect(page.headers['x-render']).toBe('server; release=mfe_x@r1');
      expect(page.body.toString()).toContain('dibujada en el servidor');
      expect(asked.at(-1)).toEqual({ url: '/projects?type=kitchen', cookie: 'mf-preview=mfe_x@r2' });
    });

    it("serves today's page when the renderer declines, and never asks it for a visitor with a session", async () => {
      const declined = await call(rendering.url, '/projects/7');
      expect([declined.status, declined.body.toString()]).toEqual([
        200,
        '<!doctype html><title>una solicitud</title>',
      ]);
      const before = asked.length;
      const signedIn = await call(rendering.url, '/projects', { headers: { cookie: 'theme=dark; sid=abc' } });
      expect(signedIn.body.toString()).toContain('proyectos de la release');
      expect(signedIn.headers['x-render']).toBeUndefined();
      expect(asked.length).toBe(before);
    });

    it("serves today's page when the renderer is down", async () => {
      renderer.closeAllConnections();
      await new Promise((resolve) => renderer.close(resolve));
      const page = await call(rendering.url, '/projects');
      expect([page.status, page.body.toString()]).toEqual([
        200,
        '<!doctype html><title>proyectos de la release</title>',
      ]);
      // Started again for afterAll to close.
      renderer.listen(0, '127.0.0.1');
    });
  });
});
