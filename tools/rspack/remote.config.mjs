// The Rspack configuration of every remote. A remote's rspack.config.mjs is only:
//   export default createRemoteConfig({ name: 'mfe_chat', title: 'Mensajes', root: import.meta.url, exposes: { ... } });
// Its port (dev server) comes from apps/shell/public/remotes.json, its output goes to dist/<app folder>. Two
// compilers: the browser bundle, then src/frames.tsx in Node, which adds routes.json and the frames of the remote's
// routes to that output (remote-frames.mjs): one `rspack build`, one release with both.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './module-federation.shared.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { framesConfig } from './remote-frames.mjs';
import { serverConfig } from './remote-server.mjs';
import { remoteByName } from './remotes.mjs';
import { swcRule } from './swc.rule.mjs';

// The remote's standalone page (its dev server, or its dist opened alone): the same for every remote but the title.
const standalonePage = (title, app) => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} (remote ${app})</title>
  </head>
  <body style="margin: 0">
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {{ name: string; title: string; root: string; exposes: Record<string, string> }} options
 *   name: the federation name (as in remotes.json); title: of the standalone page;
 *   root: the app's import.meta.url or folder; exposes: './Page' -> './src/pages/...' relative to the app folder.
 */
export function createRemoteConfig({ name, title, root, exposes }) {
  const appDir = root.startsWith('file:') ? path.dirname(fileURLToPath(root)) : root;
  // Paths from the app's folder (apps/<app>), not from this file: a copy of an app built elsewhere
  // (e2e/support/redeploy.ts links tools/ into its own tree) writes to its own dist/.
  const rootDir = path.resolve(appDir, '../..');
  const { app, port, server: serverRendered } = remoteByName(name);
  if (serverRendered !== existsSync(path.join(appDir, 'src/server.ts')))
    throw new Error(
      serverRendered
        ? `${app} tiene páginas públicas (tools/rspack/remotes.mjs) y le falta src/server.ts.`
        : `${app} tiene src/server.ts pero no figura entre los remotes con páginas públicas (tools/rspack/remotes.mjs).`,
    );
  const outDir = path.join(rootDir, 'dist', app);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = {
      name,
      mode: production ? 'production' : 'development',
      context: appDir,
      // Asynchronous entry (src/main.ts imports ./bootstrap): the shared singletons are negotiated first.
      entry: { main: './src/main.ts' },
      output: {
        path: outDir,
        // 'auto': chunks load from wherever the remote entry was fetched, so the remote can move origin.
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      // The workspace libs resolve through their package.json `exports` (npm workspaces link them into node_modules).
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      // One stylesheet per remote (src/<remote>.css), bundled with its pages by Rspack's own CSS support.
      module: { rules: [swcRule({ development: !production }), { test: /\.css$/, type: 'css/auto' }] },
      devtool: production ? false : 'cheap-module-source-map',
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // antd's rc-util renders through react-dom/client: shared too, or the remote ships a second
          // React DOM client (about 64 kB gzip). The shell shares it as well for one copy on the page.
          shared: { ...sharedDependencies, 'react-dom/client': sharedDependencies['react-dom'] },
          manifest: true,
          // Remote modules are typed by hand in the shell: a type archive cost about 6 s per build, and nothing reads it.
          dts: false,
          // In production the remote runs inside the shell, which provides the federation runtime (about 25 kB
          // gzip not downloaded and parsed twice). The development server keeps its own, so the remote still
          // runs alone on its standalone page.
          experiments: { externalRuntime: production },
        }),
        new rspack.HtmlRspackPlugin({ templateContent: standalonePage(title, app) }),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      performance: { hints: false },
      optimization: {
        splitChunks: {
          cacheGroups: {
            // The texts (libs/i18n-es) stay inside each page's chunk instead of a chunk of their own that the page
            // asks for only once its chunk has run: one round trip less before a page draws (a few kB more when a
            // second page of the same remote opens).
            default: {
              minChunks: 2,
              priority: -20,
              reuseExistingChunk: true,
              test: (module) => !/[\\/]libs[\\/]i18n-es[\\/]/.test(module.resource ?? ''),
            },
          },
        },
      },
      // The dev server's default lazy compilation breaks the federated async entry (hot-update chunk errors).
      lazyCompilation: false,
      devServer: {
        port,
        historyApiFallback: true,
        // The shell, on another origin, fetches the manifest with fetch(): CORS is required.
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The standalone dev page calls the API on its own origin, as the shell does.
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}` }],
        // routes.json and the frames, written to disk by the second compiler (the shell reads routes.json beside
        // the manifest).
        static: { directory: outDir, watch: false },
      },
    };
    const frames = framesConfig({ name, app, appDir, rootDir, outDir, dependsOn: [name] });
    // A remote with public pages releases their server build with its browser build.
    const server = serverRendered ? serverConfig({ name, appDir, outDir, dependsOn: [name] }) : null;
    return [browser, frames, server].filter(Boolean);
  };
}
