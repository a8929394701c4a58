// Builds the API bundle once before the API tests; every test file then starts its own API process.
const { execSync } = require('node:child_process');
const { resolve } = require('node:path');

module.exports = async () => {
  execSync('npx rspack build -c apps/api/rspack.config.mjs', {
    cwd: resolve(__dirname, '../../../..'),
    stdio: 'pipe',
  });
};
