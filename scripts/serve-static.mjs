#!/usr/bin/env node
// Static server for the built web apps, as they would be deployed: one origin per app.
//   node scripts/serve-static.mjs --dir dist/<app> --port N [--spa] [--api http://127.0.0.1:3000]
// - Precompressed .br/.gz siblings when the browser accepts them, else compressed on the fly (cached in memory).
// - Hashed assets are cached for a year; HTML, manifests, remoteEntry and remotes.json are revalidated every time
//   so a redeployed remote is picked up without rebuilding or re-serving the shell.
// - CORS `*`: remotes are fetched from the shell's origin (mf-manifest.json is read with fetch()).
// - --spa: paths that are not files get the shell's HTML: the prerendered home (index.html) for `/`, a route's own
//   prerendered page when the build wrote one (/projects -> projects.html), the empty-root page (app.html) for every
//   other route, so hydration only happens on a page that was prerendered.
// - --api: /api/* is proxied to the API (same origin for the browser, so the session cookie stays first-party).
// - remotes.json: entries can be overridden at deploy time with env REMOTE_<NAME>_URL (e.g. REMOTE_MFE_CALCULATOR_URL).
// - --spa: a prerendered page that a remote fills gets preload hints for that remote (withRemoteHints).
// Prints nothing but errors. Stops cleanly on SIGTERM/SIGINT.
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function parseArgs(argv) {
  const opts = { dir: '', port: 0, spa: false, api: '' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dir') opts.dir = argv[++i] ?? '';
    else if (a === '--port') opts.port = Number(argv[++i]);
    else if (a === '--spa') opts.spa = true;
    else if (a === '--api') opts.api = argv[++i] ?? '';
    else {
      console.error(`Argumento desconocido: ${a}`);
      process.exit(2);
    }
  }
  if (!opts.dir || !Number.isInteger(opts.port) || opts.port <= 0) {
    console.error(
      'Uso: node scripts/serve-static.mjs --dir dist/<app> --port N [--spa] [--api http://127.0.0.1:3000]',
    );
    process.exit(2);
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const root = path.resolve(opts.dir);
const apiTarget = opts.api ? new URL(opts.api) : null;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.svg',
  '.webmanifest',
]);
// A content hash in the file name (main.3f9a2c1b.js, 123.abcdef12.css): safe to cache forever.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE_NAMES = new Set([
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'config.json',
]);

/** Cached compressed bodies of files without a precompressed sibling, keyed by path, mtime and encoding. */
const compressedCache = new Map();
const COMPRESSED_CACHE_MAX = 500;

function compress(raw, encoding) {
  return encoding === 'br'
    ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzip(raw, { level: 9 });
}

function remember(key, body) {
  if (compressedCache.size >= COMPRESSED_CACHE_MAX)
    compressedCache.delete(compressedCache.keys().next().value);
  compressedCache.set(key, body);
}

function cacheControl(filePath) {
  const base = path.basename(filePath);
  if (base.endsWith('.html') || NO_CACHE_NAMES.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function pickEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((s) => s.trim().split(';')[0].toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

async function statFile(p) {
  try {
    const st = await fs.stat(p);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** Resolves a URL path inside the root; null when it would leave it. */
function resolveInside(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

/** remotes.json with deploy-time overrides: REMOTE_MFE_CALCULATOR_URL replaces the mfe_calculator entry, etc. */
function applyRemoteOverrides(buf) {
  let manifest;
  try {
    manifest = JSON.parse(buf.toString('utf8'));
  } catch {
    return buf;
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return buf;
  let changed = false;
  for (const [key, value] of Object.entries(process.env)) {
    const m = /^REMOTE_(.+)_URL$/.exec(key);
    if (!m || !value) continue;
    manifest[m[1].toLowerCase()] = value;
    changed = true;
  }
  return changed ? Buffer.from(JSON.stringify(manifest, null, 2)) : buf;
}

/**
 * A prerendered page whose frame a remote fills (`data-remote="mfe_x/Page"`, apps/shell/tools/postbuild.mjs) gets
 * preload hints for what the shell will fetch in turn before that remote can render: remotes.json, the remote's
 * mf-manifest.json (read with fetch(), no credentials) and its entry script (remoteEntry.js beside the manifest,
 * tools/rspack/remote.config.mjs). All three then travel with the shell's own script instead of one after the
 * other once it runs. Written here, not at build time, because the remotes' addresses are deploy-time settings.
 */
async function withRemoteHints(html) {
  const remote = /data-remote="([a-z0-9_]+)\//.exec(html)?.[1];
  if (!remote || !html.includes('</head>')) return html;
  let remotes;
  try {
    remotes = JSON.parse(applyRemoteOverrides(await fs.readFile(path.join(root, 'remotes.json'))).toString());
  } catch {
    return html;
  }
  let manifest;
  try {
    manifest = new URL(remotes?.[remote]);
  } catch {
    return html;
  }
  const attr = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const hints = [
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
    `<link rel="preload" href="${attr(manifest.href)}" as="fetch" crossorigin="anonymous">`,
    // Low: a script preload is fetched at high priority by default, ahead of what the first paint needs.
    `<link rel="preload" href="${attr(new URL('remoteEntry.js', manifest).href)}" as="script" fetchpriority="low">`,
  ];
  return html.replace('</head>', `${hints.join('')}</head>`);
}

function commonHeaders(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

async function sendFile(req, res, filePath, st, { status = 200, cache } = {}) {
  const ext = path.extname(filePath).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  // A spa page carries hints from remotes.json (withRemoteHints): a change there is a new version of the page.
  const remotesFile = opts.spa && ext === '.html' ? await statFile(path.join(root, 'remotes.json')) : null;
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}${remotesFile ? `-${Math.floor(remotesFile.mtimeMs).toString(16)}` : ''}"`;
  commonHeaders(res);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache ?? cacheControl(filePath));
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) res.setHeader('ETag', etag);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = status;
  const isRemotes = path.basename(filePath) === 'remotes.json';
  const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;

  if (opts.spa && ext === '.html') {
    // Small pages, rewritten per deploy (withRemoteHints): compressed here and kept in memory, not precompressed.
    const key = `${filePath}|${st.mtimeMs}|${remotesFile?.mtimeMs}|${encoding}`;
    let body = compressedCache.get(key);
    if (!body) {
      const html = Buffer.from(await withRemoteHints(await fs.readFile(filePath, 'utf8')));
      body = encoding ? await compress(html, encoding) : html;
      remember(key, body);
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }

  if (isRemotes) {
    const body = applyRemoteOverrides(await fs.readFile(filePath));
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }

  if (encoding) {
    // A precompressed sibling written by the build wins; else compress once and keep it in memory.
    const sibling = filePath + (encoding === 'br' ? '.br' : '.gz');
    const sst = await statFile(sibling);
    if (sst && sst.mtimeMs >= st.mtimeMs - 1000) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', sst.size);
      if (req.method === 'HEAD') return void res.end();
      return void pipeFile(sibling, res);
    }
    const key = `${filePath}|${st.mtimeMs}|${encoding}`;
    let body = compressedCache.get(key);
    if (!body) {
      body = await compress(await fs.readFile(filePath), encoding);
      remember(key, body);
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.setHeader('Content-Length', st.size);
  if (req.method === 'HEAD') return void res.end();
  pipeFile(filePath, res);
}

function pipeFile(filePath, res) {
  const stream = createReadStream(filePath);
  stream.on('error', (err) => {
    console.error(`Error leyendo ${filePath}: ${err.message}`);
    res.destroy(err);
  });
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

function sendText(res, status, text) {
  commonHeaders(res);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(text);
}

function proxyApi(req, res) {
  const client = apiTarget.protocol === 'https:' ? https : http;
  const headers = { ...req.headers };
  headers.host = apiTarget.host;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  const upstream = client.request(
    {
      protocol: apiTarget.protocol,
      hostname: apiTarget.hostname,
      port: apiTarget.port,
      method: req.method,
      path: req.url,
      headers,
    },
    (upRes) => {
      // Headers as they came (several Set-Cookie lines stay separate); the body streams through untouched,
      // so event streams arrive as they are written and are never compressed here.
      res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, upRes.headers);
      if (typeof res.flushHeaders === 'function') res.flushHeaders();
      upRes.pipe(res);
      upRes.on('error', () => res.destroy());
    },
  );
  // The browser left (page closed, EventSource closed): drop the upstream request too, or an SSE stream stays open.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', (err) => {
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    console.error(`Proxy /api: ${err.message}`);
    commonHeaders(res);
    res.statusCode = 502;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ message: 'La API no está disponible en este momento.' }));
  });
  req.pipe(upstream);
}

async function spaHtml(urlPath) {
  // `/` (and /index.html) get the prerendered home; a route prerendered at build time its own page (/projects ->
  // projects.html); any other route the empty root, which only renders on the client.
  const home = path.join(root, 'index.html');
  const empty = path.join(root, 'app.html');
  if (urlPath === '/' || urlPath === '/index.html') return home;
  const own = /^\/[a-z0-9-]+$/.test(urlPath) ? resolveInside(`${urlPath}.html`) : null;
  if (own && (await statFile(own))) return own;
  return (await statFile(empty)) ? empty : home;
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const urlPath = url.pathname;

  if (apiTarget && (urlPath === '/api' || urlPath.startsWith('/api/'))) return proxyApi(req, res);

  if (req.method === 'OPTIONS') {
    commonHeaders(res);
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.statusCode = 204;
    return void res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD, OPTIONS');
    return sendText(res, 405, 'Método no permitido');
  }

  const filePath = resolveInside(urlPath);
  if (!filePath) return sendText(res, 400, 'Ruta no válida');

  if (opts.spa && (urlPath === '/' || urlPath === '/index.html')) {
    const html = await spaHtml(urlPath);
    const st = await statFile(html);
    if (st) return sendFile(req, res, html, st, { cache: 'no-cache' });
  }

  let st = await statFile(filePath);
  if (st) return sendFile(req, res, filePath, st);
  // A directory with an index.html (non-SPA apps).
  if (!opts.spa) {
    const idx = path.join(filePath, 'index.html');
    st = await statFile(idx);
    if (st) return sendFile(req, res, idx, st);
    return sendText(res, 404, 'No encontrado');
  }
  // SPA: a path that looks like a file (has an extension) and is missing is a real 404, not a route.
  if (path.posix.extname(urlPath)) return sendText(res, 404, 'No encontrado');
  const html = await spaHtml(urlPath);
  st = await statFile(html);
  if (!st) return sendText(res, 404, 'No encontrado');
  return sendFile(req, res, html, st, { cache: 'no-cache' });
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error(`Error sirviendo ${req.url}: ${err?.stack ?? err}`);
    if (!res.headersSent) sendText(res, 500, 'Error interno');
    else res.destroy();
  });
});
server.keepAliveTimeout = 5000;
server.on('error', (err) => {
  console.error(`serve-static (${opts.dir}, puerto ${opts.port}): ${err.message}`);
  process.exit(1);
});
server.listen(opts.port);

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Open streams (SSE through the proxy) would keep close() waiting: end them after a short grace period.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 1000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
