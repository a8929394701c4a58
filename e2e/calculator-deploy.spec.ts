// Independent deployment of the calculator remote: its server going down only takes its own area down,
// and a new version of it reaches a running shell that was neither rebuilt nor restarted.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, E2E_OPS_TOKEN, REPO_ROOT } from './support/environment';
import { CALCULATOR_TITLE } from './support/calculator';
import { liveRelease, readState, startCalculatorServer, stopCalculatorServer } from './support/processes';
import { buildChangedCalculator, releaseCommand } from './support/redeploy';
import { expect, test } from './support/test';

const UNAVAILABLE = 'Esta sección no está disponible en este momento.';

test.describe.configure({ mode: 'serial' });

// Whatever happens in a test, the calculator's server is up again afterwards.
test.afterAll(async () => {
  if (!readState().servers.mfe_calculator) await startCalculatorServer();
});

/** Load failures the browsers reported for the calculator's live release in the last hour (npm run releases reads it). */
async function reportedLoadFailures(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${API_URL}/api/client-errors/summary?remote=mfe_calculator&minutes=60`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { releases: { release: string; load: number }[] };
  return body.releases.find((r) => r.release === liveRelease('mfe_calculator'))?.load ?? 0;
}

test('with the calculator server down, /calculator shows the unavailable message and the rest works; "Reintentar" recovers', async ({
  page,
}) => {
  const failuresBefore = await reportedLoadFailures(page.request);
  await stopCalculatorServer();

  await page.goto('/calculator');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  // The shell told the API, against the release it tried to load.
  await expect.poll(() => reportedLoadFailures(page.request)).toBe(failuresBefore + 1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Ver proyectos recientes' })).toBeVisible();

  await page.goto('/auth?type=client');
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();

  await page.goto('/calculator');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await startCalculatorServer();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: CALCULATOR_TITLE })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex');
}

test('a rebuilt calculator released alone shows up in the running shell, which is not rebuilt', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shellDir = path.join(REPO_ROOT, 'dist', 'shell');
  const shellBefore = fingerprint(shellDir);
  const shellPid = readState().servers.shell.pid;
  const first = liveRelease('mfe_calculator');

  await page.goto('/calculator');
  await expect(page.getByRole('heading', { name: CALCULATOR_TITLE })).toBeVisible();

  const changedTitle = `${CALCULATOR_TITLE} · nueva versión`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'reformas-redeploy-'));
  try {
    const newBuild = buildChangedCalculator(workDir, changedTitle);
    const released = await releaseCommand('release', ['mfe-calculator', '--from', newBuild]);
    expect(released.status, released.output).toBe(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: changedTitle })).toBeVisible();
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Tu presupuesto estimado' })).toBeVisible();

    expect(fingerprint(shellDir), 'dist/shell no cambia').toBe(shellBefore);
    expect(readState().servers.shell.pid, 'el servidor del shell no se reinicia').toBe(shellPid);
  } finally {
    const back = await releaseCommand('rollback', ['mfe-calculator', first]);
    expect(back.status, back.output).toBe(0);
    rmSync(workDir, { recursive: true, force: true });
  }
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { name: CALCULATOR_TITLE, exact: true })).toBeVisible();
});
