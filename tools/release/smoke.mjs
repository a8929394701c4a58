// The smoke test of a candidate release: headless Chromium opens each of the remote's routes in the live shell,
// with only this browser pointed at the candidate (the preview cookie the shell honours, apps/shell/src/federation/
// remote-pointer.ts). It fails on a console error, an uncaught error, a failed request, the shell's 'not available'
// fallback, or a page that did not load the candidate at all.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

import { PREVIEW_COOKIE } from './layout.mjs';
const UNAVAILABLE = 'Esta sección no está disponible en este momento.';
const SETTLE_MS = 600;

/**
 * Paths to open: the remote's routes (its own routes.json, and the shell's sections that show it) without
 * parameters (a detail page needs an id the smoke test cannot know).
 */
export function smokePaths(remote, routes) {
  return [
    ...new Set(
      routes.filter((r) => r.module.startsWith(`${remote}/`) && !r.path.includes(':')).map((r) => r.path),
    ),
  ];
}

/** @returns {Promise<string[]>} the problems found, in Spanish; empty when every path passed. */
export async function smokeTest({ shellUrl, remote, release, releaseBase, paths, timeoutMs = 30_000 }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const problems = [];
  try {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    await context.addCookies([{ name: PREVIEW_COOKIE, value: `${remote}@${release}`, url: shellUrl }]);
    for (const route of paths) {
      const page = await context.newPage();
      const found = [];
      page.on('console', (m) => m.type() === 'error' && found.push(`consola: ${m.text()}`));
      page.on('pageerror', (e) => found.push(`error sin capturar: ${e.message}`));
      page.on('requestfailed', (r) => found.push(`petición fallida: ${r.url()} (${r.failure()?.errorText})`));
      page.on('response', (r) => r.status() >= 500 && found.push(`respuesta ${r.status()}: ${r.url()}`));
      const candidate = page.waitForResponse((r) => r.url().startsWith(releaseBase), { timeout: timeoutMs });
      candidate.catch(() => undefined);
      try {
        await page.goto(new URL(route, shellUrl).href, { waitUntil: 'load', timeout: timeoutMs });
        await candidate.catch(() => found.push('la página no cargó la versión candidata'));
        await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
        await page.waitForTimeout(SETTLE_MS);
        if (await page.getByText(UNAVAILABLE).count()) found.push(`la página muestra "${UNAVAILABLE}"`);
      } catch (error) {
        found.push(`no se pudo abrir: ${error instanceof Error ? error.message : String(error)}`);
      }
      problems.push(...found.map((p) => `${route}: ${p}`));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return problems;
}
