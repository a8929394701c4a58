// The server builds of the remotes' live releases (<releases>/<app>/<release>/server/remote.cjs), loaded once per
// release. A release folder is never written twice, so its module is kept for as long as that release is asked for.
// The shared packages are the renderer's own: React and the rest from its node_modules, and @reformas/web-core the
// very instance the shell's App renders with (one router, one auth store), as the shell shares them in the browser.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import * as webCore from '@reformas/web-core';
import type { RemoteServerModule } from '@reformas/web-core';

// Resolved from the renderer's own bundle: the releases folder need not sit beside any node_modules.
const rendererRequire = createRequire(path.resolve(process.argv[1] ?? 'render-server.cjs'));

const loaded = new Map<string, Promise<RemoteServerModule<unknown> | null>>();

/**
 * The module a server build exports, evaluated as the renderer does (the release tool's trial too), or null when
 * the file is missing. `sharedRequire`: where React and the other shared packages come from, the renderer's own.
 */
export async function evaluateServerModule(
  file: string,
  sharedRequire: (id: string) => unknown = rendererRequire,
): Promise<RemoteServerModule<unknown> | null> {
  let code: string;
  try {
    code = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const module = { exports: {} as { remote?: RemoteServerModule<unknown> } };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  const requireShared = (id: string) => (id === '@reformas/web-core' ? webCore : sharedRequire(id));
  wrapper(module.exports, requireShared, module, file, path.dirname(file));
  const remote = module.exports.remote;
  if (!remote || !Array.isArray(remote.routes)) throw new Error(`${file} no exporta remote.routes`);
  return remote;
}

/** The server build of one release, or null when that release has none. */
export function remoteServerModule(
  releasesDir: string,
  app: string,
  release: string,
): Promise<RemoteServerModule<unknown> | null> {
  const file = path.join(releasesDir, app, release, 'server', 'remote.cjs');
  let module = loaded.get(file);
  if (!module) {
    module = evaluateServerModule(file);
    loaded.set(file, module);
    // A failed load is tried again on the next request (the file may be arriving).
    module.catch(() => loaded.delete(file));
  }
  return module;
}
