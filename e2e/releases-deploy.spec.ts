// The cleaning team releases on its own (README, "Publicar una versión de un remote"): a new release reaches new
// page loads while an open tab keeps working on the version it loaded; a canary splits browsers by a bucket each
// keeps; promote makes it everyone's; rollback brings the first release back in seconds. Then what the checks refuse.
// In the 'despliegue' project: it changes what every page gets.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from '@playwright/test';
import { remoteOrigin } from './support/environment';
import { liveRelease, readState } from './support/processes';
import { buildChangedRemote, buildWithOwnInstall, releaseCommand } from './support/redeploy';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

const TITLE = 'Servicios de limpieza';
const PAGE_FILE = 'src/pages/cleaning/cleaning.page.tsx';
const TITLE_SOURCE = 'id="cleaning" title={T.title}';
const UNAVAILABLE = 'Esta sección no está disponible en este momento.';
const BUCKET_KEY = 'reformas-release-bucket';

let workDir = '';
let first = '';
test.beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'reformas-releases-'));
  first = liveRelease('mfe_cleaning');
});
test.afterAll(async () => {
  if (liveRelease('mfe_cleaning') !== first) await releaseCommand('rollback', ['mfe-cleaning', first]);
  rmSync(workDir, { recursive: true, force: true });
});

/** A build of the cleaning remote whose directory title reads `title`. */
function cleaningWithTitle(name: string, title: string): string {
  return buildChangedRemote(
    path.join(workDir, name),
    'mfe-cleaning',
    PAGE_FILE,
    TITLE_SOURCE,
    `id="cleaning" title=${JSON.stringify(title)}`,
  );
}

/** What a crawler (no JavaScript, no session) is sent for /cleaning: drawn on the server by `release`. */
async function expectServerRendered(page: Page, release: string, title: string): Promise<void> {
  const res = await page.request.get('/cleaning');
  expect(res.status()).toBe(200);
  expect(res.headers()['x-render']).toBe(`server; release=mfe_cleaning@${release}`);
  expect(await res.text()).toContain(`id="cleaning-title">${title}</h1>`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** A browser of its own whose canary bucket starts at `bucket` (as if it had drawn it), then is left to the shell. */
async function browserWithBucket(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [BUCKET_KEY, String(bucket)] as const,
  );
  return context.newPage();
}

test('a release reaches new page loads, an open tab keeps its version; canary, promote and rollback', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const origin = remoteOrigin('mfe_cleaning');
  await page.goto('/cleaning');
  await expect(heading(page, TITLE)).toBeVisible();

  const second = `${TITLE} · segunda versión`;
  const released = await releaseCommand('release', [
    'mfe-cleaning',
    '--from',
    cleaningWithTitle('second', second),
  ]);
  expect(released.status, released.output).toBe(0);
  expect(released.output).toContain('Prueba de humo en Chromium superada');
  const secondId = liveRelease('mfe_cleaning');
  expect(secondId).not.toBe(first);

  // The open tab: it goes on within the remote, whose chunks still come from the release it loaded.
  const chunks: string[] = [];
  const onRequest = (request: Request) => request.url().startsWith(origin) && chunks.push(request.url());
  page.on('request', onRequest);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/create-cleaning');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await page.goBack();
  await expect(heading(page, TITLE)).toBeVisible();
  page.off('request', onRequest);
  expect(chunks.length, 'la pestaña abierta pidió el código de la nueva página').toBeGreaterThan(0);
  expect(
    chunks.every((url) => url.startsWith(`${origin}/${first}/`)),
    chunks.join('\n'),
  ).toBe(true);

  // A new page load gets the new release, drawn on the server by the new release's server build too.
  await page.reload();
  await expect(heading(page, second)).toBeVisible();
  await expectServerRendered(page, secondId, second);

  // Canary at 50 %: a browser in bucket 10 gets it, one in bucket 90 does not, each on every reload.
  const third = `${TITLE} · canario`;
  const canary = await releaseCommand('release', [
    'mfe-cleaning',
    '--from',
    cleaningWithTitle('third', third),
    '--canary',
    '50',
  ]);
  expect(canary.status, canary.output).toBe(0);
  expect(liveRelease('mfe_cleaning'), 'el canario no cambia la versión publicada').toBe(secondId);
  const inCanary = await browserWithBucket(browser, 10);
  const outside = await browserWithBucket(browser, 90);
  for (let load = 0; load < 3; load++) {
    await inCanary.goto('/cleaning');
    await outside.goto('/cleaning');
    await expect(heading(inCanary, third)).toBeVisible();
    await expect(heading(outside, second)).toBeVisible();
  }
  const listed = await releaseCommand('releases', ['mfe-cleaning']);
  expect(listed.status, listed.output).toBe(0);
  expect(listed.output).toMatch(/canario 50 %/);
  expect(listed.output).toMatch(/publicada/);

  // Promote: everyone gets the canary.
  const promoted = await releaseCommand('promote', ['mfe-cleaning']);
  expect(promoted.status, promoted.output).toBe(0);
  await outside.reload();
  await expect(heading(outside, third)).toBeVisible();

  // Rollback to the first release: one step, a new load shows the first text again.
  const back = await releaseCommand('rollback', ['mfe-cleaning', first]);
  expect(back.status, back.output).toBe(0);
  expect(back.seconds, 'rollback en menos de 5 s').toBeLessThan(5);
  await inCanary.reload();
  await expect(heading(inCanary, TITLE)).toBeVisible();
  await page.reload();
  await expect(heading(page, TITLE)).toBeVisible();
  await expectServerRendered(page, first, TITLE);
  await inCanary.context().close();
  await outside.context().close();
});

async function expectRefused(build: string, message: string | RegExp): Promise<void> {
  const pointer = readFileSync(path.join(readState().releasesDir, 'remotes.json'), 'utf8');
  const run = await releaseCommand('release', ['mfe-cleaning', '--from', build]);
  expect(run.status, run.output).toBe(1);
  expect(run.output).toContain('rechazada; lo publicado no cambia');
  expect(run.output).toMatch(message);
  expect(
    readFileSync(path.join(readState().releasesDir, 'remotes.json'), 'utf8'),
    'el puntero no cambia',
  ).toBe(pointer);
}

test('a release that does not fit the live shell, or whose page breaks, is refused and never switched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A team's own install with React 18: its build stops at the frames (web-core's router needs React 19's
  // useOptimistic), after writing its manifest; released anyway, the check names React.
  const ownInstall = path.join(workDir, 'own-install');
  const react18 = buildWithOwnInstall(ownInstall, 'mfe-cleaning', { react: '18.3.1', 'react-dom': '18.3.1' });
  expect(react18.built, 'no compila entero con React 18').toBe(false);
  expect(react18.output).toContain('useOptimistic');
  await expectRefused(
    react18.dist,
    '"react": el shell publicado ofrece la versión 19.3.1 y el remote pide ^18.3.1 (compilado con 18.3.1)',
  );
  // The same install with an older Module Federation plugin: a complete build, refused for its runtime.
  const oldRuntime = buildWithOwnInstall(ownInstall, 'mfe-cleaning', {
    '@module-federation/enhanced': '0.21.6',
  });
  expect(oldRuntime.built, oldRuntime.output).toBe(true);
  await expectRefused(
    oldRuntime.dist,
    /Runtime de Module Federation distinto: el remote se compiló con 0\.21\.6 y el shell publicado usa \d/,
  );
  const withoutDetail = buildChangedRemote(
    path.join(workDir, 'no-detail'),
    'mfe-cleaning',
    'rspack.config.mjs',
    "'./CleaningDetailPage'",
    "'./CleaningDetailPageRenamed'",
  );
  await expectRefused(
    withoutDetail,
    'El remote ya no expone "CleaningDetailPage", que sus rutas muestran en /cleaning/:id.',
  );
  const throwing = buildChangedRemote(
    path.join(workDir, 'throws'),
    'mfe-cleaning',
    PAGE_FILE,
    TITLE_SOURCE,
    'title={(() => { throw new Error("rota"); })()} titleId="cleaning-title"',
  );
  // A page that throws while drawing throws on the server too: the server build's trial refuses it before the
  // smoke test opens a browser.
  await expectRefused(throwing, 'Al dibujar /cleaning en el servidor: rota');

  await page.goto('/cleaning');
  await expect(heading(page, TITLE)).toBeVisible();
  const listed = await releaseCommand('releases', ['mfe-cleaning']);
  expect(listed.output.match(/rechazada/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
});
