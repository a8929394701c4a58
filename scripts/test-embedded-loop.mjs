#!/usr/bin/env node
// Runs the API test suite again and again on the embedded database (PGlite, what `npm start` uses), stopping
// at the first failing run. Each test file already fails on any answer 5xx the API logs
// (apps/api/test/support/test-api.ts), so a passing run is a run with no 5xx.
//   npm run test:embedded-loop                      20 runs of the whole API suite
//   npm run test:embedded-loop -- --runs 5 messages 5 runs of the files matching 'messages'
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 20 : Number(args[runsAt + 1]);
const patterns = args.filter((_, i) => runsAt === -1 || (i !== runsAt && i !== runsAt + 1));
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number (1 or more)');
  process.exit(2);
}

const env = { ...process.env };
delete env.DATABASE_URL; // the embedded database, whatever the shell says
const jestArgs = ['jest', '--ci', '--selectProjects', 'api'];
if (patterns.length) jestArgs.push('--testPathPatterns', patterns.join('|'));

const started = Date.now();
for (let run = 1; run <= runs; run++) {
  const runStarted = Date.now();
  const result = spawnSync('npx', jestArgs, { env, encoding: 'utf8' });
  const seconds = ((Date.now() - runStarted) / 1000).toFixed(0);
  const summary = /Tests:.*$/m.exec(result.stderr)?.[0] ?? 'no summary';
  console.log(
    `run ${run}/${runs}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s (${summary})`,
  );
  if (result.status !== 0) {
    console.log(result.stderr.slice(-20_000));
    process.exit(1);
  }
}
console.log(
  `${runs} runs in a row passed with no 5xx in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
