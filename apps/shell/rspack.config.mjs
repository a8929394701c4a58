// The shell (Module Federation host). Remotes are not declared here: they are registered at run time from
// remotes.json (src/federation/load-remote.ts), so a remote can move or redeploy without rebuilding the shell.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from '../../tools/rspack/module-federation.shared.mjs';
import { appDir, configDefines, inlineCss, outDir, resolve, swcRule } from './rspack.shared.mjs';

const isDev = process.env.NODE_ENV === 'development' || process.argv.includes('serve');
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const eager = (shared) =>
  Object.fromEntries(Object.entries(shared).map(([name, options]) => [name, { ...options, eager: true }]));

export default {
  mode: isDev ? 'development' : 'production',
  context: appDir,
  entry: { main: './src/index.ts' },
  target: 'web',
  devtool: isDev ? 'eval-cheap-module-source-map' : false,
  output: {
    path: outDir,
    publicPath: '/',
    filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
    chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
    uniqueName: 'shell',
    clean: true,
  },
  resolve,
  module: { rules: [swcRule()] },
  plugins: [
    configDefines(),
    new rspack.HtmlRspackPlugin({
      template: path.join(appDir, 'src/index.html'),
      templateParameters: { inlineCss: inlineCss() },
      inject: 'body',
      scriptLoading: 'defer',
      minify: !isDev,
    }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public'), to: outDir }] }),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      // antd's rc-util renders through react-dom/client: shared as well, so one React DOM client is on the page.
      // Eager: the shell is the page, so its copies are the ones provided; they are in the entry chunk instead of
      // chunks found only once the entry runs (one round trip less before anything renders; src/index.ts).
      shared: eager({ ...sharedDependencies, 'react-dom/client': sharedDependencies['react-dom'] }),
      runtimePlugins: [path.join(appDir, 'src/federation/remote-errors.plugin.ts')],
      // 'loaded-first': the shell's own copies (provided above) are used without asking the remotes. With the
      // default 'version-first', the first lazy shell chunk that consumes a shared module after a remote failed
      // (a /services or legal page opened while a remote is down) fetched every registered remote's entry to
      // compare versions, and the unreachable one threw an uncaught error on a page that does not need it.
      shareStrategy: 'loaded-first',
      // The shell hands its federation runtime to the remotes (global _FEDERATION_RUNTIME_CORE): their
      // production entries leave theirs out (tools/rspack/remote.config.mjs), about 25 kB gzip less per route.
      experiments: { provideExternalRuntime: true },
      dts: false,
      // mf-manifest.json: what the shell provides (shared versions, federation runtime), read by the release
      // tool to refuse a remote release that would not fit the live shell (tools/release/checks.mjs).
      manifest: true,
    }),
  ],
  optimization: {
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
    // React and React DOM (eager, so initial) in a script of their own beside main: both download at once and
    // run as two tasks instead of one long one (Lighthouse's blocking time on a phone).
    splitChunks: {
      cacheGroups: {
        react: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          name: 'react',
          chunks: 'initial',
          enforce: true,
        },
      },
    },
  },
  performance: { hints: false },
  devServer: {
    port: 4200,
    historyApiFallback: true,
    hot: false,
    static: { directory: path.join(appDir, 'public') },
    proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false }],
  },
};
