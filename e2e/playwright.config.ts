// Browser tests in Debian's Chromium against the built apps, served as `npm start` serves them (the
// shell and each remote on its own origin). The root playwright.config.ts re-exports this file.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { REPO_ROOT, SHELL_URL } from './support/environment';

// Stop and redeploy remotes' servers: run alone, after everything else.
const DEPLOY_SPECS = /-deploy\.spec\.ts$/;

export default defineConfig({
  testDir: path.join(REPO_ROOT, 'e2e'),
  outputDir: path.join(REPO_ROOT, 'test-results'),
  globalSetup: path.join(REPO_ROOT, 'e2e/global-setup.ts'),
  globalTeardown: path.join(REPO_ROOT, 'e2e/global-teardown.ts'),
  // One browser at a time: with two, the load average reached 12 on the two cores and pages that render in
  // 2 s took over 10 s (a heading drawn just after its wait gave up). One worker keeps the run near 10 min.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A whole journey (register, log out, fail, log in, reload) took 31-41 s with the load average at 8 on two
  // cores, every step slow rather than one stuck: the test budget covers that, each wait keeps its 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: DEPLOY_SPECS },
    // One at a time: they share the servers' state file and take servers down.
    { name: 'despliegue', testMatch: DEPLOY_SPECS, dependencies: ['chromium'], workers: 1 },
  ],
});
