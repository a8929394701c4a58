// Precompressed .br and .gz siblings of text assets, so the static server (scripts/serve-static.mjs) sends
// them without compressing per request. One policy for every web app: the remotes apply it as an Rspack
// plugin, the shell in tools/postbuild.mjs (after the prerender has rewritten index.html).
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TEXT_ASSET = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 512;

/** Whether a file of this name and size is worth a compressed sibling. */
export function shouldPrecompress(name, bytes) {
  return TEXT_ASSET.test(name) && bytes >= MIN_BYTES;
}

/** The .br and .gz bodies of one file, at the highest levels (paid once at build time). */
export function compressedSiblings(buffer) {
  return {
    br: brotliCompressSync(buffer, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }),
    gz: gzipSync(buffer, { level: 9 }),
  };
}

export class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            const buffer = Buffer.from(asset.source());
            if (!shouldPrecompress(name, buffer.length)) continue;
            const { br, gz } = compressedSiblings(buffer);
            compilation.emitAsset(`${name}.br`, new RawSource(br));
            compilation.emitAsset(`${name}.gz`, new RawSource(gz));
          }
        },
      );
    });
  }
}
