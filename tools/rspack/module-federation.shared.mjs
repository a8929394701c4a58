// The one list of what the shell and every remote share at run time. Only what must be a single
// instance on the page is shared (one React, one QueryClient, one auth store and push channel in web-core, and
// one router: react-router's parts come through web-core, see libs/web-core/src/router.ts). The texts
// (i18n-es) and the schemas and option lists (shared-types) are NOT shared: as singletons the shell's copy won, so a remote redeployed alone with a new text or option showed blanks
// until the shell was redeployed too. Each app bundles the parts it uses; the cost is a second copy of
// zod when a remote's form and a shell form are both opened.
// antd is NOT shared: as a singleton it ships whole (about 436 kB gzip); each app bundles the
// tree-shaken parts it uses and wraps its screens in its own ConfigProvider with the es_ES locale.
import { readFileSync } from 'node:fs';

const rootPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const version = (name) => rootPkg.dependencies?.[name] ?? rootPkg.devDependencies?.[name] ?? false;

// A caret range: a remote accepts the shell's copy of the same major (the release tool checks it before a release
// goes live, tools/release/checks.mjs); an exact version would refuse every patch release of the shell.
const singleton = (name) => ({ singleton: true, requiredVersion: version(name) && `^${version(name)}` });
const workspaceLib = () => ({ singleton: true, requiredVersion: false });

export const sharedDependencies = {
  react: singleton('react'),
  'react-dom': singleton('react-dom'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  zustand: singleton('zustand'),
  '@reformas/web-core': workspaceLib(),
};
