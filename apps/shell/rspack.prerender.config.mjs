// The shell's prerender: a small Node bundle (no Module Federation: remotes only live inside lazy()) that
// tools/postbuild.mjs runs to put the home's HTML into index.html, and the release tool runs to compose a remote
// route's page (tools/release/layout.mjs). Part of the shell's build output, beside dist/shell (which the static
// server serves; this folder it does not).
import path from 'node:path';
import { nodeExternals } from '../../tools/rspack/node-externals.mjs';
import { appDir, configDefines, resolve, rootDir, swcRule } from './rspack.shared.mjs';

export default {
  mode: 'production',
  context: appDir,
  entry: { prerender: './src/prerender.tsx', 'render-server': './src/server/render-server.ts' },
  target: 'node20',
  devtool: false,
  output: {
    path: path.resolve(rootDir, 'dist/shell-prerender'),
    filename: '[name].cjs',
    chunkFilename: '[name].[contenthash:8].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve,
  // Packages stay in node_modules; our TS libs are bundled.
  externals: nodeExternals,
  module: { rules: [swcRule({ node: true })] },
  plugins: [configDefines()],
  optimization: { minimize: false },
  performance: { hints: false },
};
