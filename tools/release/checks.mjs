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

/** Every module of this remote that the shell shows (remote-routes.json) is still exposed. */
export function checkExposedModules(remote, routes) {
  const exposed = new Set((remote.exposes ?? []).map((e) => e.name));
  const needed = new Set(
    routes
      .map((r) => r.module)
      .filter((m) => m.startsWith(`${remote.name}/`))
      .map((m) => m.slice(remote.name.length + 1)),
  );
  return [...needed]
    .filter((name) => !exposed.has(name))
    .map((name) => {
      const paths = routes.filter((r) => r.module === `${remote.name}/${name}`).map((r) => r.path);
      return `El remote ya no expone "${name}", que el shell muestra en ${paths.join(', ')}.`;
    });
}

export function checkRelease({ remote, shell, routes }) {
  return [
    ...checkSharedSingletons(remote, shell),
    ...checkFederationRuntime(remote, shell),
    ...checkExposedModules(remote, routes),
  ];
}
