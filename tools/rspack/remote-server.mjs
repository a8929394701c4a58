// The server build of a remote: its src/server.ts bundled for Node into server/remote.cjs, beside the browser build
// in the same output, so every release carries both and a switch (release, canary, rollback) moves both at once.
// The shell's renderer (apps/shell/src/server/) loads the live release's and draws its public pages with their
// data. What is shared in the browser is shared here too: React, react-query, zustand and @reformas/web-core come
// from the renderer (one router, one auth store), everything else is the remote's own.
import path from 'node:path';
import { sharedDependencies } from './module-federation.shared.mjs';
import { nodeBundleConfig } from './node-bundle.mjs';
import { nodeExternals } from './node-externals.mjs';

const shared = new Set([
  ...Object.keys(sharedDependencies),
  'react-dom/client',
  'react-dom/server',
  'react-dom/static',
  'react/jsx-runtime',
]);

/** @param {{ name: string; appDir: string; outDir: string; dependsOn: string[] }} options */
export function serverConfig({ name, appDir, outDir, dependsOn }) {
  return nodeBundleConfig({
    name: `${name}-server`,
    appDir,
    dependsOn,
    entry: { remote: './src/server.ts' },
    output: {
      path: path.join(outDir, 'server'),
      // One file: the renderer evaluates it as it is, from any folder (a release is not beside node_modules).
      asyncChunks: false,
      clean: false,
    },
    externals: [
      ({ request }, callback) =>
        shared.has(request) ? callback(undefined, `commonjs ${request}`) : callback(),
      ...nodeExternals,
    ],
    optimization: { splitChunks: false },
  });
}
