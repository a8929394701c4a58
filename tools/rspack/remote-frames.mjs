// The second compiler of a remote's build: its src/frames.tsx bundled for Node, run once emitted, which writes
// routes.json and frames/… into the remote's output (beside mf-manifest.json), so they travel in its release.
import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { nodeBundleConfig } from './node-bundle.mjs';
import { nodeExternals } from './node-externals.mjs';

class WriteFramesPlugin {
  constructor({ remote, outDir }) {
    this.remote = remote;
    this.outDir = outDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteFramesPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compiler.options.output.path, 'frames.cjs');
      const require = createRequire(bundle);
      // A watch rebuild must run the new bundle, not the cached one.
      delete require.cache[bundle];
      const files = require(bundle).frameFiles(this.remote);
      for (const [file, content] of Object.entries(files)) {
        const target = path.join(this.outDir, file);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, content);
      }
    });
  }
}

/**
 * @param {{ name: string; app: string; appDir: string; rootDir: string; outDir: string; dependsOn: string[] }} options
 *   dependsOn: the browser compiler (it cleans the output folder).
 */
export function framesConfig({ name, app, appDir, rootDir, outDir, dependsOn }) {
  return nodeBundleConfig({
    name: `${name}-frames`,
    appDir,
    dependsOn,
    entry: { frames: './src/frames.tsx' },
    output: {
      // Inside the tree, so that the bundle finds the packages it leaves external (node_modules above it);
      // not in dist/<app>, which is what gets released.
      path: path.join(rootDir, 'dist/.frames', app),
      clean: true,
    },
    externals: nodeExternals,
    plugins: [new WriteFramesPlugin({ remote: name, outDir })],
  });
}
