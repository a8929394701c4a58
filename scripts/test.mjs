#!/usr/bin/env node
// The one test command (README): lint, types, unit, API and deployment tests, then on the builds the production
// topology (nginx, three API processes), the container images and the browser tests against the apps served as
// `npm start` serves them. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled } from './ensure-install.mjs';
import { ensureNode } from './ensure-node.mjs';

await ensureNode();
ensureInstalled();

const PRISM_SUITES = [
  'auth',
  'users',
  'privacy',
  'projects',
  'client-requests',
  'project-estimate',
  'contact-reveal',
  'workers',
  'company-name',
  'directories',
  'cleaning',
  'cleaning-manage',
  'reviews',
  'photos',
  'normal-answers',
  'password-reset',
  'quotes',
  'reports',
]
  .map((name) => `apps/api/test/${name}\\.spec\\.ts$`)
  .join('|');

// Three test files at once, not jest's default of one fewer than the cores (one here): an API test mostly waits on
// the API process it started, so the files overlap well (632 s of jest became 402 s on this machine).
const JEST_WORKERS = '--maxWorkers=3';

const steps = [
  ['Formato y lint', 'npm', ['run', 'lint']],
  ['Tipos', 'npm', ['run', 'typecheck']],
  // The edge's tests run the rendered configuration in a real nginx (deploy/nginx/nginx.spec.ts).
  ['Edge: nginx', 'node', ['scripts/ensure-nginx.mjs']],
  // Every suite but the API's JSON ones, which run once, in the next step. Patterns given here replace jest.config's,
  // so its own two ('/node_modules/', '/dist/') come first.
  [
    'Tests unitarios, de API y de despliegue (jest)',
    'npx',
    ['jest', '--ci', JEST_WORKERS, '--testPathIgnorePatterns', '/node_modules/', '/dist/', PRISM_SUITES],
  ],
  // The API suites of the JSON operations, their traffic through Stoplight Prism's validating proxy: the same
  // assertions, and every answer, and every request the API takes, as the OpenAPI document says
  // (apps/api/test/support/prism.ts). Run only this way: a second run without Prism checked nothing more and cost
  // about a minute of CI. Not the suites of raw bytes, images or event streams, which Prism does not pass on
  // faithfully.
  [
    'API frente a su documento OpenAPI (Prism)',
    'npx',
    ['jest', '--ci', JEST_WORKERS, '--selectProjects', 'api', '--testPathPatterns', PRISM_SUITES],
    { API_VIA_PRISM: '1' },
  ],
];
if (existsSync('playwright.config.ts')) {
  steps.push(['Navegador: Chromium', 'node', ['scripts/ensure-chromium.mjs']]);
  // The W3C Nu HTML checker the browser tests run on every public page (e2e/checkers.spec.ts).
  steps.push(['Verificador Nu de HTML: Java', 'node', ['scripts/ensure-java.mjs']]);
  steps.push(['Build de todas las apps', 'npx', ['nx', 'run-many', '-t', 'build', '--skip-nx-cache']]);
  // The production topology: three API processes behind nginx on the real PostgreSQL (scripts/test-topology.mjs).
  steps.push(['Topología: nginx y tres procesos de la API', 'node', ['scripts/test-topology.mjs']]);
  // The two container images built with Docker and run together as in the cluster (scripts/test-images.mjs).
  steps.push(['Imágenes de contenedor: la API y el borde', 'node', ['scripts/test-images.mjs']]);
  steps.push(['Tests de navegador (Playwright)', 'npx', ['playwright', 'test']]);
}

for (const [title, cmd, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', ...env },
  });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'OK' : 'FALLO'} en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
