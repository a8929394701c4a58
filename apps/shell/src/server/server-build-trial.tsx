// The release tool's trial of a remote's server build (tools/release/commands.mjs calls it through the live shell's
// prerender bundle, so the build is tried against the shell that will draw it). The build is loaded as the renderer
// loads it; each route, and each section the shell shows of the remote, is drawn once in the shell's App with
// every fetch failing (the API is not asked at release), and each route's head is computed from that. Whatever
// throws here would throw for visitors: the release is refused instead. The messages are in Spanish, as the
// release tool's other checks.
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter, createQueryClient, type ServerHeadContext } from '@reformas/web-core';
import { App } from '../app';
import { ServerRemoteModules } from '../federation/remote-route';
import { evaluateServerModule } from './remote-server-modules';
import { streamToString } from './render-page';

export type ServerBuildTrial = {
  /** The public routes the build draws (path and exposed module). */
  routes: { path: string; module: string }[];
  /** The exposed modules it draws as sections of the shell's pages. */
  sections: string[];
  problems: string[];
};

/** A route's pattern with each parameter filled in: /cleaning/:id -> /cleaning/1. */
const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

// Errors from a build evaluated in the renderer's context need not be this realm's Error.
const messageOf = (error: unknown) =>
  typeof (error as Error | null)?.message === 'string' ? (error as Error).message : String(error);

/** Renders the App at `location` twice (asked queries fetched, and failed, in between); what threw, as messages. */
async function drawOnce(
  location: string,
  modules: ReadonlyMap<string, ComponentType>,
  prerendered: { path: string; module: string } | null,
  queryClient: QueryClient,
): Promise<string[]> {
  const errors: string[] = [];
  const tree = (
    <ServerRemoteModules.Provider value={modules}>
      <StaticRouter location={location}>
        <App prerendered={prerendered} queryClient={queryClient} />
      </StaticRouter>
    </ServerRemoteModules.Provider>
  );
  // The second pass draws after the asked queries failed: react-query shows a failed query without data as loading
  // again when it mounts, so a page is drawn as it would be for a visitor before its data.
  for (let pass = 0; pass < 2 && errors.length === 0; pass++) {
    try {
      const { prelude } = await prerender(tree, {
        progressiveChunkSize: Infinity,
        // An error inside a Suspense boundary does not reject the render (React leaves that part to the browser):
        // collected here, since the renderer would serve a page with a hole.
        onError: (error) => void errors.push(messageOf(error)),
      });
      await streamToString(prelude);
    } catch (error) {
      errors.push(messageOf(error));
    }
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  }
  return [...new Set(errors)];
}

/**
 * Tries the server build in `file` of the remote `remote` (its federation name). `shellSections`: the remote
 * modules the shell shows as sections of its pages (remote-routes.json). `sharedRequire`: where the build's shared
 * packages come from (the renderer's own; a test passes its module registry's).
 */
export async function trialServerBuild(
  file: string,
  remote: string,
  shellSections: readonly { path: string; module: string }[] = [],
  sharedRequire?: (id: string) => unknown,
): Promise<ServerBuildTrial> {
  const trial: ServerBuildTrial = { routes: [], sections: [], problems: [] };
  let module;
  try {
    module = await evaluateServerModule(file, sharedRequire);
  } catch (error) {
    trial.problems.push(`El build de servidor no se carga: ${messageOf(error)}`);
    return trial;
  }
  if (!module) {
    trial.problems.push('La versión no trae su build de servidor (server/remote.cjs).');
    return trial;
  }
  // Every request fails: this bundle never sets the API's origin (setApiOrigin), so the pages ask for relative
  // addresses, which fetch refuses in Node. Not by replacing fetch: the release tool's process may be fetching too.
  for (const route of module.routes) {
    const path = typeof route?.path === 'string' ? route.path : '(sin path)';
    if (
      typeof route?.path !== 'string' ||
      typeof route.module !== 'string' ||
      !route.Page ||
      typeof route.head !== 'function'
    ) {
      trial.problems.push(`La ruta ${path} del build de servidor no tiene path, module, Page y head.`);
      continue;
    }
    trial.routes.push({ path: route.path, module: route.module });
    const id = `${remote}/${route.module}`;
    const location = samplePath(route.path);
    const queryClient = createQueryClient();
    const errors = await drawOnce(
      location,
      new Map([[id, route.Page]]),
      { path: route.path, module: id },
      queryClient,
    );
    for (const error of errors) trial.problems.push(`Al dibujar ${location} en el servidor: ${error}`);
    const context: ServerHeadContext = {
      params: Object.fromEntries([...route.path.matchAll(/:([^/]+)/g)].map(([, name]) => [name, '1'])),
      search: new URLSearchParams(),
      origin: 'https://ejemplo.invalid',
      data: (key) => queryClient.getQueryData(key),
      refusedWith: () => undefined,
    };
    try {
      route.head(context);
    } catch (error) {
      trial.problems.push(`La cabecera de ${location} falla sin datos: ${messageOf(error)}`);
    }
  }
  for (const [name, Section] of Object.entries(module.sections ?? {})) {
    trial.sections.push(name);
    const id = `${remote}/${name}`;
    for (const { path } of shellSections.filter((s) => s.module === id)) {
      const queryClient = createQueryClient();
      const errors = await drawOnce(path, new Map([[id, Section]]), null, queryClient);
      for (const error of errors)
        trial.problems.push(`Al dibujar la sección ${name} en ${path} en el servidor: ${error}`);
    }
  }
  return trial;
}
