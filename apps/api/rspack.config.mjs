// Bundles the API into one file (dist/api/main.js). Packages from node_modules stay external and are
// loaded by Node at run time (NestJS 12 is ESM-only: Node >= 20.19 loads it through require()), but for React
// Email and React (the e-mails' templates, src/mail/mail-layout.tsx): bundled with what they load, as the web apps
// bundle React, they stay build-time dependencies, out of the image's production install (scripts/test-images.mjs).
import { isBuiltin } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeExternals } from '../../tools/rspack/node-externals.mjs';
import { swcRule } from '../../tools/rspack/swc.rule.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BUNDLED = /^(react|react-dom|@react-email\/[^/]+)(\/|$)/;
const insidePackage = (issuer) => /[\\/]node_modules[\\/]/.test(issuer ?? '');
// React Email's render imports Prettier for its `pretty` option, which the API does not use: left out.
const UNUSED = { 'prettier/standalone': false, 'prettier/plugins/html': false };

const externals = [
  (data, callback) => {
    const { request, contextInfo } = data;
    if (request && !isBuiltin(request) && (BUNDLED.test(request) || insidePackage(contextInfo?.issuer))) {
      return callback();
    }
    return nodeExternals[0](data, callback);
  },
];

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
  resolve: { extensions: ['.ts', '.tsx', '.js', '.json'], alias: UNUSED },
  externals,
  module: {
    rules: [
      swcRule({ node: true }),
      // render() loads react-dom/server with import(): in main.js too, not in a chunk of its own.
      { test: /[\\/]@react-email[\\/]render[\\/]/, parser: { dynamicImportMode: 'eager' } },
    ],
  },
};
