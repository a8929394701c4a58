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
  // The directory's first cards, drawn from the preloaded answer (a card's description: its LCP on a phone).
  // A service's page: the service asked for at once and its card drawn (its first photo: the LCP on a phone).
  frameScripts: {
    '/cleaning': './src/pages/cleaning/cleaning.frame-script.ts',
    '/cleaning/:id': './src/pages/cleaning-detail/cleaning-detail.frame-script.ts',
  },
});
