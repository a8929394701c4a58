// The one TypeScript/JSX rule of every front-end build (shell, prerender, remotes).

/** Browsers the web apps are compiled for: native async/await, optional chaining, class fields. */
export const BROWSER_TARGETS = 'chrome >= 111, firefox >= 111, safari >= 16.4, edge >= 111';

export const swcRule = ({ targets = BROWSER_TARGETS, development = false } = {}) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
    },
    env: { targets },
  },
  type: 'javascript/auto',
});
