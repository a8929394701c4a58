// The release commands (cli.mjs parses the arguments; scripts/start.mjs and the browser tests call these too).
// Nothing here changes what users get until the pointer (remotes.json) is renamed into place.
import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES } from '../rspack/remotes.mjs';
import { checkRelease, checkServerBuild } from './checks.mjs';
import {
  REPO_ROOT,
  appOf,
  composePages,
  composePointer,
  listReleases,
  manifestUrl,
  prune,
  publishFolder,
  readChannel,
  readJson,
  releaseRoutes,
  shellPrerender,
  writeChannel,
} from './layout.mjs';
import { smokePaths, smokeTest } from './smoke.mjs';

export class ReleaseRefused extends Error {
  constructor(release, problems) {
    super(
      `Versión ${release} rechazada; lo publicado no cambia:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** 'mfe-cleaning' or 'mfe_cleaning' -> { app, remote } of a remote the product knows. */
export function resolveRemote(config, name) {
  const remote = String(name ?? '').replace(/-/g, '_');
  if (!config.remotes[remote]) {
    const known = Object.keys(config.remotes).map(appOf).join(', ');
    throw new Error(`"${name ?? ''}" no es un remote del producto (${known}).`);
  }
  return { app: appOf(remote), remote };
}

/** Builds one remote alone (its own Rspack config, nothing else) into dist/<app>. */
export function buildRemote(app, log = console.log) {
  const started = Date.now();
  const rspack = path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  const build = spawnSync(process.execPath, [rspack, 'build', '-c', 'rspack.config.mjs'], {
    cwd: path.join(REPO_ROOT, 'apps', app),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0)
    throw new Error(`La compilación de ${app} ha fallado:\n${build.stdout}\n${build.stderr}`);
  log(`Compilado ${app} en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return path.join(REPO_ROOT, 'dist', app);
}

/**
 * The live shell's mf-manifest.json and remote-routes.json (the remote modules the shell itself shows: its
 * sections): from its URL, else from its folder on this machine.
 */
export async function liveShell(config) {
  const read = async (file) => {
    try {
      const res = await fetch(new URL(`/${file}`, config.shellUrl), { cache: 'no-store' });
      if (res.ok) return await res.json();
    } catch {
      // not running: its files on disk are what it serves
    }
    if (config.shellDir) return readJson(path.join(config.shellDir, file), null);
    return null;
  };
  const [manifest, routes] = await Promise.all([read('mf-manifest.json'), read('remote-routes.json')]);
  if (!manifest || !routes)
    throw new Error(
      `No se pudo leer el shell publicado (${config.shellUrl}): mf-manifest.json y remote-routes.json.`,
    );
  return { manifest, routes: routes.routes, shellPaths: routes.shellPaths ?? [] };
}

async function switchTo(dir, config, app, remote, change, log) {
  const channel = await readChannel(dir, app);
  const at = new Date().toISOString();
  change(channel, at);
  await writeChannel(dir, app, channel);
  await composePointer(dir, config);
  await composePages(dir, config, remote);
  log(describe(app, channel));
  return channel;
}

const describe = (app, channel) =>
  `${app}: publicada ${channel.live ?? '(ninguna)'}` +
  (channel.canary ? `; canario ${channel.canary.release} para el ${channel.canary.percent} %` : '');

/**
 * Publishes a build as a new release and, once it passes the checks and the smoke test, makes it live (or the
 * canary for `canary` percent of browsers). Throws ReleaseRefused, leaving live untouched, when it does not fit.
 */
export async function release(
  dir,
  config,
  name,
  { from, canary, smoke = true, reuseBuild = false, build = buildRemote, log = console.log } = {},
) {
  const { app, remote } = resolveRemote(config, name);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99))
    throw new Error('--canary pide un porcentaje entero entre 1 y 99.');
  const started = Date.now();
  const buildDir = from ? path.resolve(from) : build(app, log);
  const {
    release: published,
    reused,
    sameAs,
  } = await publishFolder(dir, app, buildDir, { reuse: reuseBuild });
  const id = published.id;
  log(
    reused
      ? `Esta compilación ya estaba publicada como ${id}.`
      : `Versión ${id}: ${(published.bytes / 1024).toFixed(1)} kB en ${published.files} ficheros (${path.join(dir, app, id)})` +
          (sameAs ? `; el mismo contenido que ${sameAs}.` : '.'),
  );

  const [candidate, ownRoutes, pointer, shell] = await Promise.all([
    readJson(path.join(dir, app, id, 'mf-manifest.json')),
    releaseRoutes(dir, app, id),
    readJson(path.join(dir, 'remotes.json'), {}),
    liveShell(config),
  ]);
  const otherRoutes = Object.fromEntries(
    Object.entries(pointer).map(([name, live]) => [name, Array.isArray(live.routes) ? live.routes : []]),
  );
  const problems = [
    ...checkRelease({
      remote: candidate,
      shell: shell.manifest,
      routes: shell.routes,
      shellPaths: shell.shellPaths,
      ownRoutes,
      otherRoutes,
    }),
    ...(await serverBuildProblems(dir, config, { app, remote, id }, ownRoutes, shell.routes, log)),
  ];
  if (problems.length > 0) {
    await recordRefusal(dir, app, id);
    throw new ReleaseRefused(id, problems);
  }
  log(
    `Compatible con el shell publicado (instancias únicas, runtime ${shell.manifest.metaData?.pluginVersion}, módulos expuestos, ${ownRoutes.length} rutas).`,
  );

  if (smoke) {
    const paths = smokePaths(remote, [...shell.routes, ...ownRoutes]);
    const smokeStarted = Date.now();
    const failures = await smokeTest({
      shellUrl: config.shellUrl,
      remote,
      release: id,
      releaseBase: new URL(`${id}/`, config.remotes[remote].base).href,
      paths,
    });
    if (failures.length > 0) {
      await recordRefusal(dir, app, id);
      throw new ReleaseRefused(id, failures);
    }
    log(
      `Prueba de humo en Chromium superada (${paths.join(', ')}) en ${((Date.now() - smokeStarted) / 1000).toFixed(1)} s.`,
    );
  }

  const channel = await switchTo(
    dir,
    config,
    app,
    remote,
    (c, at) => {
      if (canary !== undefined && c.live && c.live !== id) {
        c.canary = { release: id, percent: canary };
        c.history.push({ release: id, at, action: `canary ${canary}` });
      } else {
        goLive(id, 'release')(c, at);
      }
    },
    log,
  );
  const removed = await prune(dir, app);
  if (removed.length) log(`Retiradas ${removed.length} versiones antiguas: ${removed.join(', ')}.`);
  log(`Hecho en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { id, channel };
}

/**
 * A remote with public pages (`server` in tools/rspack/remotes.mjs; mfe_chat has none) must bring its server
 * build, and it is tried against the live shell's prerender before anyone is sent a page drawn with it.
 */
async function serverBuildProblems(dir, config, { app, remote, id }, ownRoutes, shellRoutes, log) {
  if (!REMOTES.find((r) => r.name === remote)?.server) return [];
  const file = path.join(dir, app, id, 'server', 'remote.cjs');
  const present = await fs.access(file).then(
    () => true,
    () => false,
  );
  const prerender = present && (config.shellPrerenderDir || config.shellDir) ? shellPrerender(config) : null;
  const trial = prerender?.trialServerBuild
    ? // React and the other shared packages from this tree's node_modules, where the shell's prerender finds its own.
      await prerender.trialServerBuild(file, remote, shellRoutes, createRequire(import.meta.url))
    : null;
  if (present && !trial) log('Build de servidor sin probar: el shell publicado no trae con qué probarlo.');
  return checkServerBuild({ remote, present, trial, ownRoutes: ownRoutes ?? [], shellRoutes });
}

/** The channel change that makes `release` live for everyone, written in the history as `action`. */
const goLive = (release, action) => (c, at) => {
  c.live = release;
  c.canary = null;
  c.history.push({ release, at, action });
};

async function recordRefusal(dir, app, id) {
  const channel = await readChannel(dir, app);
  channel.history.push({ release: id, at: new Date().toISOString(), action: 'refused' });
  await writeChannel(dir, app, channel);
}

/** Back to the named release, or to the one live before the current; a canary simply ends. No build, no check. */
export async function rollback(dir, config, name, target, { log = console.log } = {}) {
  const { app, remote } = resolveRemote(config, name);
  const channel = await readChannel(dir, app);
  const ids = new Set((await listReleases(dir, app)).map((r) => r.id));
  let to = target;
  if (to && !ids.has(to)) throw new Error(`${app} no tiene la versión ${to} (npm run releases -- ${app}).`);
  if (!to && channel.canary) {
    return switchTo(
      dir,
      config,
      app,
      remote,
      (c, at) => {
        c.history.push({ release: c.canary.release, at, action: 'canary ended' });
        c.canary = null;
      },
      log,
    );
  }
  if (!to) {
    const lives = channel.history.filter((h) => ['release', 'rollback', 'promote'].includes(h.action));
    const current = lives.map((h) => h.release).lastIndexOf(channel.live);
    to = lives
      .slice(0, current < 0 ? lives.length : current)
      .reverse()
      .map((h) => h.release)
      .find((id) => id !== channel.live && ids.has(id));
    if (!to) throw new Error(`${app} no tiene una versión anterior a la que volver.`);
  }
  return switchTo(dir, config, app, remote, goLive(to, 'rollback'), log);
}

/** The canary becomes live for everyone. */
export async function promote(dir, config, name, { log = console.log } = {}) {
  const { app, remote } = resolveRemote(config, name);
  const { canary } = await readChannel(dir, app);
  if (!canary) throw new Error(`${app} no tiene ninguna versión en canario.`);
  return switchTo(dir, config, app, remote, goLive(canary.release, 'promote'), log);
}

/** Errors the shell reported per release in the last hour (POST /api/client-errors), when the API answers. */
async function errorCounts(config, remote) {
  if (!config.apiUrl || !config.opsToken) return null;
  try {
    const url = new URL(`/api/client-errors/summary?remote=${remote}&minutes=60`, config.apiUrl);
    const res = await fetch(url, { headers: { authorization: `Bearer ${config.opsToken}` } });
    if (!res.ok) return null;
    const body = await res.json();
    // Distinct senders, not reports: one address sending many reports counts once (a release cannot be made to
    // look broken from one machine).
    return new Map(body.releases.map((r) => [r.release, r.reporters ?? r.total]));
  } catch {
    return null;
  }
}

/** One row per release, newest first: id, date, size, state and errors in the last hour. */
export async function releases(dir, config, name) {
  const { app, remote } = resolveRemote(config, name);
  const channel = await readChannel(dir, app);
  const counts = await errorCounts(config, remote);
  const refused = new Set(channel.history.filter((h) => h.action === 'refused').map((h) => h.release));
  return (await listReleases(dir, app)).map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    kB: Number((r.bytes / 1024).toFixed(1)),
    commit: r.commit,
    state:
      r.id === channel.live
        ? 'publicada'
        : r.id === channel.canary?.release
          ? `canario ${channel.canary.percent} %`
          : refused.has(r.id)
            ? 'rechazada'
            : '',
    errorsLastHour: counts ? (counts.get(r.id) ?? 0) : null,
  }));
}

/**
 * `npm start` and the browser tests: each remote's build in dist/ is published (the same build is the same
 * release) and made live after the static checks; the product is not running yet, so no smoke test.
 */
export async function publishBuilds(dir, config, { log = () => undefined } = {}) {
  for (const remote of Object.keys(config.remotes)) {
    const app = appOf(remote);
    const buildDir = path.join(REPO_ROOT, 'dist', app);
    try {
      await fs.access(path.join(buildDir, 'mf-manifest.json'));
    } catch {
      continue;
    }
    const { live } = await readChannel(dir, app);
    const { release: published } = await publishFolder(dir, app, buildDir, { reuse: true });
    if (live === published.id) continue;
    await release(dir, config, remote, { from: buildDir, smoke: false, reuseBuild: true, log });
  }
  await composePointer(dir, config);
  await composePages(dir, config);
}

export { manifestUrl };
