// Public pages drawn on the server with their data (apps/shell/src/server/): what a crawler or a link preview
// reads without JavaScript, and the browser hydrating that very HTML (the server's nodes stay, no mismatch).
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createProjectViaApi, publishCleaningViaApi, registerViaApi, someoneElse } from './support/accounts';
import { calculator, euros } from './support/calculator';
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

/**
 * Waits until React has hydrated `node` (its `__reactProps$` key, as held-input.ts checks): a server-drawn page's
 * scripts start after its first paint, and a link followed before then loads a new document, as it should.
 */
async function untilHydrated(node: Locator) {
  await expect
    .poll(() => node.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** Holds the page's scripts back until the returned function is called: the server's HTML is all there is meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return releaseScripts;
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
    const link = page.locator('.board-card', { has: card }).getByRole('link').first();
    await untilHydrated(link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expectNoConsoleErrors(watch);
  });

  test("a crawler without JavaScript gets the shell's pages and /calculator drawn on the server, each with its own head", async () => {
    const crawler: APIRequestContext = await playwrightRequest.newContext({ baseURL: SHELL_URL });
    // path, the page's own title, its h1, and the release it is drawn from (the shell's, or the calculator's).
    const pages: [string, string, string, RegExp][] = [
      [
        '/',
        'ReformasYa · Reformas y limpieza en España',
        'Encuentra profesionales de reformas y limpieza de confianza',
        /^server; release=shell$/,
      ],
      ['/services', 'Servicios · ReformasYa', 'Nuestros Servicios', /^server; release=shell$/],
      ['/about', 'Sobre nosotros · ReformasYa', 'Sobre nosotros', /^server; release=shell$/],
      [
        '/politica-de-privacidad',
        'Política de privacidad · ReformasYa',
        'Política de privacidad',
        /^server; release=shell$/,
      ],
      [
        '/calculator',
        'Calcula tu presupuesto · ReformasYa',
        'Calcula tu presupuesto de reforma (Estimativo)',
        /^server; release=mfe_calculator@/,
      ],
    ];
    const descriptions = new Set<string>();
    for (const [path, title, h1, release] of pages) {
      const res = await crawler.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-render'], path).toMatch(release);
      const html = await res.text();
      expect(html.match(/<title>[^<]*<\/title>/g), path).toEqual([`<title>${title}</title>`]);
      const description = html.match(/<meta name="description" content="([^"]{50,160})">/)?.[1];
      expect(description, path).toBeDefined();
      descriptions.add(description as string);
      expect(html, path).toContain(`<link rel="canonical" href="${SHELL_URL}${path}">`);
      expect(html, path).toContain(`<meta property="og:url" content="${SHELL_URL}${path}">`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[()]/g, '\\$&')}</h1>`));
    }
    // Each page describes itself: no two share the site's generic description.
    expect(descriptions.size).toBe(pages.length);
    // /services shows the calculator's section drawn with it (from the calculator's server build), not a spinner.
    const services = await (await crawler.get('/services')).text();
    expect(services).toMatch(/data-sections="mfe_calculator\/Calculator@[^"]+"/);
    expect(services).toContain('class="mfe-calculator"');
    // A private shell page is not drawn here: the browser renders it, as before.
    const auth = await crawler.get('/auth');
    expect(auth.status()).toBe(200);
    expect(auth.headers()['x-render']).toBeUndefined();
    await crawler.dispose();
  });

  test("the home arrives with its newest requests and hydrates without a mismatch, keeping the server's nodes", async ({
    page,
    browser,
    watch,
  }) => {
    const client = await someoneElse(browser, 'client');
    const id = await createProjectViaApi(client.request, {
      city: 'Villahidratada',
      renovationType: 'bathroom',
    });
    await client.context.close();
    const served = await page.request.get('/', { headers: { cookie: '' } });
    expect(served.headers()['x-render']).toBe('server; release=shell');
    expect(await served.text()).toContain('Villahidratada');

    await keepFirstServerCard(page, '#proyectos-recientes article');
    await page.goto('/');
    const card = page.locator('#proyectos-recientes article', { hasText: 'Villahidratada' });
    await expect(card).toBeVisible();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { serverCard: Element | null }).serverCard;
      return (
        first !== null &&
        first.isConnected &&
        first === document.querySelector('#proyectos-recientes article')
      );
    });
    expect(kept).toBe(true);
    // Hydrated: the router is in charge, the card's link opens the request without loading another document.
    const link = card.getByRole('link', { name: 'Ver más' });
    await untilHydrated(link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // A mismatch shows up as 'Error de hidratación' (bootstrap.tsx) or React's own error in the console.
    expectNoConsoleErrors(watch);
  });

  test('/services hydrates with the calculator drawn on the server, which then works', async ({
    page,
    watch,
  }) => {
    await keepFirstServerCard(page, '.mfe-calculator');
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Servicios' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { serverCard: Element | null }).serverCard;
      return first !== null && first.isConnected;
    });
    expect(kept).toBe(true);
    // Hydrated: the slider drives the number beside it (the server's HTML alone would not).
    await page.getByRole('slider', { name: 'Superficie a reformar (m²), control deslizante' }).fill('120');
    await expect(page.getByRole('spinbutton', { name: 'Superficie a reformar (m²)' })).toHaveValue('120');
    expectNoConsoleErrors(watch);
  });

  test('/about and a legal page hydrate what the server drew, and the router then takes over', async ({
    page,
    watch,
  }) => {
    for (const [path, h1] of [
      ['/about', 'Sobre nosotros'],
      ['/aviso-legal', 'Aviso legal'],
    ] as const) {
      await keepFirstServerCard(page, 'main h1');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const first = (window as unknown as { serverCard: Element | null }).serverCard;
        return first !== null && first.isConnected;
      });
      expect(kept, path).toBe(true);
    }
    // Hydrated: the header's link opens the home without loading another document.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'ReformasYa, ir al inicio' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expectNoConsoleErrors(watch);
  });

  test('a tap on a button before the page has hydrated is not lost: it takes effect once the page works', async ({
    page,
    watch,
  }) => {
    // The page's scripts wait until the visitor has tapped.
    const releaseScripts = await holdScripts(page);
    await page.goto('/cleaning', { waitUntil: 'commit' });
    const publish = page.getByRole('button', { name: 'Publicar mi servicio de limpieza' });
    await publish.click();
    await publish.click();
    const dialog = page.getByRole('dialog', { name: 'Acceso requerido' });
    await expect(dialog).toHaveCount(0);
    releaseScripts();
    // Tapped twice, opened once.
    await expect(dialog).toContainText(
      'Para publicar tu servicio de limpieza necesitas iniciar sesión o registrarte.',
    );
    await expect(dialog).toHaveCount(1);
    expectNoConsoleErrors(watch);
  });

  test('what is typed or chosen before the page has hydrated counts once it works: the calculator, the board', async ({
    page,
    request,
    watch,
  }) => {
    // The calculator: an area typed on the server's page, then the scripts.
    let releaseScripts = await holdScripts(page);
    await page.goto('/calculator', { waitUntil: 'commit' });
    const calc = calculator(page);
    await calc.area.fill('50');
    await calc.floor(/^Parquet/).check();
    await calc.air(/^2 splits/).check();
    // The server's figure until the page works: 10 m², no floor, no air conditioning.
    await expect(calc.total).toHaveText(euros(4850));
    releaseScripts();
    // 50 m² × 60 electrical + 50 × 65 parquet + 2 splits 1,500 + 6 doors × 350 + 4 windows × 350 + 5 × 150 plumbing.
    await expect(calc.total).toHaveText(euros(12_000));
    await expect(calc.area).toHaveValue('50');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The board: a city typed and a type chosen before the page works filter it once it does.
    await registerViaApi(request, 'client');
    const city = `Prehidratada${Date.now().toString(36)}`;
    await createProjectViaApi(request, { city, renovationType: 'kitchen' });
    await createProjectViaApi(request, { city, renovationType: 'bathroom' });
    releaseScripts = await holdScripts(page);
    await page.goto('/projects', { waitUntil: 'commit' });
    await page.getByLabel('Tipo de reforma').selectOption({ label: 'Cocinas' });
    await page.getByLabel('Ciudad').fill(city);
    releaseScripts();
    await expect(page).toHaveURL(new RegExp(`type=kitchen.*city=${city}|city=${city}.*type=kitchen`));
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos filtrados (1)' })).toBeVisible();
    await expect(page.locator('article.board-card')).toHaveCount(1);
    await expect(page.getByLabel('Ciudad')).toHaveValue(city);
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
