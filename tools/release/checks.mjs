// Does a remote's build fit the shell that is live? The facts are in both builds' mf-manifest.json; the
// federation runtime would only warn in the browser, after the release reached users. Each check returns the
// Spanish messages of what does not fit (empty: it fits).
import semver from 'semver';

const sharedOf = (manifest) => new Map((manifest.shared ?? []).map((s) => [s.name, s]));

/**
 * Every singleton the remote shares must be provided by the shell, in a version the remote's range accepts: the
 * shell's copy is the one used ('loaded-first'), so a remote built against another major would run on a React
 * (or query client, store, router) it was not written for.
 */
export function checkSharedSingletons(remote, shell) {
  const provided = sharedOf(shell);
  const problems = [];
  for (const need of remote.shared ?? []) {
    if (!need.singleton) continue;
    const have = provided.get(need.name);
    if (!have) {
      problems.push(
        `El shell publicado no comparte "${need.name}", que el remote necesita como instancia única.`,
      );
      continue;
    }
    const range = need.requiredVersion;
    if (range && !semver.satisfies(have.version, range, { includePrerelease: true })) {
      problems.push(
        `"${need.name}": el shell publicado ofrece la versión ${have.version} y el remote pide ${range} ` +
          `(compilado con ${need.version}).`,
      );
    }
  }
  return problems;
}

/**
 * The remotes' production builds leave the federation runtime out and use the shell's (externalRuntime): a
 * release built with another version would run on a runtime it was not built for.
 */
export function checkFederationRuntime(remote, shell) {
  const mine = remote.metaData?.pluginVersion;
  const live = shell.metaData?.pluginVersion;
  if (mine && live && mine === live) return [];
  return [
    `Runtime de Module Federation distinto: el remote se compiló con ${mine ?? '(desconocido)'} y el shell ` +
      `publicado usa ${live ?? '(desconocido)'}.`,
  ];
}

/**
 * Every module the remote's own routes name (its routes.json) and every module of it that the shell shows (its
 * sections, remote-routes.json) is exposed; its routes name only its own modules.
 */
export function checkExposedModules(remote, shellRoutes, ownRoutes = []) {
  const exposed = new Set((remote.exposes ?? []).map((e) => e.name));
  const prefix = `${remote.name}/`;
  const problems = ownRoutes
    .filter((r) => !r.module.startsWith(prefix))
    .map((r) => `Sus rutas muestran "${r.module}" en ${r.path}, que no es un módulo de este remote.`);
  const missing = (routes, who) => {
    const names = new Set(
      routes
        .map((r) => r.module)
        .filter((m) => m.startsWith(prefix))
        .map((m) => m.slice(prefix.length)),
    );
    return [...names]
      .filter((name) => !exposed.has(name))
      .map((name) => {
        const paths = routes.filter((r) => r.module === `${prefix}${name}`).map((r) => r.path);
        return `El remote ya no expone "${name}", que ${who} en ${paths.join(', ')}.`;
      });
  };
  return [
    ...problems,
    ...missing(ownRoutes, 'sus rutas muestran'),
    ...missing(shellRoutes, 'el shell muestra'),
  ];
}

/** A path is one remote's: another live remote that already routes it keeps it. */
export function checkRouteConflicts(remote, ownRoutes, otherRemotesRoutes) {
  const taken = new Map();
  for (const [other, routes] of Object.entries(otherRemotesRoutes))
    if (other !== remote.name) for (const r of routes) taken.set(r.path, other);
  return ownRoutes
    .filter((r) => taken.has(r.path))
    .map((r) => `La ruta ${r.path} ya es de ${taken.get(r.path)}, publicado.`);
}

/** A path of the shell's own pages would never reach the remote: the shell's route matches first. */
export function checkShellPaths(ownRoutes, shellPaths) {
  const own = new Set(shellPaths);
  return ownRoutes
    .filter((r) => own.has(r.path))
    .map((r) => `La ruta ${r.path} es una página del shell: el remote no puede tomarla.`);
}

/**
 * `remote`: its federation name. A remote with public pages (`server` in tools/rspack/remotes.mjs) brings its server build (server/remote.cjs),
 * and that build holds: `trial` is what the live shell's prerender made of it (trialServerBuild: loaded, each
 * route and section drawn with every fetch failing, each head computed), null when that shell cannot try it.
 * Its routes are routes of this release, drawn with the module its routes.json names, and it draws every section
 * the shell shows of it: else the renderer would draw a page the browser then replaces.
 */
export function checkServerBuild({ remote, present, trial, ownRoutes = [], shellRoutes = [] }) {
  if (!present)
    return [
      'La versión no trae su build de servidor (server/remote.cjs) y el remote tiene páginas públicas: ' +
        'compílala con tools/rspack/remote.config.mjs (src/server.ts).',
    ];
  if (!trial) return [];
  const prefix = `${remote}/`;
  const own = new Map(ownRoutes.map((r) => [r.path, r.module]));
  const drawn = new Set(trial.sections);
  return [
    ...trial.problems,
    ...trial.routes
      .filter((r) => !own.has(r.path))
      .map((r) => `El build de servidor dibuja ${r.path}, que no es una ruta de esta versión (routes.json).`),
    ...trial.routes
      .filter((r) => own.has(r.path) && own.get(r.path) !== `${prefix}${r.module}`)
      .map(
        (r) =>
          `El build de servidor dibuja ${r.path} con "${r.module}" y sus rutas lo muestran con "${own.get(r.path)}".`,
      ),
    ...shellRoutes
      .filter((s) => s.module.startsWith(prefix) && !drawn.has(s.module.slice(prefix.length)))
      .map(
        (s) =>
          `El shell muestra "${s.module.slice(prefix.length)}" en ${s.path} y el build de servidor no lo trae (sections).`,
      ),
  ];
}

/**
 * routes: what the live shell shows of the remotes (remote-routes.json); ownRoutes: the candidate's routes.json
 * (null: it has none, a build from before routes.json); otherRoutes: the live routes of every remote;
 * shellPaths: the shell's own pages.
 */
export function checkRelease({ remote, shell, routes, shellPaths = [], ownRoutes = [], otherRoutes = {} }) {
  return [
    ...checkSharedSingletons(remote, shell),
    ...checkFederationRuntime(remote, shell),
    ...(ownRoutes === null
      ? ['La versión no trae routes.json (sus rutas): compílala con tools/rspack/remote.config.mjs.']
      : []),
    ...checkExposedModules(remote, routes, ownRoutes ?? []),
    ...checkRouteConflicts(remote, ownRoutes ?? [], otherRoutes),
    ...checkShellPaths(ownRoutes ?? [], shellPaths),
  ];
}
