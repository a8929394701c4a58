// Public pages drawn on the server with their data (apps/shell/src/server/): what a crawler or a link preview
// reads without JavaScript, and the browser hydrating that very HTML (the server's nodes stay, no mismatch).
import type { Page } from '@playwright/test';
import { createProjectViaApi, registerViaApi } from './support/accounts';
import { expect, expectNoConsoleErrors, test } from './support/test';

/** The first card the HTML arrived with, kept before any script runs, to find out whether hydration kept it. */
async function keepFirstServerCard(page: Page, selector: string) {
  await page.addInitScript((cardSelector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverCard: Element | null }).serverCard = document.querySelector(cardSelector);
    });
  }, selector);
}

test.describe('páginas públicas renderizadas en el servidor', () => {
  test('the board arrives drawn with its first cards, and the browser hydrates it without redrawing', async ({
    page,
    request,
    watch,
  }) => {
    // A client publishes through its own context (its session stays there): the browser below is a visitor.
    await registerViaApi(request, 'client');
    const id = await createProjectViaApi(request, { city: 'Villarrenderizada', renovationType: 'kitchen' });
    // No JavaScript: the HTML as served.
    const served = await request.get('/projects', { headers: { cookie: '' } });
    expect(served.status()).toBe(200);
    expect(served.headers()['x-render']).toMatch(/^server; release=mfe_renovation@/);
    const html = await served.text();
    expect(html).toContain('<h1 id="board-title"');
    expect(html).toContain(`id="project-${id}-title"`);

    await keepFirstServerCard(page, '.board-card');
    await page.goto('/projects');
    const card = page.locator(`#project-${id}-title`);
    await expect(card).toBeVisible();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { serverCard: Element | null }).serverCard;
      return first !== null && first.isConnected && first === document.querySelector('.board-card');
    });
    expect(kept).toBe(true);
    // Hydrated: the router is in charge, a card's link opens its page without loading another document.
    await page.locator('.board-card', { has: card }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expectNoConsoleErrors(watch);
  });

  test('a visitor with a session gets the page rendered in the browser, never a shared one', async ({
    request,
  }) => {
    const res = await request.get('/projects', { headers: { cookie: 'sid=desconocida' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-render']).toBeUndefined();
  });
});
