// @swc/jest with the build's options (tools/swc/swc.options.cjs) for our files and the few ES-module-only
// packages they load (react-router 8).
// Compiled to CommonJS, a package's `import.meta` (react-router reads import.meta.hot for Vite) is a syntax
// error: in node_modules it becomes an empty object, which is what such code sees outside its dev server.
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const IMPORT_META = /\bimport\.meta\b/g;
const fromPackage = (filename) => filename.includes('/node_modules/');
const withoutImportMeta = (src, filename) => (fromPackage(filename) ? src.replace(IMPORT_META, '({})') : src);

module.exports = {
  createTransformer(options) {
    const swc = createSwcTransformer(options);
    return {
      ...swc,
      process: (src, filename, jestOptions) =>
        swc.process(withoutImportMeta(src, filename), filename, jestOptions),
      processAsync: (src, filename, jestOptions) =>
        swc.processAsync(withoutImportMeta(src, filename), filename, jestOptions),
      getCacheKey: (src, filename, ...rest) =>
        swc.getCacheKey(withoutImportMeta(src, filename), filename, ...rest),
    };
  },
};
