import { registerViaApi } from './support/accounts';
import { euros } from './support/calculator';
import { remoteOrigin } from './support/environment';
import { expect, expectLinks, test } from './support/test';

test.describe('/services', () => {
  test('eight service cards, the estimative calculator below them and the custom-service block', async ({
    page,
  }) => {
    await page.goto('/services');
    const cards = page.locator('article').filter({ hasText: 'Solicita presupuesto sin compromiso' });
    await expect(cards).toHaveCount(8);
    for (const title of [
      'Construcción industrial',
      'Limpieza integral de viviendas',
      'Construcción de viviendas',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText(/más de 200 modelos/)).toBeVisible();

    // The calculator widget comes from the calculator remote, on its own origin.
    await expect(page.getByRole('heading', { name: 'Tu presupuesto estimado' })).toBeVisible();
    await expect(page.getByTestId('calculator-total')).toHaveText(euros(4850));
    await page.getByLabel(/^Puertas/).fill('2');
    await page.getByLabel(/^Puertas/).press('Tab');
    await expect(page.getByTestId('calculator-total')).toHaveText(euros(4850 - 4 * 350));

    await expect(page.getByRole('heading', { name: 'Necesitas un servicio personalizado?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicitar información' })).toBeVisible();
  });
});

test.describe('/about', () => {
  test('shows "Sobre nosotros"', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Sobre nosotros', level: 1 })).toBeVisible();
  });
});

test.describe('unknown routes', () => {
  test('answer 404 and show "Página no encontrada" with links to the home, the board and the professionals', async ({
    page,
  }) => {
    const answer = await page.goto('/esta-ruta-no-existe');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText(/router/)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    const main = page.getByRole('main');
    await expectLinks(main, {
      'Ver el tablón de reformas': '/projects',
      'Buscar profesionales': '/worker-profiles',
    });
    await main.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('answer 404 for a request, a professional or a cleaning service that does not exist', async ({
    page,
  }) => {
    for (const address of ['/projects/999999', '/worker-profiles/999999', '/cleaning/999999'])
      expect([address, (await page.goto(address))?.status()]).toEqual([address, 404]);
    expect((await page.goto('/projects'))?.status()).toBe(200);
  });

  test('redirect an address with a trailing slash to the one without', async ({ page }) => {
    await page.goto('/projects/');
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: 'Todos los proyectos', level: 1 })).toBeVisible();
  });
});

// Every route the shell gives to the renovation, cleaning, chat and admin remotes shows that remote's page, loaded
// from the remote's own origin, inside the shell's layout.
// Signed-in-only pages (signed-out visitors go to /auth) are opened by a freshly registered client.
const REMOTE_PAGES = [
  { route: '/projects', heading: 'Todos los proyectos' },
  { route: '/projects/999999999', heading: 'Solicitud no encontrada' },
  { route: '/worker-view', heading: 'Panel Profesional' },
  { route: '/client-view', heading: 'Tus Solicitudes de Reforma', signedIn: true },
  { route: '/create-post', heading: 'Nueva Solicitud de Reforma', signedIn: true },
  { route: '/worker-profiles', heading: 'Profesionales' },
  { route: '/worker-profiles/999999', heading: 'Perfil profesional' },
  { route: '/cleaning/999999', heading: 'Servicio de limpieza' },
  { route: '/cleaning', heading: 'Servicios de limpieza' },
  { route: '/create-cleaning', heading: 'Publicar mi Servicio', signedIn: true },
  { route: '/chat', heading: 'Mensajes', signedIn: true },
  { route: '/chat/1', heading: 'Mensajes', signedIn: true },
  // A client is no operator: the console's heading and its refusal (e2e/moderation.spec.ts goes further).
  { route: '/admin', heading: 'Moderación', signedIn: true },
];

test.describe('routes of the renovation, cleaning, chat and admin remotes', () => {
  for (const { route, heading, signedIn } of REMOTE_PAGES) {
    test(`${route} shows '${heading}' from its remote, inside the layout`, async ({ page }) => {
      if (signedIn) await registerViaApi(page.request, 'client');
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('Esta sección no está disponible en este momento.')).toHaveCount(0);
    });
  }

  for (const { remote, route, heading, signedIn } of [
    { remote: 'mfe_renovation', route: '/projects', heading: 'Todos los proyectos' },
    { remote: 'mfe_cleaning', route: '/cleaning', heading: 'Servicios de limpieza' },
    { remote: 'mfe_chat', route: '/chat', heading: 'Mensajes', signedIn: true },
    { remote: 'mfe_admin', route: '/admin', heading: 'Moderación', signedIn: true },
  ]) {
    test(`with ${remote} unreachable, ${route} shows the unavailable message in the layout and "Reintentar" recovers`, async ({
      page,
    }) => {
      if (signedIn) await registerViaApi(page.request, 'client');
      const unreachable = `${remoteOrigin(remote)}/**`;
      await page.route(unreachable, (request) => request.abort('connectionrefused'));
      await page.goto(route);
      await expect(page.getByText('Esta sección no está disponible en este momento.')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The rest of the site keeps working while this remote is down.
      await page.getByRole('banner').getByRole('link', { name: 'Servicios' }).first().click();
      await expect(page.getByRole('heading', { name: 'Construcción industrial' })).toBeVisible();

      await page.goto(route);
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await page.unroute(unreachable);
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    });
  }
});
