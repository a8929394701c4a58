#!/usr/bin/env node
// Writes the edge's nginx.conf from nginx.conf.template: the one source of the edge's rules, for this machine (the
// tests, the topology run), the edge image and the Kubernetes ConfigMap (deploy/k8s/render.mjs).
//   node deploy/nginx/render.mjs --shell dist/shell --releases var/releases --upstream 127.0.0.1:3000 [--upstream …]
//        [--renderer 127.0.0.1:4300 …] [--listen 8080] [--run-dir var/nginx] [--tls] [--real-ip-from 10.0.0.0/8 …] [--cdn https://cdn.example]
//        [--brotli | --no-brotli] [--daemon-off] [--logs files|stdio] [--out var/nginx/nginx.conf]
// Then: nginx -c <out> -p <run dir> (as any user).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PRIVATE_PAGE_PREFIXES, RENDERED_PAGES } from './site-paths.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(HERE, 'nginx.conf.template');
// Debian ships brotli_static as a dynamic module (libnginx-mod-http-brotli-static); a configuration started with
// `-c` loads it itself, since Debian's modules-enabled/ belongs to the system's nginx.conf.
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

// The API's helmet policy (apps/api/src/bootstrap.ts) for the pages, with connect-src spelled out (the shell
// fetches remotes.json, the manifests and /api) and frame-ancestors 'none': no page of ours is meant to be framed.
// 'unsafe-inline': the composed pages carry inline module scripts and styles (tools/release/layout.mjs).
const CSP_DIRECTIVES = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['object-src', ["'none'"]],
  ['script-src', ["'self'", "'unsafe-inline'"], 'cdn'],
  ['script-src-attr', ["'none'"]],
  ['style-src', ["'self'", "'unsafe-inline'"], 'cdn'],
  // blob:: the photo pickers preview the chosen files from object URLs before they are uploaded.
  ['img-src', ["'self'", 'data:', 'blob:'], 'cdn'],
  ['font-src', ["'self'", 'data:'], 'cdn'],
  ['connect-src', ["'self'"], 'cdn'],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/** The Content-Security-Policy of the pages; `cdn`: origins the remotes' releases are served from, if not here. */
export function contentSecurityPolicy(cdn = []) {
  return CSP_DIRECTIVES.map(([name, sources, extra]) =>
    [name, ...sources, ...(extra ? cdn : [])].join(' '),
  ).join('; ');
}

/** The headers every answer of the edge's own files carries (the API's answers carry the API's). */
export function securityHeaders({ tls = false, cdn = [] } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(cdn),
    'X-Content-Type-Options': 'nosniff',
    // No Referer from any page: the password-reset page's address holds its token, and no page of ours needs to
    // tell another site where its visitor came from (the API's own answers say the same, helmet's default).
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Only behind TLS: over plain HTTP the header is ignored, and on localhost it would pin the port to HTTPS.
    ...(tls ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

// Anything spliced into the configuration is one token: no spaces, quotes, semicolons or braces.
const TOKEN = /^[A-Za-z0-9_./:[\]@%+=-]+$/;
function token(name, value) {
  const text = String(value);
  if (!TOKEN.test(text)) throw new Error(`${name} no es válido para nginx.conf: ${JSON.stringify(text)}`);
  return text;
}
function absolute(name, value) {
  if (!value || !path.isAbsolute(value)) throw new Error(`${name} debe ser una ruta absoluta: ${value}`);
  return token(name, value.replace(/\/+$/, '') || '/');
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression (nginx's PCRE and JavaScript alike) for the paths of RENDERED_PAGES (site-paths.mjs). */
export const renderedPagePattern = () =>
  `^(?:${RENDERED_PAGES.map((page) => escapeRegExp(page).replace(/:id/g, '[^/]+')).join('|')})$`;

/**
 * One regular expression for the paths under PRIVATE_PAGE_PREFIXES (site-paths.mjs): a prefix that ends in '-' or '/' starts the
 * path ('/create-' is /create-post and /create-cleaning); any other is a whole segment (/chat, /chat/7, /chat?x=1, not /chats). The query may follow: nginx matches $request_uri.
 */
export const privatePagePattern = () =>
  `^(?:${PRIVATE_PAGE_PREFIXES.map((prefix) => (/[-/]$/.test(prefix) ? escapeRegExp(prefix) : `${escapeRegExp(prefix)}(?:[/?]|$)`)).join('|')})`;

/**
 * How long nginx leaves an API process out after a failure (a refused connection: it is stopping). nginx's 10 s
 * default outlasts a process's restart: in a rolling restart that takes a few seconds a process, three were out at
 * once and nginx had none to send to ("no live upstreams", 502 for 3 s; test:topology on a fast machine). A
 * refused connection costs nothing (the request goes to the next process at once), so a short time is safe; a
 * rolling restart waits this long after a process is ready before stopping the next.
 */
export const UPSTREAM_FAIL_SECONDS = 2;

/**
 * @param {import('./render.d.mts').EdgeOptions} options
 * @returns {string} a complete nginx.conf
 */
export function renderNginxConfig(options) {
  const {
    listen = 8080,
    upstreams,
    renderers,
    tls = false,
    daemon = true,
    brotli = false,
    realIpFrom = [],
    cdn = [],
    maxFails = 1,
    failTimeout = `${UPSTREAM_FAIL_SECONDS}s`,
    workerProcesses = 'auto',
    mimeTypes = '/etc/nginx/mime.types',
    logs = 'files',
  } = options;
  const runDir = absolute('runDir', options.runDir);
  if (!Array.isArray(upstreams) || upstreams.length === 0)
    throw new Error('Falta al menos un upstream de la API');
  if (!Array.isArray(renderers) || renderers.length === 0)
    throw new Error('Falta al menos un renderizador (render-server)');
  for (const origin of cdn)
    if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) throw new Error(`cdn no es un origen: ${origin}`);
  const headers = Object.entries(securityHeaders({ tls, cdn })).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  const forwardedProto = tls ? 'https' : '$scheme';
  const values = {
    load_modules: brotli
      ? [`load_module ${absolute('brotli', brotli === true ? BROTLI_STATIC_MODULE : brotli)};`]
      : [],
    daemon: daemon ? [] : ['daemon off;'],
    // Started as root, nginx runs its workers as 'nobody' unless told otherwise: a test run from a private folder
    // (a fresh clone under a 0700 temporary directory) names its own user so the workers can read the builds.
    user: options.user ? [`user ${token('user', options.user)};`] : [],
    worker_processes: token('workerProcesses', workerProcesses),
    run_dir: runDir,
    error_log: logs === 'stdio' ? '/dev/stderr' : `${runDir}/error.log`,
    access_log: logs === 'stdio' ? '/dev/stdout' : `${runDir}/access.log`,
    mime_types: absolute('mimeTypes', mimeTypes),
    brotli_static: [
      brotli ? 'brotli_static on;' : '# brotli_static: module not loaded (--brotli), .gz only.',
    ],
    upstream_servers: upstreams.map(
      (address) =>
        `server ${token('upstream', address)} max_fails=${Number(maxFails)} fail_timeout=${token('failTimeout', failTimeout)};`,
    ),
    // max_fails=0: in the cluster one address (the renderers' Service) stands for them all, and setting it aside
    // would stop every render; a refused connection costs nothing (the next one, else today's page).
    render_servers: renderers.map((address) => `server ${token('renderer', address)} max_fails=0;`),
    rendered_pages: renderedPagePattern(),
    private_pages: privatePagePattern(),
    listen: token('listen', listen),
    // Behind a load balancer or CDN: the client is the address it names, read only from those addresses.
    real_ip: [
      ...realIpFrom.map((cidr) => `set_real_ip_from ${token('realIpFrom', cidr)};`),
      ...(realIpFrom.length ? ['real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'] : []),
    ],
    shell_dir: absolute('shellDir', options.shellDir),
    releases_dir: absolute('releasesDir', options.releasesDir),
    proxy_settings: [
      'proxy_http_version 1.1;',
      // Keep-alive to the API; also never "Connection: close" on the event stream.
      'proxy_set_header Connection "";',
      'proxy_set_header Host $host;',
      // The API (TRUST_PROXY=true, Fastify's trustProxy) takes the first address of X-Forwarded-For as the
      // client's: it gets exactly one, the one nginx saw (after set_real_ip_from), never one the client wrote.
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header X-Real-IP $remote_addr;',
      `proxy_set_header X-Forwarded-Proto ${forwardedProto};`,
      // As the browser wrote it, port included: the API compares it with the Origin of a state-changing call.
      'proxy_set_header X-Forwarded-Host $http_host;',
      'proxy_set_header X-Request-Id $edge_request_id;',
      'proxy_connect_timeout 2s;',
    ],
    security_headers: headers,
  };
  const template = readFileSync(TEMPLATE, 'utf8');
  // A placeholder alone on its line stands for lines (none removes it), each at that placeholder's indentation.
  return template.replace(/^( *)\{\{(\w+)\}\}\n|\{\{(\w+)\}\}/gm, (_match, spaces, lineName, inlineName) => {
    const name = lineName ?? inlineName;
    if (!Object.hasOwn(values, name)) throw new Error(`nginx.conf.template: valor desconocido {{${name}}}`);
    const value = values[name];
    if (Array.isArray(value) !== Boolean(lineName))
      throw new Error(
        `nginx.conf.template: {{${name}}} ${lineName ? 'va en su propia línea' : 'va dentro de una línea'}`,
      );
    return lineName ? value.map((line) => `${spaces}${line}\n`).join('') : value;
  });
}

/** Writes the configuration and creates its run folder (nginx does not create its temp folders' parent). */
export function writeNginxConfig(file, options) {
  mkdirSync(options.runDir, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, renderNginxConfig(options));
}

function cli(args) {
  const { values } = parseArgs({
    args,
    options: {
      shell: { type: 'string', default: 'dist/shell' },
      releases: { type: 'string', default: process.env.RELEASES_DIR ?? 'var/releases' },
      upstream: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
      renderer: { type: 'string', multiple: true, default: ['127.0.0.1:4300'] },
      listen: { type: 'string', default: '8080' },
      'run-dir': { type: 'string', default: 'var/nginx' },
      tls: { type: 'boolean', default: false },
      'real-ip-from': { type: 'string', multiple: true, default: [] },
      cdn: { type: 'string', multiple: true, default: [] },
      brotli: { type: 'boolean' },
      'no-brotli': { type: 'boolean', default: false },
      'daemon-off': { type: 'boolean', default: false },
      logs: { type: 'string', default: 'files' },
      out: { type: 'string' },
    },
  });
  const runDir = path.resolve(values['run-dir']);
  const out = path.resolve(values.out ?? path.join(runDir, 'nginx.conf'));
  const options = {
    listen: values.listen,
    shellDir: path.resolve(values.shell),
    releasesDir: path.resolve(values.releases),
    upstreams: values.upstream,
    renderers: values.renderer,
    runDir,
    tls: values.tls,
    realIpFrom: values['real-ip-from'],
    cdn: values.cdn,
    // By default, wherever this machine's nginx has the module.
    brotli: values['no-brotli'] ? false : (values.brotli ?? existsSync(BROTLI_STATIC_MODULE)),
    daemon: !values['daemon-off'],
    logs: values.logs === 'stdio' ? 'stdio' : 'files',
  };
  writeNginxConfig(out, options);
  console.log(`${out}\nnginx -c ${out} -p ${runDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    cli(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
