// A remote's code bundled for Node beside its browser build (its frames, remote-frames.mjs; its server build,
// remote-server.mjs): the settings both compilers share, one CommonJS file per entry, compiled as the browser build.
import { swcRule } from './swc.rule.mjs';

/**
 * @param {{ name: string; appDir: string; dependsOn: string[]; entry: Record<string, string>;
 *   output: Record<string, unknown>; externals: unknown; plugins?: unknown[]; optimization?: Record<string, unknown> }} options
 *   output: where the bundle goes and how (path, clean, …); externals: what Node loads instead (node-externals.mjs).
 */
export function nodeBundleConfig({
  name,
  appDir,
  dependsOn,
  entry,
  output,
  externals,
  plugins = [],
  optimization,
}) {
  return {
    name,
    dependencies: dependsOn,
    mode: 'production',
    context: appDir,
    entry,
    target: 'node20',
    devtool: false,
    output: { filename: '[name].cjs', library: { type: 'commonjs2' }, ...output },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    externals,
    externalsPresets: { node: true },
    // Stylesheets as text: what the bundle needs it inlines itself (the frames' `?raw` imports, src/server.ts); the
    // pages' own imports are unused in Node.
    module: { rules: [swcRule({ node: true }), { test: /\.css$/, type: 'asset/source' }] },
    plugins,
    optimization: { minimize: false, ...optimization },
    performance: { hints: false },
    devServer: false,
  };
}
