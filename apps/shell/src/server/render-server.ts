// The shell's renderer: a web process of its own behind the edge (deploy/nginx; scripts/serve-static.mjs with
// --render), which draws the public pages on the server with their data (docs/decisions.md, "Pages rendered on
// the server"). It answers a page it rendered (200, or 410 for a request that left the board) and declines
// everything else with 503 and `X-Render: fallback`: a visitor with a session (whose pages are never drawn here,
// let alone shared), a route that is not public, a page whose data the API refused, a render that threw or took
// too long. The edge then serves today's page, rendered in the browser. Errors are counted per release.
//   node dist/shell-prerender/render-server.cjs --port 4300 --releases var/releases --shell dist/shell
//        --api http://127.0.0.1:3000   (PUBLIC_URL: the site's address, for canonical links)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { matchPath, setApiOrigin, type RemoteServerModule } from '@reformas/web-core';
import type { ComponentType } from 'react';
import { publicShellPaths } from '../app';
import { parsePointer, previewRelease, type RemotesPointer } from '../federation/remote-pointer';
import { remoteRoutesManifest } from '../federation/remote-routes';
import { composeDocument } from './page-document';
import { cachedFile, PageCache, pageKey, pageShows } from './page-cache';
import { followPublicChanges } from './public-changes';
import { remoteServerModule } from './remote-server-modules';
import { renderPage, type ServerRemotePage } from './render-page';
import { headTags, staticPageHead, type PageHead } from '@reformas/web-core/seo';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.RENDER_PORT ?? '4300' },
    releases: { type: 'string', default: process.env.RELEASES_DIR ?? 'var/releases' },
    shell: { type: 'string', default: process.env.SHELL_DIR ?? 'dist/shell' },
    api: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:3000' },
  },
});
const releasesDir = path.resolve(args.releases);
const shellDir = path.resolve(args.shell);
const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:4200').replace(/\/$/, '');
/** A render slower than this is abandoned: the browser draws the page instead. */
const RENDER_TIMEOUT_MS = Number(process.env.RENDER_TIMEOUT_MS ?? 5000);
setApiOrigin(args.api);

const stats = { rendered: 0, declined: 0, cacheHits: 0, errors: {} as Record<string, number> };
let draining = false;

class Decline extends Error {}

/**
 * Anonymous pages kept for RENDER_CACHE_TTL_MS (0: none), at most RENDER_CACHE_MAX of them, dropped as the API
 * announces changes (public-changes.ts).
 */
const CACHE_TTL_MS = Number(process.env.RENDER_CACHE_TTL_MS ?? 30_000);
const pageCache = new PageCache({
  ttlMs: CACHE_TTL_MS,
  maxEntries: Number(process.env.RENDER_CACHE_MAX ?? 500),
});
if (CACHE_TTL_MS > 0) followPublicChanges(args.api, pageCache);

// Read again only when the file changed: a release switch (remotes.json replaced) is seen on the next page, and
// drops every cached page (the pointer is in the cache key too); a new shell (app.html) likewise.
const readPointer = cachedFile<RemotesPointer>(
  path.join(releasesDir, 'remotes.json'),
  (text) => parsePointer(JSON.parse(text)),
  {},
  () => pageCache.clear(),
);
const templateFile = cachedFile(
  path.join(shellDir, 'app.html'),
  (text) => text,
  '',
  () => pageCache.clear(),
);
async function readTemplate(): Promise<string> {
  const template = await templateFile();
  if (!template) throw new Error(`no se pudo leer ${path.join(shellDir, 'app.html')}`);
  return template;
}

type Match = {
  remote: string;
  release: string;
  entry: string;
  module: RemoteServerModule<unknown>;
  page: ServerRemotePage;
  route: RemoteServerModule<unknown>['routes'][number];
  params: Record<string, string | undefined>;
};

/** The live release's public route for this path, if one remote has it (its server build says which are). */
async function findRoute(pathname: string, cookies = ''): Promise<Match | null> {
  const pointer = await readPointer();
  for (const [remote, live] of Object.entries(pointer)) {
    if (live.release === 'dev') continue;
    // The release tool's smoke test previews a candidate (its cookie): drawn with the candidate's server build, as
    // the browser then loads the candidate. Otherwise the live release, which the browser is pinned to for this
    // page load (the release named on the page, bootstrap.tsx).
    const preview = previewRelease(cookies, remote);
    // During a canary each browser's share is drawn in the browser (its bucket): that remote's pages are rendered
    // there, as before, until the canary is promoted or rolled back.
    if (live.canary && !preview) continue;
    const release = preview ?? live.release;
    const entry = preview ? new URL(`../${preview}/mf-manifest.json`, live.entry).href : live.entry;
    const module = await remoteServerModule(releasesDir, remote.replace(/_/g, '-'), release);
    if (!module) continue;
    for (const route of module.routes) {
      const match = matchPath(route.path, pathname);
      if (!match) continue;
      const id = `${remote}/${route.module}`;
      return {
        remote,
        release,
        entry,
        module,
        route,
        params: match.params,
        page: { route: { path: route.path, module: id }, Page: route.Page },
      };
    }
  }
  return null;
}

type ShellMatch = {
  /** The shell's route (app.tsx), a public page of its own. */
  path: string;
  /** The remote sections the page shows (the calculator on /services), from their live releases' server builds. */
  sections: { id: string; release: string; entry: string; Component: ComponentType; css: string }[];
};

/**
 * One of the shell's public pages (publicShellPaths, app.tsx), or null for any other path. A page showing a remote
 * section is declined when that section cannot be drawn here (no live release, a canary, a release without it in
 * its server build): the browser draws the page then, as before.
 */
async function findShellRoute(pathname: string, cookies: string): Promise<ShellMatch | null> {
  const shellPath = publicShellPaths().find((p) => matchPath(p, pathname));
  if (shellPath === undefined) return null;
  const sections: ShellMatch['sections'] = [];
  const wanted = remoteRoutesManifest().filter((s) => s.path === shellPath);
  const pointer = wanted.length > 0 ? await readPointer() : {};
  for (const { module: id } of wanted) {
    const [remote, expose] = id.split('/') as [string, string];
    const live = pointer[remote];
    if (!live || live.release === 'dev') throw new Decline(`${remote} no tiene versión publicada`);
    const preview = previewRelease(cookies, remote);
    if (live.canary && !preview)
      throw new Decline(`${remote} está en canario: su sección se dibuja en el navegador`);
    const release = preview ?? live.release;
    const module = await remoteServerModule(releasesDir, remote.replace(/_/g, '-'), release);
    const Component = module?.sections?.[expose];
    if (!module || !Component) throw new Decline(`${remote}@${release} no trae "${expose}" para el servidor`);
    const entry = preview ? new URL(`../${preview}/mf-manifest.json`, live.entry).href : live.entry;
    sections.push({ id, release, entry, Component, css: module.css });
  }
  return { path: shellPath, sections };
}

/** The page drawn with its data, or a Decline when the API did not answer what the render asked for. */
async function renderOrDecline(...args: Parameters<typeof renderPage>) {
  const rendered = await renderPage(...args);
  if (rendered.failed.length > 0)
    throw new Decline(`la API no dio los datos de la página: ${rendered.failed.join('; ')}`);
  return rendered;
}

/**
 * Preloads of what a page with remote code fetches before hydrating: remotes.json and each remote's manifest
 * (`entries`); nothing for a page without. No preload of remoteEntry.js: a preload that failed (the remote's origin
 * down) is what the browser would hand the runtime again on 'Reintentar', for as long as the page stays open.
 */
const manifestPreloads = (entries: string[]) => (entries.length === 0 ? [] : ['/remotes.json', ...entries]);

/** A shell page drawn on the server: its head is the static page's; its errors count for the release 'shell'. */
async function renderShellRoute(
  url: URL,
  shell: ShellMatch,
): Promise<{ status: number; body: string; release: string }> {
  const rendered = await renderOrDecline(
    url.pathname + url.search,
    undefined,
    new Map(shell.sections.map((s) => [s.id, s.Component])),
  );
  const head = staticPageHead(url.pathname);
  const template = await readTemplate();
  const body = composeDocument(template, {
    // No data-remote: the bootstrap loads this shell page's chunk, and each section named here, before hydrating.
    root: {
      prerendered: shell.path,
      ssr: '',
      ...(shell.sections.length > 0
        ? { sections: shell.sections.map((s) => `${s.id}@${s.release}`).join(' ') }
        : {}),
    },
    html: rendered.html,
    state: rendered.state,
    head: headTags(head, publicUrl),
    css: shell.sections.map((s) => s.css).join(''),
    preloads: manifestPreloads(shell.sections.map((s) => s.entry)),
  });
  return { status: head.status ?? 200, body, release: 'shell' };
}

const hasSession = (req: IncomingMessage) => /(?:^|;\s*)sid=/.test(req.headers.cookie ?? '');

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sin terminar en ${ms} ms`)), ms);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

async function renderRoute(
  url: URL,
  cookies: string,
): Promise<{ status: number; body: string; release: string }> {
  const shell = await findShellRoute(url.pathname, cookies);
  if (shell) return renderShellRoute(url, shell);
  const match = await findRoute(url.pathname, cookies);
  if (!match) throw new Decline('no es una página pública');
  const location = url.pathname + url.search;
  const rendered = await renderOrDecline(location, match.page);
  const head = match.route.head({
    params: match.params,
    search: url.searchParams,
    origin: publicUrl,
    data: (key) => rendered.queryClient.getQueryData(key),
    refusedWith: rendered.refusedWith,
  }) as PageHead;
  const template = await readTemplate();
  // A missing or gone item (404, 410) is answered with its status and head, and its page drawn in the browser: the
  // API's refusal is not part of the state handed over, so the server's HTML would not match the first render.
  const missing = head.status === 404 || head.status === 410;
  const body = composeDocument(template, {
    root: missing
      ? {}
      : {
          prerendered: match.route.path,
          ssr: '',
          route: match.route.path,
          remote: match.page.route.module,
          release: match.release,
        },
    html: missing ? '' : rendered.html,
    state: missing ? '{}' : rendered.state,
    head: headTags(head, publicUrl),
    css: match.module.css,
    preloads: manifestPreloads([match.entry]),
  });
  return { status: head.status ?? 200, body, release: `${match.remote}@${match.release}` };
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
    ...headers,
  });
  res.end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://render.invalid');
  if (url.pathname === '/healthz') return send(res, 200, 'ok');
  if (url.pathname === '/readyz') return send(res, draining ? 503 : 200, draining ? 'cerrando' : 'listo');
  if (url.pathname === '/__render/stats')
    return send(res, 200, JSON.stringify(stats), { 'content-type': 'application/json' });
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Método no permitido');
  const decline = (why: string) => {
    stats.declined++;
    send(res, 503, why, { 'x-render': 'fallback' });
  };
  if (hasSession(req)) return decline('visitante con sesión');
  let release = '';
  try {
    const cookies = req.headers.cookie ?? '';
    // The releases in force are part of the key: a page of a release switched away from is never served again.
    const key = pageKey(url, JSON.stringify(await readPointer()), cookies);
    const { page, cache } = await pageCache.serve(key, pageShows(url.pathname), () =>
      withTimeout(renderRoute(url, cookies), RENDER_TIMEOUT_MS),
    );
    release = page.release;
    stats.rendered++;
    if (cache === 'hit') stats.cacheHits++;
    res.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      // Never shared for someone else: drawn for anonymous visitors only, but a proxy must not keep it either.
      'cache-control': 'no-cache',
      vary: 'Cookie',
      'x-render': `server; release=${page.release}`,
      'x-render-cache': cache,
    });
    res.end(req.method === 'HEAD' ? undefined : page.body);
  } catch (error) {
    if (error instanceof Decline) return decline(error.message);
    const key =
      release ||
      (await findRoute(url.pathname).then(
        (m) => (m ? `${m.remote}@${m.release}` : 'shell'),
        () => 'shell',
      ));
    stats.errors[key] = (stats.errors[key] ?? 0) + 1;
    console.error(`Render de ${url.pathname} (${key}) falló: ${(error as Error)?.stack ?? error}`);
    // The edge never shows this body (it serves today's page): it is for whoever asks the renderer directly.
    decline(`error al renderizar: ${(error as Error)?.message ?? error}`);
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('render:', error);
    if (!res.headersSent) send(res, 503, 'error', { 'x-render': 'fallback' });
  });
});
server.keepAliveTimeout = 5000;
server.listen(Number(args.port), () => undefined);

function shutdown() {
  if (draining) return;
  draining = true;
  // In-flight renders finish; the edge stops sending new ones when readiness fails.
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
