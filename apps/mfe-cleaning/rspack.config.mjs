// mfe-cleaning: the cleaning remote: cleaning-services directory and the publish form (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

export default createRemoteConfig({
  name: 'mfe_cleaning',
  title: 'Limpieza',
  root: import.meta.url,
  exposes: {
    './CleaningPage': './src/pages/cleaning/cleaning.page.tsx',
    './CreateCleaningPage': './src/pages/create-cleaning/create-cleaning.page.tsx',
  },
});
