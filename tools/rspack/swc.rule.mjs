// The one TypeScript/JSX rule of every Rspack build (shell, prerender, remotes, API), on the shared swc options.
import { BROWSER_TARGETS, swcOptions } from '../swc/swc.options.cjs';

/** @param {{ node?: boolean; development?: boolean }} [options] node: a Node bundle (ES2022) instead of browsers. */
export const swcRule = ({ node = false, development = false } = {}) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: swcOptions({ targets: node ? undefined : BROWSER_TARGETS, development }),
  type: 'javascript/auto',
});
