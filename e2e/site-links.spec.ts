// Dead ends a real site does not have: every link a newcomer may follow from /services, the footer, the
// sponsored panel and the request form leads somewhere useful, and the legal pages a Spanish site needs exist.
import type { Page } from '@playwright/test';
import { publishProfileViaApi, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { expect, test } from './support/test';

/** An entry of GET /api/ads, as the API sends it. */
type Ad = {
  id: number;
  category: string;
  title: string;
  description: string;
  company: string;
  ctaText: string;
  ctaUrl: string;
  phone: string | null;
  priority: 'primary' | 'secondary';
};

/** On /services, the card that names `service`, its 'Solicita presupuesto sin compromiso'. */
async function askForQuote(page: Page, service: string) {
  await page.goto('/services');
  await page
    .locator('article')
    .filter({ hasText: service })
    .getByRole('link', { name: /Solicita presupuesto sin compromiso/ })
    .click();
}

test.describe("/services: 'Solicita presupuesto sin compromiso' on each card", () => {
  test('a renovation card opens a new request naming the service, through the sign-in of a visitor', async ({
    page,
  }) => {
    await askForQuote(page, 'Reforma de locales y oficinas');
    // A visitor signs in first; the service stays in the address it comes back to.
    await expect(page).toHaveURL(
      /\/auth\?type=client&next=%2Fcreate-post%3Fservicio%3Dreforma-locales-oficinas$/,
    );

    await registerViaApi(page.request, 'client');
    await askForQuote(page, 'Reforma de locales y oficinas');
    await expect(page).toHaveURL(/\/create-post\?servicio=reforma-locales-oficinas$/);
    await expect(page.getByLabel('Descripción')).toHaveValue(
      'Solicito presupuesto sin compromiso para el servicio «Reforma de locales y oficinas».',
    );
    await expect(page.locator('.ant-select').filter({ hasText: 'Otros' })).toBeVisible();

    await askForQuote(page, 'Reforma de viviendas');
    await expect(page.getByLabel('Descripción')).toHaveValue(/«Reforma de viviendas»/);
    await expect(page.locator('.ant-select').filter({ hasText: 'Reforma integral' })).toBeVisible();
  });

  test('a cleaning card opens the cleaning directory filtered by that kind of service', async ({ page }) => {
    await askForQuote(page, 'Limpieza de locales y oficinas');
    await expect(page).toHaveURL(/\/cleaning\?serviceType=office$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('every card has its own link, and the page stays accessible', async ({ page }) => {
    await page.goto('/services');
    const links = page
      .locator('.services-grid')
      .getByRole('link', { name: /Solicita presupuesto sin compromiso/ });
    await expect(links).toHaveCount(8);
    const targets = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(new Set(targets).size).toBe(8);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('footer', () => {
  test("a service link opens the board filtered by that type; 'Profesionales' the directory", async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Cocinas', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\?type=kitchen$/);
    await expect(page.getByLabel('Tipo de reforma')).toHaveValue('kitchen');

    await footer.getByRole('link', { name: 'Profesionales', exact: true }).click();
    await expect(page).toHaveURL(/\/worker-profiles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profesionales' })).toBeVisible();
  });

  test('a signed-in professional finds their own area among the quick links', async ({ page }) => {
    await registerViaApi(page.request, 'professional');
    await page.goto('/about');
    const quick = page.getByRole('contentinfo').getByRole('navigation', { name: 'Enlaces rápidos' });
    await expect(quick.getByRole('link', { name: 'Mi Área de Trabajo' })).toHaveAttribute(
      'href',
      '/worker-view',
    );
  });
});

test.describe('legal pages', () => {
  for (const [link, heading, mustSay] of [
    ['Aviso legal', 'Aviso legal', /Ley 34\/2002/],
    ['Política de privacidad', 'Política de privacidad', /Agencia Española de Protección de Datos/],
    ['Política de cookies', 'Política de cookies', /sid: mantiene tu sesión iniciada/],
  ] as const) {
    test(`'${link}' in the footer opens its page`, async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Información legal' })
        .getByRole('link', { name: link })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(mustSay);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the privacy policy says what the site keeps and why', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Qué datos guardamos y por qué' })).toBeVisible();
    await expect(main).toContainText('Tu sesión: una cookie técnica');
    await expect(main).toContainText('Las solicitudes de reforma que publicas');
    await expect(main).toContainText('atencion@reformasya.es');
    // How each right is exercised in the product, and in what time (issue 35).
    await expect(main.getByRole('heading', { name: 'Tus derechos' })).toBeVisible();
    await expect(main).toContainText('«Descargar mis datos» te da en el momento un archivo ZIP');
    await expect(main).toContainText('«Eliminar mi cuenta» la borra en el momento');
    await expect(main).toContainText('las denuncias se guardan bloqueadas durante 365 días');
    await expect(main).toContainText('en un mes como máximo');
  });

  test("the request form's terms checkbox links to the conditions of use, in a new tab", async ({
    page,
    context,
  }) => {
    await registerViaApi(page.request, 'client');
    await page.goto('/create-post');
    const terms = page.getByRole('link', { name: 'términos y condiciones' });
    await expect(terms).toHaveAttribute('href', '/aviso-legal#condiciones-de-uso');
    await expect(terms).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await expect(tab.getByRole('heading', { name: 'Condiciones de uso' })).toBeInViewport();
    // Following the link did not tick the box: accepting stays the person's own act.
    await expect(page.getByLabel('Acepto los términos y condiciones')).not.toBeChecked();
  });
});

test.describe("'Servicios recomendados'", () => {
  test("an ad opens its sponsor's target in a new tab", async ({ page, context }) => {
    // The test database has no sponsors (the demo data brings them, each leading to its sponsor's public
    // profile: apps/api/test/ads-health.spec.ts). Here the panel gets one such answer for a real profile.
    const sponsor = await context.newPage();
    await registerViaApi(sponsor.request, 'professional');
    const profileId = await publishProfileViaApi(sponsor.request, {
      companyName: 'Patrocinios Ibéricos',
      description: 'Anunciante de prueba.',
      services: ['bathroom'],
      experience: 12,
      city: 'Soria',
      postalCode: '42001',
    });
    await sponsor.close();
    const ad = (priority: Ad['priority'], id: number): Ad => ({
      id,
      category: 'bathroom',
      title: `Anuncio ${id}`,
      description: 'Reformas de baño con precio cerrado.',
      company: 'Patrocinios Ibéricos',
      ctaText: 'Pedir presupuesto',
      ctaUrl: `/worker-profiles/${profileId}`,
      phone: priority === 'primary' ? '910 000 101' : null,
      priority,
    });
    await page.route('**/api/ads?*', (route) =>
      route.fulfill({ json: [ad('primary', 1), ad('secondary', 2)] }),
    );

    await page.goto('/projects?type=bathroom');
    const panel = page.getByRole('complementary');
    await expect(panel.getByRole('heading', { name: 'Servicios recomendados' })).toBeVisible();
    await expect(panel.getByText('PUBLICIDAD')).toHaveCount(2);
    const cta = panel.getByRole('link', { name: 'Pedir presupuesto' }).first();
    await expect(cta).toHaveAttribute('rel', /noopener/);
    const [tab] = await Promise.all([context.waitForEvent('page'), cta.click()]);
    await expect(tab).toHaveURL(new RegExp(`/worker-profiles/${profileId}$`));
    await expect(tab.getByRole('heading', { name: 'Patrocinios Ibéricos' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
