// A call link (tel:) followed in the page is recorded and stopped: headless Chromium has no phone app, and a test
// can then check what would have been dialled and that the click itself dialled it.
import type { Page } from '@playwright/test';

/** From the next navigation on, every tel: link followed in the page is recorded instead of opened. */
export async function recordDials(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const dialed: string[] = [];
    Object.assign(window, { __dialed: dialed });
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
        if (!link) return;
        dialed.push(link.getAttribute('href') ?? '');
        event.preventDefault();
      },
      true,
    );
  });
}

/** The tel: addresses the page has followed so far. */
export function dialed(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __dialed?: string[] }).__dialed ?? []);
}
