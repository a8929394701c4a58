#!/usr/bin/env node
// Static server for the built web apps, as they would be deployed: one origin per app. Fastify with
// @fastify/static (files, ETags, precompressed siblings), @fastify/compress and @fastify/http-proxy.
//   node scripts/serve-static.mjs --dir dist/<app> --port N [--spa [--releases <dir>]] [--release-root]
//                                 [--api http://127.0.0.1:3000] [--render http://127.0.0.1:4300]
// - Precompressed .br/.gz siblings (tools/rspack/precompress.mjs) when the browser accepts them, else text types
//   are compressed on the fly.
// - Hashed assets are cached for a year; HTML, manifests, remoteEntry.js and remotes.json are revalidated every
//   time, so a redeployed remote is picked up without rebuilding or re-serving the shell.
// - CORS `*` on a remote's server: its files are fetched from the shell's origin (mf-manifest.json is read with
//   fetch()). The shell's own server sends the edge's security headers instead (deploy/nginx/render.mjs: CSP,
//   X-Frame-Options…), its CSP naming the remotes' origins the live pointer (remotes.json) loads from.
// - --spa: an address with a trailing slash is redirected (301) to the one without; an address that is no route
//   of the shell (remote-routes.json) or of a live remote (the pointer's routes) is answered 404 with the shell's
//   page, which shows 'Página no encontrada'; so is a parametric route whose item the API does not have (the
//   route's `exists` URL answers 404), when --api is given.
// - --spa (the shell): paths that are not files get the shell's HTML: the prerendered home (index.html) for `/`, a
//   route's own prerendered page when the build wrote one (/projects -> projects.html), else for /a/b the page of
//   its parametric route /a/:id when there is one (a/_.html; one trailing parameter only), else the empty-root
//   page (app.html), so hydration only happens on a page that was prerendered.
// - --releases <dir> (with --spa): what a release switches without touching the build: <dir>/remotes.json and the
//   pages in <dir>/pages/, composed at release time, win over --dir's. Both are replaced by an atomic rename, so
//   they are read whole on each request and their ETag is their content's hash (mtime and size can repeat).
// - --release-root (a remote): --dir holds immutable release folders (<dir>/<releaseId>/...), never overwritten,
//   so all their files are cached for a year but mf-manifest.json, the one file the shell reads by a fixed name.
//   Files at the top of --dir (the release channel's own files) are not served.
// - --api: /api/* is proxied to the API (same origin for the browser, so the session cookie stays first-party),
//   streamed both ways and never compressed here, so the chat's event stream arrives as it is written. So are
//   /robots.txt, /sitemap.xml and /sitemaps/<kind>-<page>.xml, which the API writes under /api/seo/ (as nginx does).
// Prints nothing but errors. Stops cleanly on SIGTERM/SIGINT.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { privatePagePattern, securityHeaders } from '../deploy/nginx/render.mjs';
import { PREVIEW_COOKIE, RELEASE_ID, appOf, releaseRoutes } from '../tools/release/layout.mjs';

const USAGE =
  'Uso: node scripts/serve-static.mjs --dir dist/<app> --port N [--spa [--releases <carpeta>]] [--release-root] [--api http://127.0.0.1:3000]';
const OPTIONS = {
  dir: { type: 'string' },
  port: { type: 'string' },
  spa: { type: 'boolean' },
  api: { type: 'string' },
  releases: { type: 'string' },
  'release-root': { type: 'boolean' },
  render: { type: 'string' },
};

function usageError(message) {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

function readOptions(args) {
  // Not strict, so that each mistake gets its own message in Spanish (the tokens say which argument it was).
  const { values, tokens } = parseArgs({ args, options: OPTIONS, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'option' && Object.hasOwn(OPTIONS, token.name)) {
      const takesValue = OPTIONS[token.name].type === 'string';
      // `--dir --port 4200`: parseArgs would take `--port` as the folder.
      const missing = token.value === undefined || (!token.inlineValue && token.value.startsWith('--'));
      if (takesValue && missing) usageError(`Falta el valor de ${token.rawName}`);
      if (!takesValue && token.value !== undefined) usageError(`${token.rawName} no lleva valor`);
    } else {
      usageError(`Argumento desconocido: ${token.kind === 'option' ? token.rawName : (token.value ?? '--')}`);
    }
  }
  const port = Number(values.port);
  if (!values.dir || !Number.isInteger(port) || port <= 0 || port > 65535) usageError();
  if (values.releases && !values.spa) usageError('--releases solo tiene sentido con --spa');
  if (values['release-root'] && values.spa) usageError('--release-root no se combina con --spa');
  if (values.render && !values.spa) usageError('--render solo tiene sentido con --spa');
  let render = null;
  if (values.render) {
    try {
      render = new URL(values.render);
    } catch {
      usageError(`--render no es una URL http: ${values.render}`);
    }
  }
  let api = null;
  if (values.api) {
    try {
      api = new URL(values.api);
    } catch {
      api = null;
    }
    if (api?.protocol !== 'http:' && api?.protocol !== 'https:')
      usageError(`--api no es una URL http: ${values.api}`);
  }
  return {
    dir: values.dir,
    port,
    spa: Boolean(values.spa),
    api,
    releases: values.releases ? path.resolve(values.releases) : null,
    releaseRoot: Boolean(values['release-root']),
    render,
  };
}

const opts = readOptions(process.argv.slice(2));
const root = path.resolve(opts.dir);

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A content hash in the file name (main.3f9a2c1b.js, 123.abcdef12.css): safe to cache forever.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE_NAMES = new Set([
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'config.json',
]);
// Compressed on the fly when there is no precompressed sibling: text, scripts, JSON (and source maps, the web
// manifest), SVG. Never event streams (the proxy is outside this server's compression anyway).
const COMPRESSIBLE = /^text\/(?!event-stream)|javascript|json|\+xml/;
// A route that may have a prerendered page of its own (/projects -> projects.html, /a/b -> a/b.html).
const ROUTE = /^(?:\/[a-z0-9-]+)+$/;
// A route whose last segment may be a parameter's value: /cleaning/7 -> cleaning/_.html, the page composed for
// /cleaning/:id (tools/release/layout.mjs, pageFileOf). One trailing parameter only; a value with a dot is a file.
const PARAM_ROUTE = /^((?:\/[a-z0-9-]+)+)\/[^/.]+$/;
// Beyond this the renderer's page is abandoned and the browser-rendered one served (the renderer gives up at 5 s).
const RENDER_TIMEOUT_MS = 6000;
// What search engines read, written by the API (docs/decisions.md, "Sitemap and robots"), the query kept; the same
// addresses as deploy/nginx/nginx.conf.template's. Any other shape stays a file of --dir, or 404.
const SEO_FILE = /^\/(robots\.txt|sitemap\.xml|sitemaps\/[a-z0-9-]+\.xml)(\?.*)?$/s;
// A signed-in person's pages and those of links e-mailed to one: noindex, as nginx says (deploy/nginx/render.mjs).
const PRIVATE_PAGE = new RegExp(privatePagePattern());

/** Cache-Control of a served file, by its name (a .br/.gz sibling counts as the file it compresses). */
function cacheControl(filePath) {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (opts.releaseRoot) return name === 'mf-manifest.json' ? 'no-cache' : IMMUTABLE;
  if (name.endsWith('.html') || NO_CACHE_NAMES.has(name)) return 'no-cache';
  if (HASHED.test(name)) return IMMUTABLE;
  return 'public, max-age=300';
}

function sendText(reply, status, text) {
  return reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text);
}

async function isFile(file) {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * A file of --releases, read whole (a rename swaps it between two reads, never inside one) with a strong ETag of
 * its content. False when it is not there.
 */
async function sendReleaseFile(request, reply, file) {
  let body;
  try {
    body = await fs.readFile(file);
  } catch (error) {
    if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(error.code)) return false;
    throw error;
  }
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
  if (reply.statusCode === 200 && matches(request.headers['if-none-match'], etag)) reply.code(304).send();
  else
    reply
      .type(file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
      .send(body);
  return true;
}

/** One of the shell's pages: the release's composed copy when there is one, else the build's. */
async function sendPage(request, reply, name) {
  if (opts.releases && (await sendReleaseFile(request, reply, path.join(opts.releases, 'pages', name))))
    return true;
  if (!(await isFile(path.join(root, name)))) return false;
  reply.sendFile(name);
  return true;
}

/**
 * `read()`'s answer, read again at most once a second: the headers of every file served and each page's status
 * ask for the pointer and the route table, which a release switches rarely (a second late is soon enough).
 */
function fresh(read) {
  let value;
  let readAt = 0;
  return () => {
    if (!value || Date.now() - readAt > 1000) {
      value = read();
      readAt = Date.now();
    }
    return value;
  };
}

/** The live pointer (the release's remotes.json, else the build's): remote -> entry URL, or { entry, routes }. */
const pointer = fresh(readPointer);
async function readPointer() {
  for (const file of [
    opts.releases && path.join(opts.releases, 'remotes.json'),
    path.join(root, 'remotes.json'),
  ]) {
    if (!file) continue;
    try {
      return JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return {};
}

const entriesOf = (remote) =>
  [remote, remote?.canary].filter(Boolean).map((r) => (typeof r === 'string' ? r : r.entry));

/** The origins the shell loads remotes from (each live and canary entry's), for the CSP. */
async function remoteOrigins() {
  const origins = new Set();
  for (const remote of Object.values(await pointer()))
    for (const entry of entriesOf(remote)) {
      try {
        origins.add(new URL(entry).origin);
      } catch {
        // A relative entry is this origin, which the CSP names as 'self'.
      }
    }
  return [...origins].sort();
}

/** The shell's own paths (its build's remote-routes.json), or null without that file (no route table). */
const shellRoutes = fresh(async () => {
  try {
    return JSON.parse(await fs.readFile(path.join(root, 'remote-routes.json'), 'utf8')).shellPaths ?? [];
  } catch {
    return null;
  }
});

/**
 * The routes of the release this browser previews (the release tool's smoke test sets `mf-preview=<remote>@<id>`,
 * which the shell honours too): a candidate's new route is its page before it goes live.
 */
async function previewedRoutes(request) {
  if (!opts.releases) return [];
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== PREVIEW_COOKIE) continue;
    let value;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return [];
    }
    const [remote, release] = value.split('@');
    if (!/^[a-z0-9_]+$/.test(remote ?? '') || !RELEASE_ID.test(release ?? '')) return [];
    // A damaged routes.json is the candidate's problem, which the smoke test reports: no route of it here.
    return (await releaseRoutes(opts.releases, appOf(remote), release).catch(() => null)) ?? [];
  }
  return [];
}

/** '/projects/:id' -> /^\/projects\/[^/]+$/. */
const routePattern = (routePath) =>
  new RegExp(`^${routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/**
 * The status of a page: 200 for a route of the shell or of a live remote, 404 for any other address, and 404 (410
 * when the API says gone) for a route whose item (its `exists` API URL, asked with the visitor's cookie, so a private profile is the owner's
 * to see) the API does not have. When the pointer names remotes without their routes (development servers), any
 * address may be one of theirs: 200. A failure to ask the API is no reason to refuse the page: 200.
 */
async function pageStatus(urlPath, request) {
  const shellPaths = await shellRoutes();
  if (!shellPaths) return 200;
  if (shellPaths.includes(urlPath)) return 200;
  const remotes = Object.values(await pointer());
  if (remotes.some((remote) => typeof remote === 'string' || !Array.isArray(remote.routes))) return 200;
  const routes = [
    ...remotes.flatMap((remote) => [...remote.routes, ...(remote.canary?.routes ?? [])]),
    ...(await previewedRoutes(request)),
  ];
  const route = routes.find((r) => routePattern(r.path).test(urlPath));
  if (!route) return 404;
  if (!route.exists || !opts.api) return 200;
  const value = urlPath.split('/').pop();
  const url = new URL(route.exists.replace(/:[A-Za-z]+/, encodeURIComponent(value)), opts.api);
  try {
    const res = await fetch(url, {
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
      signal: globalThis.AbortSignal.timeout(2000),
    });
    await res.arrayBuffer();
    // 400 too: '/projects/abc' names no request. 410: a request that left the board, gone for this visitor.
    if (res.status === 410) return 410;
    return res.status === 404 || res.status === 400 ? 404 : 200;
  } catch {
    return 200;
  }
}

/** The static files, with their headers, compression and (--spa) the pages of routes that are not files. */
async function files(app) {
  // Before any route of this context, so that each of them (and the 404s they pass on) is compressed. Brotli and
  // gzip only, the encodings the build precompresses (zstd would be picked first for a browser offering it).
  await app.register(fastifyCompress, { customTypes: COMPRESSIBLE, encodings: ['br', 'gzip'] });

  app.addHook('onRequest', async (request, reply) => {
    if (opts.spa) {
      reply.headers(securityHeaders({ cdn: await remoteOrigins() }));
      const urlPath = request.url.split('?')[0];
      if (PRIVATE_PAGE.test(urlPath) && !path.posix.extname(urlPath)) reply.header('x-robots-tag', 'noindex');
    } else reply.header('access-control-allow-origin', '*').header('x-content-type-options', 'nosniff');
    if (request.method === 'OPTIONS') {
      const headers = request.headers['access-control-request-headers'] ?? '*';
      reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
      return reply.header('access-control-allow-headers', headers).code(204).send();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(reply.header('allow', 'GET, HEAD, OPTIONS'), 405, 'Método no permitido');
    }
  });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControl(filePath)),
    // --release-root: only files inside a release folder; the top of --dir is the channel's business.
    allowedPath: opts.releaseRoot ? (pathname) => pathname.split('/').filter(Boolean).length > 1 : undefined,
  });
  // Answered by the onRequest hook; here so that the path exists for OPTIONS (else it would be a 404).
  app.options('/*', async () => undefined);

  if (opts.spa) {
    // --render: a page asked by a visitor without a session goes first to the shell's renderer
    // (apps/shell/src/server/render-server.ts), which answers the page drawn on the server with its data or
    // declines (503, X-Render: fallback); declined, down or slow, the page is served below as it is today.
    const rendered = async (request, reply) => {
      if (!opts.render || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      if (/(?:^|;\s*)sid=/.test(request.headers.cookie ?? '')) return false;
      try {
        const res = await fetch(new URL(request.url, opts.render), {
          method: request.method,
          // The cookie too: a release's smoke test previews its candidate with one (mf-preview).
          headers: {
            accept: request.headers.accept ?? 'text/html',
            cookie: request.headers.cookie ?? '',
            'x-forwarded-host': request.headers.host ?? '',
          },
          signal: globalThis.AbortSignal.timeout(RENDER_TIMEOUT_MS),
        });
        if (!(res.headers.get('x-render') ?? '').startsWith('server')) return false;
        for (const name of ['content-type', 'cache-control', 'vary', 'x-render', 'x-render-cache'])
          if (res.headers.has(name)) reply.header(name, res.headers.get(name));
        reply.code(res.status).send(request.method === 'HEAD' ? undefined : await res.text());
        return true;
      } catch {
        return false;
      }
    };
    // `/` gets the prerendered home; a route prerendered at build time its own page (/projects -> projects.html);
    // any other route the empty root, which only renders on the client. A missing path with an extension is a
    // missing file, not a route.
    const home = async (request, reply) =>
      (await rendered(request, reply)) || (await sendPage(request, reply, 'index.html'))
        ? reply
        : sendText(reply, 404, 'No encontrado');
    app.get('/', home);
    app.get('/index.html', home);
    if (opts.releases) {
      app.get('/remotes.json', async (request, reply) => {
        if (await sendReleaseFile(request, reply, path.join(opts.releases, 'remotes.json'))) return reply;
        return reply.sendFile('remotes.json');
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const [urlPath, query] = request.url.split(/\?(.*)/s);
      if (urlPath.length > 1 && urlPath.endsWith('/')) {
        const target = urlPath.replace(/\/+$/, '') || '/';
        return reply.redirect(`${target}${query ? `?${query}` : ''}`, 301);
      }
      if (!path.posix.extname(urlPath) && (await rendered(request, reply))) return reply;
      if (!path.posix.extname(urlPath)) {
        const status = await pageStatus(urlPath, request);
        reply.code(status);
        // A page answered 404 is sent whole: the browser may hold the same file from when its address was a
        // route (a 200), and a 304 would have it show that, or nothing (Chromium's ERR_HTTP_RESPONSE_CODE_FAILURE).
        if (status !== 200) {
          delete request.headers['if-none-match'];
          delete request.headers['if-modified-since'];
        }
      }
      if (ROUTE.test(urlPath) && (await sendPage(request, reply, `${urlPath.slice(1)}.html`))) return reply;
      const parametric = PARAM_ROUTE.exec(urlPath);
      if (parametric && (await sendPage(request, reply, `${parametric[1].slice(1)}/_.html`))) return reply;
      if (path.posix.extname(urlPath)) return sendText(reply, 404, 'No encontrado');
      if ((await sendPage(request, reply, 'app.html')) || (await sendPage(request, reply, 'index.html')))
        return reply;
      return sendText(reply, 404, 'No encontrado');
    });
  } else {
    app.setNotFoundHandler(async (_request, reply) => sendText(reply, 404, 'No encontrado'));
  }
}

const app = Fastify({
  keepAliveTimeout: 5000,
  // With --api, the public addresses of the sitemaps and robots.txt are the API's, before any route is chosen.
  rewriteUrl: (request) => {
    const seo = opts.api && SEO_FILE.exec(request.url ?? '');
    return seo ? `/api/seo/${seo[1]}${seo[2] ?? ''}` : request.url;
  },
  // A malformed URL encoding (/%E0%A4%A) is the client's mistake: 400, like any other bad path.
  frameworkErrors: (_error, _request, reply) => sendText(reply, 400, 'Ruta no válida'),
  // A request Node cannot parse (headers over 16 kB, a broken request line): answered as Node answers it, with
  // Connection: close (Fastify's own answer omits it, and a keep-alive client then reuses the dead socket).
  clientErrorHandler: (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }[error.code] ?? 400;
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
    socket.destroy();
  },
});

app.setErrorHandler((error, request, reply) => {
  const status = error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    console.error(`Error sirviendo ${request.method} ${request.url}: ${error.stack ?? error}`);
    return sendText(reply, 500, 'Error interno');
  }
  // 403 is @fastify/static refusing a path (.., %2e%2e, //): for the client, a bad path like %00.
  if (status === 400 || status === 403) return sendText(reply, 400, 'Ruta no válida');
  if (error.headers) reply.headers(error.headers);
  return sendText(reply, status, status === 404 ? 'No encontrado' : 'Petición no válida');
});

if (opts.api) {
  const api = opts.api;
  await app.register(fastifyHttpProxy, {
    upstream: api.origin,
    prefix: '/api',
    rewritePrefix: '/api',
    // One connection per open request, as many as the browsers keep open: each event stream holds one for as
    // long as its page is open (undici's default of 128 would queue every other API call behind them).
    undici: { connections: null },
    replyOptions: {
      // The browser's Host, kept: the API compares it with Origin (its X-Forwarded-Host only with TRUST_PROXY).
      // The API trusts the X-Forwarded-* when TRUST_PROXY is set (the client's address, the host, the scheme).
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        host: request.headers.host ?? headers.host,
        'x-forwarded-for': [request.headers['x-forwarded-for'], request.socket.remoteAddress]
          .filter(Boolean)
          .join(', '),
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
      }),
      // Never retried here (reply-from would retry a GET answered 503): the API's answer is the answer.
      retryDelay: () => null,
      onError: (reply, { error }) => {
        console.error(`Proxy /api: ${error.cause?.message ?? error.message}`);
        reply.code(502).header('cache-control', 'no-cache');
        reply.send({
          message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
        });
      },
    },
  });
}
await app.register(files);

async function listen() {
  // Every interface, as `server.listen(port)` does: IPv6 and IPv4 on '::', IPv4 alone where IPv6 is off.
  try {
    await app.listen({ port: opts.port, host: '::' });
  } catch (error) {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    await app.listen({ port: opts.port, host: '0.0.0.0' });
  }
}

try {
  await listen();
} catch (error) {
  console.error(`serve-static (${opts.dir}, puerto ${opts.port}): ${error.message}`);
  process.exit(1);
}

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(0),
  );
  // Open streams (SSE through the proxy) would keep close() waiting: end them after a short grace period.
  setTimeout(() => {
    app.server.closeAllConnections();
    process.exit(0);
  }, 1000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
