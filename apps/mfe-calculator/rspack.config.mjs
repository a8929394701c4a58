// mfe-calculator: the budget calculator remote. Built to dist/mfe-calculator and served from its own
// origin (port 4204 under `npm start`); the shell finds it at run time through mf-manifest.json.
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from '../../tools/rspack/module-federation.shared.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const PORT = 4204;

// Precompressed .gz and .br siblings of the JS/CSS so the static server sends them without work.
class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
            const buffer = Buffer.from(asset.source());
            if (buffer.length < 1024) continue;
            compilation.emitAsset(`${name}.gz`, new RawSource(gzipSync(buffer, { level: 9 })));
            compilation.emitAsset(
              `${name}.br`,
              new RawSource(brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
            );
          }
        },
      );
    });
  }
}

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/main.ts' },
    output: {
      path: fileURLToPath(new URL('../../dist/mfe-calculator', import.meta.url)),
      // 'auto': chunks load from wherever the remote entry was fetched, so the remote can move origin.
      publicPath: 'auto',
      uniqueName: 'mfe_calculator',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    devtool: production ? false : 'cheap-module-source-map',
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_calculator',
        filename: 'remoteEntry.js',
        exposes: {
          './CalculatorPage': './src/pages/calculator.page.tsx',
          './Calculator': './src/components/calculator.expose.tsx',
        },
        // antd's rc-util renders through react-dom/client: shared too, or the remote ships a second
        // React DOM client (about 64 kB gzip). The shell must share it as well for one copy on the page.
        shared: { ...sharedDependencies, 'react-dom/client': sharedDependencies['react-dom'] },
        manifest: true,
        // Remote modules are typed by hand in the shell (stack.md): no type archive to generate.
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html' }),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    performance: { hints: false },
    // The dev server's default lazy compilation breaks the federated async entry (hot-update chunk errors).
    lazyCompilation: false,
    devServer: {
      port: PORT,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
};
