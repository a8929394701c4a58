// The one swc configuration of the workspace: Rspack (browser bundles, the shell's prerender, the API) and
// Jest compile our TypeScript with these options, so a test runs the code the build ships.
// CommonJS so that jest.config.cjs can require it; the Rspack configs import it as an ES module.

/** Browsers the web apps are compiled for: native async/await, optional chaining, class fields. */
const BROWSER_TARGETS = 'chrome >= 111, firefox >= 111, safari >= 16.4, edge >= 111';

/**
 * @param {{ targets?: string; development?: boolean; module?: 'commonjs' | 'es6' }} [options]
 *   targets: browserslist query (web bundles); without it the output is ES2022 for Node (API, prerender, Jest).
 *   development: React's development JSX transform (dev server). module: the module system Jest needs.
 */
function swcOptions({ targets, development = false, module } = {}) {
  return {
    jsc: {
      // Decorators are the API's (NestJS, TypeORM): legacy semantics with emitted metadata, as tsconfig says.
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        react: { runtime: 'automatic', development },
        legacyDecorator: true,
        decoratorMetadata: true,
      },
      ...(targets ? {} : { target: 'es2022' }),
    },
    ...(targets ? { env: { targets } } : {}),
    ...(module ? { module: { type: module } } : {}),
  };
}

module.exports = { BROWSER_TARGETS, swcOptions };
