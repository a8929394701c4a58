// Bundles the API into one file (dist/api/main.js). Packages from node_modules stay external and are
// loaded by Node at run time (NestJS 12 is ESM-only: Node >= 20.19 loads it through require()).
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

export default {
  mode: 'production',
  target: 'node20.19',
  context: here,
  entry: { main: './src/main.ts' },
  output: {
    path: resolve(root, 'dist/api'),
    filename: '[name].js',
    clean: true,
    library: { type: 'commonjs2' },
  },
  devtool: 'source-map',
  optimization: { minimize: false },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    tsConfig: resolve(root, 'tsconfig.base.json'),
  },
  externalsType: 'commonjs',
  externals: [
    ...builtinModules,
    ...builtinModules.map((m) => `node:${m}`),
    ({ request }, callback) => {
      // Bare package imports stay external; our workspace libs are bundled in.
      if (
        request &&
        !request.startsWith('.') &&
        !request.startsWith('/') &&
        !request.startsWith('@reformas/')
      ) {
        return callback(undefined, `commonjs ${request}`);
      }
      callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
          },
        },
      },
    ],
  },
};
