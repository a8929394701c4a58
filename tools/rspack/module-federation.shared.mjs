// The one list of what the shell and every remote share at run time. Only what must be a single
// instance on the page is shared (one React, one router, one QueryClient, one auth store, our libs).
// antd is NOT shared: as a singleton it ships whole (about 436 kB gzip); each app bundles the
// tree-shaken parts it uses and wraps its screens in its own ConfigProvider with the es_ES locale.
import { readFileSync } from 'node:fs';

const rootPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const version = (name) => rootPkg.dependencies?.[name] ?? rootPkg.devDependencies?.[name] ?? false;

const singleton = (name) => ({ singleton: true, requiredVersion: version(name) });
const workspaceLib = () => ({ singleton: true, requiredVersion: false });

export const sharedDependencies = {
  react: singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-router': singleton('react-router'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  zustand: singleton('zustand'),
  '@reformas/shared-types': workspaceLib(),
  '@reformas/i18n-es': workspaceLib(),
  '@reformas/web-core': workspaceLib(),
};
