// The suite's `test`: every page is watched, and an uncaught error in the page fails the test.
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

type Watch = { pageErrors: string[]; consoleErrors: string[] };

export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page }, use) => {
      const watch: Watch = { pageErrors: [], consoleErrors: [] };
      page.on('pageerror', (error) => watch.pageErrors.push(error.message));
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error')
          watch.consoleErrors.push(`${message.text()} (${message.location().url})`);
      });
      await use(watch);
      expect(watch.pageErrors, 'errores sin capturar en la página').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Fails on any console error (hydration mismatches such as React #418 land there). Chromium logs every 4xx a page
 * fetches, so the pages ask questions whose ordinary answer is 200 ("no session", "none yet").
 */
export function expectNoConsoleErrors(watch: Watch): void {
  expect(watch.consoleErrors, 'errores en la consola del navegador').toEqual([]);
}

/** Drops Chromium's log line of the page's own 4xx answer at `url` (an address answered 404 on purpose). */
export function forgetDocumentError(watch: Watch, url: string): void {
  const own = watch.consoleErrors.filter((line) => line.endsWith(`(${url})`) && /status of 4\d\d/.test(line));
  for (const line of own) watch.consoleErrors.splice(watch.consoleErrors.indexOf(line), 1);
}

/**
 * Holds every request matching `pattern` until the returned function is called: a page can then be measured or
 * checked in the state before that answer (a remote held back by its manifest, a list by its API call).
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Each link named in `links` (name → address) inside `scope` (a part of a page, or all of it) leads where it says. */
export async function expectLinks(scope: Locator | Page, links: Record<string, string>): Promise<void> {
  for (const [name, href] of Object.entries(links))
    await expect(scope.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}
