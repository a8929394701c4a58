// mfe-cleaning: the cleaning remote: cleaning-services directory and the publish form (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

// One module per route area; knip.config.js reads them as entry files.
export const exposes = {
  './CleaningPage': './src/pages/cleaning/cleaning.page.tsx',
  './CleaningDetailPage': './src/pages/cleaning-detail/cleaning-detail.page.tsx',
  './CreateCleaningPage': './src/pages/create-cleaning/create-cleaning.page.tsx',
};

export default createRemoteConfig({
  name: 'mfe_cleaning',
  title: 'Limpieza',
  root: import.meta.url,
  exposes,
});
