// mfe-calculator: the budget calculator remote (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

// One module per route area; knip.config.js reads them as entry files.
export const exposes = {
  './CalculatorPage': './src/pages/calculator.page.tsx',
  './Calculator': './src/components/calculator.screen.tsx',
};

export default createRemoteConfig({
  name: 'mfe_calculator',
  title: 'Calculadora de presupuesto',
  root: import.meta.url,
  exposes,
});
