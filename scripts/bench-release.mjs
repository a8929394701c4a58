#!/usr/bin/env node
// `npm run bench:release` (with `npm start` running): how long a team waits from `npm run release` and from
// `npm run rollback` until a new page load gets the switched release. A copy of the calculator's live release with
// one marker file added is released (a new release id, the same code), so the run changes nothing users see;
// it is rolled back at the end. Prints each step's time; BENCH_RUNS (default 3) rounds, medians.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { readChannel, readConfig, releasesDir } from '../tools/release/layout.mjs';
import { envNumber } from './bench/settings.mjs';

const RUNS = envNumber('BENCH_RUNS', 3);
const dir = releasesDir();
const config = await readConfig(dir);
const base = config.remotes.mfe_calculator.base;

function cli(...args) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['tools/release/cli.mjs', ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${args.join(' ')}:\n${run.stdout}\n${run.stderr}`);
  return (performance.now() - started) / 1000;
}

/** A new page load of /calculator: seconds until the calculator is drawn, and the release it came from. */
async function load(browser) {
  const page = await browser.newPage();
  let release = null;
  page.on('request', (r) => {
    if (r.url().startsWith(base) && r.url().endsWith('/mf-manifest.json'))
      release = r.url().slice(base.length).split('/')[0];
  });
  const started = performance.now();
  await page.goto(new URL('/calculator', config.shellUrl).href);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const seconds = (performance.now() - started) / 1000;
  await page.close();
  return { seconds, release };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const work = mkdtempSync(path.join(os.tmpdir(), 'reformas-bench-release-'));
const rows = { release: [], releaseLoad: [], rollback: [], rollbackLoad: [] };
try {
  const first = (await readChannel(dir, 'mfe-calculator')).live;
  for (let run = 0; run < RUNS; run++) {
    const copy = path.join(work, `run-${run}`);
    cpSync(path.join(dir, 'mfe-calculator', first), copy, { recursive: true });
    rmSync(path.join(copy, 'release.json'));
    writeFileSync(path.join(copy, 'bench-marker.txt'), `${Date.now()}-${run}`);
    rows.release.push(cli('release', 'mfe-calculator', '--from', copy));
    const after = await load(browser);
    const live = (await readChannel(dir, 'mfe-calculator')).live;
    if (after.release !== live) throw new Error(`La carga siguiente trajo ${after.release}, no ${live}`);
    rows.releaseLoad.push(after.seconds);
    rows.rollback.push(cli('rollback', 'mfe-calculator', first));
    const back = await load(browser);
    if (back.release !== first)
      throw new Error(`Tras el rollback, la carga trajo ${back.release}, no ${first}`);
    rows.rollbackLoad.push(back.seconds);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
const f = (xs) => `${median(xs).toFixed(2)} s (${xs.map((x) => x.toFixed(2)).join(', ')})`;
console.log(`mfe-calculator, ${RUNS} rondas, medianas:`);
console.log(
  `  npm run release (sin build: --from; comprobaciones, prueba de humo, cambio): ${f(rows.release)}`,
);
console.log(
  `  siguiente carga de /calculator, ya con la versión nueva:                  ${f(rows.releaseLoad)}`,
);
console.log(`  npm run rollback:                                                        ${f(rows.rollback)}`);
console.log(
  `  siguiente carga de /calculator, ya con la versión anterior:              ${f(rows.rollbackLoad)}`,
);
