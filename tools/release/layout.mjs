// Where releases live and the few files that say which one is live. One folder per remote app:
//   <releases>/config.json                 where the product runs (shell, API, each remote's base URL)
//   <releases>/remotes.json                the pointer the shell reads: live (and canary) entry and routes per remote
//   <releases>/pages/<route>.html          a remote route's page: the shell's layout with the remote's frame
//   <releases>/<app>/<release id>/         one immutable release: the remote's build and release.json
//   <releases>/<app>/channel.json          live, canary and the history of switches
// Every file that is read while it changes (pointer, pages, channel) is written whole and renamed into place.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RELEASE_ID = /^[a-z0-9][a-z0-9-]{5,79}$/;
/** Pruning keeps at least this many releases per remote, and any younger than KEEP_DAYS. */
export const KEEP_RELEASES = 10;
export const KEEP_DAYS = 7;

export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'var/releases'));
}

/** mfe_cleaning -> mfe-cleaning (the app folder), and back. */
export const appOf = (remote) => remote.replace(/_/g, '-');
/** The cookie that points one browser at a candidate release, `<remote>@<id>` (the smoke test's, honoured by the shell). */
export const PREVIEW_COOKIE = 'mf-preview';
export const remoteOf = (app) => app.replace(/-/g, '_');

export async function readJson(file, fallback) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT' && fallback !== undefined) return fallback;
    throw error;
  }
}

export async function writeAtomic(file, content) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(partial, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partial, file);
}

export const writeJsonAtomic = (file, data) => writeAtomic(file, `${JSON.stringify(data, null, 2)}\n`);

/**
 * @returns {Promise<{ shellUrl: string; shellDir?: string; apiUrl?: string; opsToken?: string;
 *   remotes: Record<string, { base: string }> }>}
 */
export async function readConfig(dir = releasesDir()) {
  const config = await readJson(path.join(dir, 'config.json'), null);
  if (!config)
    throw new Error(
      `No hay ${path.join(dir, 'config.json')}: arranca el producto con npm start (lo escribe) o indica RELEASES_DIR.`,
    );
  return config;
}

export const channelFile = (dir, app) => path.join(dir, app, 'channel.json');

/** @returns {Promise<{ live: string | null; canary: { release: string; percent: number } | null; history: { release: string; at: string; action: string }[] }>} */
export async function readChannel(dir, app) {
  return readJson(channelFile(dir, app), { live: null, canary: null, history: [] });
}

export async function writeChannel(dir, app, channel) {
  await writeJsonAtomic(channelFile(dir, app), channel);
}

/** The releases of one app, newest first, each with its release.json. */
export async function listReleases(dir, app) {
  let names = [];
  try {
    names = await fs.readdir(path.join(dir, app));
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
  const releases = [];
  for (const name of names.filter((n) => RELEASE_ID.test(n))) {
    const info = await readJson(path.join(dir, app, name, 'release.json'), null);
    if (info) releases.push(info);
  }
  return releases.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

async function* walk(root, relative = '') {
  for (const entry of await fs.readdir(path.join(root, relative), { withFileTypes: true })) {
    const rel = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) yield* walk(root, rel);
    else yield rel;
  }
}

/** The files of a build and a hash of their names and contents: the same build gives the same release. */
export async function fingerprint(buildDir) {
  const files = [];
  for await (const rel of walk(buildDir)) files.push(rel);
  files.sort();
  const hash = createHash('sha256');
  let bytes = 0;
  for (const rel of files) {
    const content = await fs.readFile(path.join(buildDir, rel));
    bytes += rel.endsWith('.br') || rel.endsWith('.gz') ? 0 : content.length;
    hash.update(rel).update('\0').update(content);
  }
  return { hash: hash.digest('hex'), files: files.length, bytes };
}

function stamp(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')
    .replace('T', '-')
    .toLowerCase();
}

function gitCommit() {
  try {
    const head = readFileSync(path.join(REPO_ROOT, '.git/HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head.slice(0, 12);
    return readFileSync(path.join(REPO_ROOT, '.git', head.slice(5)), 'utf8')
      .trim()
      .slice(0, 12);
  } catch {
    return null;
  }
}

/**
 * Copies a build into a new release folder, written under a temporary name and renamed into place, never
 * overwritten. `reuse`: a build whose contents are already released gives back that release (npm start, which
 * publishes dist/ at every start); a team's `release` always makes a new one, so there is one to roll back from.
 */
export async function publishFolder(dir, app, buildDir, { now = new Date(), reuse = false } = {}) {
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  const manifest = await readJson(manifestFile, null);
  if (!manifest) throw new Error(`${buildDir} no tiene mf-manifest.json: ¿está compilado el remote?`);
  const { hash, files, bytes } = await fingerprint(buildDir);
  const same = (await listReleases(dir, app)).find((r) => r.hash === hash);
  if (same && reuse) return { release: same, reused: true };
  // Two releases of the same build in the same second differ by a suffix.
  let id = `${stamp(now)}-${hash.slice(0, 8)}`;
  for (let n = 2; await exists(path.join(dir, app, id)); n++) id = `${stamp(now)}-${hash.slice(0, 8)}-${n}`;
  const release = {
    id,
    app,
    remote: manifest.name,
    createdAt: now.toISOString(),
    commit: gitCommit(),
    hash,
    files,
    bytes,
  };
  const target = path.join(dir, app, id);
  const partial = path.join(dir, app, `.partial-${id}-${process.pid}`);
  await fs.mkdir(path.join(dir, app), { recursive: true });
  await fs.cp(buildDir, partial, { recursive: true });
  await fs.writeFile(path.join(partial, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  await fs.rename(partial, target);
  return { release, reused: false, sameAs: same?.id ?? null };
}

async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export const manifestUrl = (base, release) => new URL(`${release}/mf-manifest.json`, base).href;

/** A release's routes.json (what its build declares, apps/<app>/src/routes.tsx); null when it has none. */
export async function releaseRoutes(dir, app, release) {
  const routes = await readJson(path.join(dir, app, release, 'routes.json'), null);
  return Array.isArray(routes) ? routes : null;
}

/**
 * remotes.json, the shell's pointer, from every remote's channel: each live (and canary) release's manifest and
 * routes, which the shell's router shows (apps/shell/src/federation/remote-routes.tsx).
 */
export async function composePointer(dir, config) {
  const pointer = {};
  for (const [remote, { base }] of Object.entries(config.remotes)) {
    const app = appOf(remote);
    const { live, canary } = await readChannel(dir, app);
    if (!live) continue;
    const [routes, canaryRoutes] = await Promise.all([
      releaseRoutes(dir, app, live),
      canary ? releaseRoutes(dir, app, canary.release) : null,
    ]);
    pointer[remote] = { release: live, entry: manifestUrl(base, live), ...(routes ? { routes } : {}) };
    if (canary)
      pointer[remote].canary = {
        release: canary.release,
        entry: manifestUrl(base, canary.release),
        percent: canary.percent,
        ...(canaryRoutes ? { routes: canaryRoutes } : {}),
      };
  }
  await writeJsonAtomic(path.join(dir, 'remotes.json'), pointer);
  return pointer;
}

// '&' is escaped only where it would start a character reference: a query string stays as written.
const attr = (value) =>
  value
    .replace(/&(?=[a-z0-9#]+;)/gi, '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** A path with no parameter gets a composed page at its own name: /projects -> pages/projects.html. */
const STATIC_ROUTE_PATH = /^(?:\/[a-z0-9-]+)+$/;
/**
 * A path whose last segment, and only that one, is a parameter gets one page for every value of it, at `_.html`
 * beside where its static parent's page would be: /cleaning/:id -> pages/cleaning/_.html. The static server (and
 * any server in front, deploy/) sends that file for /cleaning/<anything> without a page of its own. A parameter
 * elsewhere in the path (/a/:b/c, /a/:b/:c) gets no page.
 */
const PARAM_ROUTE_PATH = /^((?:\/[a-z0-9-]+)+)\/:[A-Za-z][A-Za-z0-9_]*$/;

/** The file of a route's composed page inside pages/, or null for a route that gets none. */
export function pageFileOf(routePath) {
  if (STATIC_ROUTE_PATH.test(routePath)) return `${routePath.slice(1)}.html`;
  const parametric = PARAM_ROUTE_PATH.exec(routePath);
  return parametric ? `${parametric[1].slice(1)}/_.html` : null;
}
const ROOT = '<div id="root"></div>';
const PAGE_REMOTE = /<div id="root"[^>]* data-remote="([a-z0-9_]+)\//;

/**
 * The shell's prerender (its build output beside dist/shell): renderPath(location, remoteRoute), and
 * trialServerBuild(file, remote, sections) for the release checks; null when the shell has none.
 */
export function shellPrerender(config) {
  const bundle = path.join(config.shellPrerenderDir ?? `${config.shellDir}-prerender`, 'prerender.cjs');
  const require = createRequire(import.meta.url);
  try {
    // A new shell build between two releases in one process (npm start, the browser tests) is read again.
    delete require.cache[require.resolve(bundle)];
    return require(bundle);
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** A file a release names (its frame), only inside that release's folder. */
async function releaseFile(releaseDir, file) {
  const target = path.resolve(releaseDir, file);
  if (!target.startsWith(`${releaseDir}${path.sep}`)) return null;
  try {
    return await fs.readFile(target, 'utf8');
  } catch (error) {
    if (error?.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * For each module a release exposes, the preloads of the scripts it loads before it can draw (its manifest's sync
 * JS), put beside the shell's script on its routes' pages: the browser fetches them while that script downloads
 * instead of once it has run. Low priority, as remoteEntry.js. Not its CSS: a style preload is fetched at the
 * highest priority, and Lighthouse's simulation then drew the frame's first paint after it (FCP 1.2 s instead of
 * 0.7 s on /projects/{id}; the frame's own CSS is inline).
 */
function exposedModuleHints(manifest, entry) {
  const hints = new Map();
  for (const expose of Array.isArray(manifest?.exposes) ? manifest.exposes : []) {
    const scripts = Array.isArray(expose?.assets?.js?.sync) ? expose.assets.js.sync : [];
    const links = scripts.map(
      (file) =>
        `<link rel="preload" href="${attr(new URL(file, entry).href)}" as="script" fetchpriority="low">`,
    );
    hints.set(expose?.name, links.join(''));
  }
  return hints;
}

/**
 * A page composed once for every value of its parameter (/projects/:id) preloads the item's API URL (`exists`, what
 * the page asks for first) for the value in the address, as a static page does its `preload`: a line of script, the
 * file being the same for every value. Only a value of digits (every parameter is an id): another address asks for
 * nothing it would not use.
 */
function itemPreloadScript(route) {
  const parametric = PARAM_ROUTE_PATH.exec(route.path);
  const parts = route.exists?.split(/:[A-Za-z][A-Za-z0-9_]*/) ?? [];
  if (!parametric || parts.length !== 2) return '';
  const address = `^${parametric[1].replaceAll('/', '\\/')}\\/(\\d{1,12})$`;
  const script =
    `(function(){var m=/${address}/.exec(location.pathname);if(!m)return;` +
    `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='use-credentials';` +
    `l.href=${JSON.stringify(parts[0])}+m[1]+${JSON.stringify(parts[1])};document.head.appendChild(l)})()`;
  return `<script>${script.replaceAll('</', '<\\/')}</script>`;
}

/**
 * The page of each live remote route with a frame and a static path, or a path whose last segment is its one
 * parameter (`pageFileOf`): the shell's page (its layout prerendered for that path, so the active link and the
 * rest match the client's first render) with the remote's frame in the
 * route's place, the frame's CSS, and preload hints for what comes next: the route's API URL, remotes.json, the
 * live manifest and its entry. The root says which route and module it holds (data-route, data-remote): the
 * shell hydrates it with the frame as painted. Written per release, so any static server or CDN serves them as
 * files. `only`: recompose the pages of one remote (its release or rollback touches nothing else); a page of that
 * remote whose route is gone is removed.
 */
export async function composePages(dir, config, only) {
  if (!config.shellDir) return [];
  const prerender = shellPrerender(config);
  if (!prerender) return [];
  const template = await fs.readFile(path.join(config.shellDir, 'app.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${config.shellDir}/app.html no tiene ${ROOT}`);
  const pointer = await readJson(path.join(dir, 'remotes.json'), {});
  const pagesDir = path.join(dir, 'pages');
  const written = [];
  for (const [remote, { release, entry, routes = [] }] of Object.entries(pointer)) {
    if (only && remote !== only) continue;
    const releaseDir = path.join(dir, appOf(remote), release);
    const moduleHints = exposedModuleHints(
      await readJson(path.join(releaseDir, 'mf-manifest.json'), {}),
      entry,
    );
    const canaryRoutes = pointer[remote].canary?.routes ?? [];
    const canaryOnly = canaryRoutes.filter((c) => !routes.some((r) => r.path === c.path));
    for (const route of [...routes, ...canaryOnly.map(({ frame: _frame, ...r }) => r)]) {
      const file = pageFileOf(route.path);
      if (!file) continue;
      if (!route.frame) {
        // A route without a frame gets the shell's empty page under its name all the same: its file is how an edge
        // that cannot read the pointer (nginx) knows the address is a page (200) and not an unknown one (404).
        const page = template.replace(
          ROOT,
          () => `<div id="root" data-remote="${attr(route.module)}"></div>`,
        );
        await writeAtomic(path.join(pagesDir, file), page);
        written.push(file);
        continue;
      }
      const [frameHtml, css] = await Promise.all([
        releaseFile(releaseDir, route.frame),
        releaseFile(releaseDir, route.frame.replace(/\.html$/, '.css')),
      ]);
      if (frameHtml === null) continue;
      // A parametric route is prerendered at its pattern (/cleaning/:id): the layout does not depend on the value,
      // and the shell's router matches the pattern to itself as it matches /cleaning/7 in the browser.
      const layout = await prerender.renderPath(route.path, {
        path: route.path,
        module: route.module,
        frameHtml,
      });
      const hints = [
        // use-credentials: web-core's apiFetch sends the session cookie (credentials 'include'); a preload only
        // serves a fetch with the same credentials mode.
        route.preload
          ? `<link rel="preload" href="${attr(route.preload)}" as="fetch" crossorigin="use-credentials">`
          : '',
        '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
        `<link rel="preload" href="${attr(entry)}" as="fetch" crossorigin="anonymous">`,
        // Low: a script preload is fetched at high priority by default, ahead of what the first paint needs.
        `<link rel="preload" href="${attr(new URL('remoteEntry.js', entry).href)}" as="script" fetchpriority="low">`,
        moduleHints.get(route.module.split('/').pop()) ?? '',
        itemPreloadScript(route),
      ].join('');
      const root =
        `<div id="root" data-prerendered="${attr(route.path)}" data-route="${attr(route.path)}" ` +
        `data-remote="${attr(route.module)}">${layout}</div>`;
      const page = template
        .replace(ROOT, () => root)
        .replace('</head>', () => `${css ? `<style>${css}</style>` : ''}${hints}</head>`);
      await writeAtomic(path.join(pagesDir, file), page);
      written.push(file);
    }
  }
  // Pages of routes no longer live (a route removed, a remote gone): the shell's empty page serves them again.
  const existing = [];
  try {
    for await (const file of walk(pagesDir)) if (file.endsWith('.html')) existing.push(file);
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
  for (const file of existing.filter((f) => !written.includes(f))) {
    const owner = PAGE_REMOTE.exec(await fs.readFile(path.join(pagesDir, file), 'utf8'))?.[1];
    if (!only || owner === only) {
      await fs.rm(path.join(pagesDir, file), { force: true });
      // pages/cleaning/ of a parametric page, when it was the last one there.
      if (path.dirname(file) !== '.')
        await fs.rmdir(path.join(pagesDir, path.dirname(file))).catch(() => undefined);
    }
  }
  return written;
}

/**
 * Removes old releases of one app: keeps the live and canary ones, the KEEP_RELEASES newest, any younger than
 * KEEP_DAYS (a tab opened before a switch keeps loading its chunks).
 */
export async function prune(dir, app, now = new Date()) {
  const { live, canary } = await readChannel(dir, app);
  const releases = await listReleases(dir, app);
  const young = now.getTime() - KEEP_DAYS * 24 * 3600 * 1000;
  const removed = [];
  for (const [index, release] of releases.entries()) {
    if (index < KEEP_RELEASES || release.id === live || release.id === canary?.release) continue;
    if (new Date(release.createdAt).getTime() >= young) continue;
    await fs.rm(path.join(dir, app, release.id), { recursive: true, force: true });
    removed.push(release.id);
  }
  return removed;
}
