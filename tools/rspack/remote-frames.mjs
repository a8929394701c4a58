// The second and third compilers of a remote's build: its frame scripts (small browser bundles, no framework, to
// be inlined after their frame), then its src/frames.tsx bundled for Node, run once emitted, which writes
// routes.json and frames/… into the remote's output (beside mf-manifest.json), so they travel in its release.
import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { nodeExternals } from './node-externals.mjs';
import { swcRule } from './swc.rule.mjs';

/** '/projects' -> 'projects': a frame script's bundle name. */
const scriptName = (routePath) => routePath.replace(/^\//, '').replace(/[^a-zA-Z0-9-]+/g, '-');

class WriteFramesPlugin {
  constructor({ remote, outDir, scriptsDir, frameScripts }) {
    this.remote = remote;
    this.outDir = outDir;
    this.scriptsDir = scriptsDir;
    this.frameScripts = frameScripts;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteFramesPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compiler.options.output.path, 'frames.cjs');
      const require = createRequire(bundle);
      // A watch rebuild must run the new bundle, not the cached one.
      delete require.cache[bundle];
      const scripts = {};
      for (const routePath of Object.keys(this.frameScripts))
        scripts[routePath] = await fs.readFile(
          path.join(this.scriptsDir, `${scriptName(routePath)}.js`),
          'utf8',
        );
      const files = require(bundle).frameFiles(this.remote, scripts);
      for (const [file, content] of Object.entries(files)) {
        const target = path.join(this.outDir, file);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, content);
      }
    });
  }
}

/**
 * The frame scripts: one minified browser bundle per route ('/projects' -> './src/pages/…frame-script.ts'), no
 * runtime beyond the module itself, read back by the frames compiler.
 */
export function frameScriptsConfig({ name, app, appDir, rootDir, frameScripts }) {
  return {
    name: `${name}-frame-scripts`,
    mode: 'production',
    context: appDir,
    entry: Object.fromEntries(Object.entries(frameScripts).map(([route, file]) => [scriptName(route), file])),
    target: 'web',
    devtool: false,
    output: {
      path: path.join(rootDir, 'dist/.frames', `${app}-scripts`),
      filename: '[name].js',
      iife: true,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule()] },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    // `rspack serve`: only the browser compiler has a dev server (no hot-reload client in these bundles).
    devServer: false,
  };
}

/**
 * @param {{ name: string; app: string; appDir: string; rootDir: string; outDir: string; dependsOn: string[];
 *   frameScripts: Record<string, string> }} options
 *   dependsOn: the browser compiler (it cleans the output folder) and the frame scripts' compiler.
 */
export function framesConfig({ name, app, appDir, rootDir, outDir, dependsOn, frameScripts }) {
  return {
    name: `${name}-frames`,
    dependencies: dependsOn,
    mode: 'production',
    context: appDir,
    entry: { frames: './src/frames.tsx' },
    target: 'node20',
    devtool: false,
    output: {
      // Inside the tree, so that the bundle finds the packages it leaves external (node_modules above it);
      // not in dist/<app>, which is what gets released.
      path: path.join(rootDir, 'dist/.frames', app),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    externals: nodeExternals,
    externalsPresets: { node: true },
    // Stylesheets as text: the frames' CSS (`?raw` imports in src/frames.tsx); the pages' own imports are unused here.
    module: { rules: [swcRule({ node: true }), { test: /\.css$/, type: 'asset/source' }] },
    plugins: [
      new WriteFramesPlugin({
        remote: name,
        outDir,
        scriptsDir: path.join(rootDir, 'dist/.frames', `${app}-scripts`),
        frameScripts,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    devServer: false,
  };
}
