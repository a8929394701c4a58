// Public pages drawn on the server with their data (apps/shell/src/server/): what a crawler or a link preview
// reads without JavaScript, and the browser hydrating that very HTML (the server's nodes stay, no mismatch).
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { createProjectViaApi, publishCleaningViaApi, registerViaApi, someoneElse } from './support/accounts';
import { SHELL_URL } from './support/environment';
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

  test('a crawler without JavaScript finds each public page: its title, description, h1 and first cards, and the structured data', async ({
    browser,
  }) => {
    const pro = await someoneElse(browser, 'professional');
    const firm = `Fontanería Rendida ${Date.now().toString(36)}`;
    const profile = await pro.request.post('/api/workers', {
      data: {
        companyName: firm,
        services: ['plumbing'],
        city: 'Lugo',
        postalCode: '27001',
        description: 'Urgencias y reformas de baño.',
        experience: 8,
      },
    });
    expect(profile.status()).toBe(201);
    const profileId = ((await profile.json()) as { id: number }).id;
    const cleaner = await someoneElse(browser, 'cleaning');
    const serviceName = `Limpiezas Rendidas ${Date.now().toString(36)}`;
    const serviceId = await publishCleaningViaApi(cleaner.request, { name: serviceName, city: 'Lugo' });
    const client = await someoneElse(browser, 'client');
    const projectId = await createProjectViaApi(client.request, {
      city: 'Villacrawler',
      renovationType: 'painting',
    });

    const crawler: APIRequestContext = await playwrightRequest.newContext({ baseURL: SHELL_URL });
    const pages: [string, RegExp, string[]][] = [
      ['/projects', /<h1[^>]*>Todos los proyectos/, [`id="project-${projectId}-title"`]],
      ['/projects?type=painting&city=Villacrawler&page=3', /<h1[^>]*>/, [`id="project-${projectId}-title"`]],
      [`/projects/${projectId}`, /<h1[^>]*>Pintura en Villacrawler/, []],
      ['/worker-profiles', /<h1[^>]*>Profesionales/, [firm]],
      [`/worker-profiles/${profileId}`, /<h1[^>]*>/, [firm]],
      ['/cleaning', /<h1[^>]*>Servicios de limpieza/, [`id="cleaning-${serviceId}-name"`]],
      [`/cleaning/${serviceId}`, /<h1[^>]*>/, ['<title>Servicio de limpieza en Lugo · ReformasYa</title>']],
    ];
    for (const [path, h1, cards] of pages) {
      const res = await crawler.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="es">/);
      expect(html, path).toMatch(/<title>[^<]+ · ReformasYa<\/title>/);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,160}">/);
      expect(html, path).toMatch(/<meta property="og:image" content="http[^"]+">/);
      expect(html, path).toMatch(h1);
      for (const card of cards) expect(html, path).toContain(card);
    }
    // The filtered board's canonical keeps its filters in one order and drops the paging.
    const filtered = await (await crawler.get('/projects?page=3&city=Villacrawler&type=painting')).text();
    expect(filtered).toContain(
      `<link rel="canonical" href="${SHELL_URL}/projects?type=painting&amp;city=Villacrawler">`,
    );
    expect(filtered).toContain('<title>Solicitudes de pintura en Villacrawler · ReformasYa</title>');

    const profileHtml = await (await crawler.get(`/worker-profiles/${profileId}`)).text();
    const [data] = [...profileHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json as string) as Record<string, unknown>,
    );
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Plumber', name: firm });
    expect(data).toMatchObject({ address: { addressLocality: 'Lugo' } });
    // No reviews yet: no rating.
    expect(data).not.toHaveProperty('aggregateRating');
    const serviceHtml = await (await crawler.get(`/cleaning/${serviceId}`)).text();
    expect(serviceHtml).toContain('"@type":"LocalBusiness"');
    expect(serviceHtml).not.toContain('612345678');
    // The cleaner's name is not sent to visitors, nor written in the head.
    expect(serviceHtml).not.toContain(serviceName);

    // A request that left the board is gone for visitors (the API answers 410): the page answers 410, not indexed.
    expect(
      (await client.request.post(`/api/projects/${projectId}/close`, { data: { reason: 'found' } })).status(),
    ).toBe(200);
    const gone = await crawler.get(`/projects/${projectId}`);
    expect(gone.status()).toBe(410);
    expect(gone.headers()['x-render']).toMatch(/^server/);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain('<meta name="robots" content="noindex">');
    expect(goneHtml).not.toContain('rel="canonical"');
    // An id that never was: 404, not indexed either.
    const missing = await crawler.get('/projects/987654321');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex">');
    await crawler.dispose();
    for (const who of [pro, cleaner, client]) await who.context.close();
  });
});
