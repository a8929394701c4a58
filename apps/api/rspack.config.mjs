// Bundles the API into one file (dist/api/main.js). Packages from node_modules stay external and are
// loaded by Node at run time (NestJS 12 is ESM-only: Node >= 20.19 loads it through require()).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeExternals } from '../../tools/rspack/node-externals.mjs';
import { swcRule } from '../../tools/rspack/swc.rule.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default {
  mode: 'production',
  target: 'node20.19',
  context: here,
  entry: { main: './src/main.ts' },
  output: {
    path: resolve(here, '../../dist/api'),
    filename: '[name].js',
    clean: true,
    library: { type: 'commonjs2' },
  },
  devtool: 'source-map',
  optimization: { minimize: false },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externals: nodeExternals,
  module: { rules: [swcRule({ node: true })] },
};
