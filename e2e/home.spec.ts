import type { Page } from '@playwright/test';
import { createProjectViaApi, registerViaApi } from './support/accounts';
import { SHELL_URL } from './support/environment';
import { expect, expectLinks, expectNoConsoleErrors, test } from './support/test';

/**
 * A visitor without a session gets the home drawn on the server with its requests (server-rendering.spec.ts); one
 * with a session cookie gets the build's prerender, whose requests the browser asks for: its loading and error
 * states are what these tests watch.
 */
async function withSessionCookie(page: Page) {
  await page.context().addCookies([{ name: 'sid', value: 'desconocida', url: SHELL_URL }]);
}

// The API starts with an empty database: the empty state first, then a published project.
test.describe.configure({ mode: 'serial' });

test.describe('home (/)', () => {
  test('hydrates the prerendered home without errors and shows every section', async ({ page, watch }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver proyectos recientes' })).toBeVisible();

    // The home's grid (the footer's services lead to the board filtered too).
    const categories = page.getByRole('main').locator('a[href^="/projects?type="]');
    await expect(categories).toHaveCount(9);
    await expect(page.getByRole('main').getByRole('link', { name: 'Baños', exact: true })).toHaveAttribute(
      'href',
      '/projects?type=bathroom',
    );

    await expect(page.getByRole('heading', { name: 'Proyectos Recientes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No hay proyectos disponibles' })).toBeVisible();
    await expect(page.getByText('Sé el primero en publicar un proyecto de reforma.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Añade tu proyecto' })).toBeVisible();

    await expectLinks(page, {
      'Ver servicios disponibles': '/cleaning',
      // A visitor signs in as a cleaner and then reaches the publish form.
      'Publicar mi servicio': '/auth?type=cleaning&next=%2Fcreate-cleaning',
    });

    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
    await expect(page.locator('ol.steps > li')).toHaveCount(3);
    // A hydration mismatch (React #418) or any other error shows up in the console.
    expectNoConsoleErrors(watch);

    await page.getByRole('link', { name: 'Empieza tu proyecto ahora' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('the served HTML of / already holds the header and hero (prerendered)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Ver proyectos recientes');
    expect(html).toContain('Acceso Usuarios');
  });

  test('shows 4 skeleton cards while the projects load', async ({ page }) => {
    await withSessionCookie(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/projects?*', async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await page.goto('/');
    const recent = page.locator('#proyectos-recientes');
    await expect(recent.locator('[aria-busy="true"] .skeleton-card')).toHaveCount(4);
    release();
    await expect(recent.getByRole('heading', { name: 'No hay proyectos disponibles' })).toBeVisible();
    await expect(recent.locator('.skeleton-card')).toHaveCount(0);
  });

  test('says so when the projects cannot be loaded', async ({ page }) => {
    await withSessionCookie(page);
    await page.route('**/api/projects?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'caída' } }),
    );
    await page.goto('/');
    await expect(
      page.getByText('Ha ocurrido un error al cargar los proyectos. Por favor, intente de nuevo más tarde.'),
    ).toBeVisible();
  });

  test('lists the newest projects with masked contact data and "Ver más" to the request\'s own page', async ({
    page,
    watch,
  }) => {
    await registerViaApi(page.request, 'client');
    // Five older ones: only the newest 6 of the 7 make it to the home.
    for (const city of ['Bilbao', 'Málaga', 'Zaragoza', 'Murcia', 'Oviedo']) {
      await createProjectViaApi(page.request, { city, renovationType: 'painting' });
    }
    await createProjectViaApi(page.request, {
      city: 'Valencia',
      name: 'Carmen López',
      phone: '699888777',
      description: 'Reformar el baño completo con plato de ducha y mampara nueva',
    });
    await createProjectViaApi(page.request, { city: 'Sevilla', renovationType: 'kitchen' });
    // Seen as a visitor: the session from the API calls is dropped.
    await page.context().clearCookies();

    await page.goto('/');
    const cards = page.locator('#proyectos-recientes article');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText('Reforma en Sevilla');
    await expect(cards.filter({ hasText: 'Reforma en Bilbao' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute(
      'href',
      '/projects',
    );
    const sevilla = cards.filter({ hasText: 'Reforma en Sevilla' });
    await expect(sevilla).toContainText('Cocinas');
    const valencia = cards.filter({ hasText: 'Reformar el baño completo con plato de ducha y mampara' });
    await expect(valencia).toContainText('Valencia');
    await expect(valencia).toContainText('28001');
    await expect(valencia).toContainText('Próximo mes');
    await expect(valencia).toContainText('Carmen L.');
    await expect(valencia).toContainText('***777');
    await expect(valencia).not.toContainText('699888777');
    expectNoConsoleErrors(watch);
    // To that request's own page, masked there as here.
    await valencia.getByRole('link', { name: 'Ver más' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Baños en Valencia' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('***777');
    await expect(page.getByRole('article')).not.toContainText('699888777');
  });
});
