// mfe-calculator: the budget calculator remote (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

export default createRemoteConfig({
  name: 'mfe_calculator',
  root: import.meta.url,
  exposes: {
    './CalculatorPage': './src/pages/calculator.page.tsx',
    './Calculator': './src/components/calculator.screen.tsx',
  },
});
