// mfe-admin: the moderation console of operators (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

// One module per route area; knip.config.js reads them as entry files.
export const exposes = {
  './AdminPage': './src/pages/console/admin.page.tsx',
};

export default createRemoteConfig({
  name: 'mfe_admin',
  title: 'Moderación',
  root: import.meta.url,
  exposes,
});
