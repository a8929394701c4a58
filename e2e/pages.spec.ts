import { euros } from './support/calculator';
import { builtAppExists } from './support/processes';
import { expect, test } from './support/test';

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
  test('show "Page Not Found" with the router hint, inside the normal layout', async ({ page }) => {
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/forget to add the page to the router/)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

// Until a remote is built its routes must say so; one test per remote that has no build yet.
const NOT_BUILT = [
  { app: 'mfe-renovation', route: '/projects' },
  { app: 'mfe-cleaning', route: '/cleaning' },
  { app: 'mfe-chat', route: '/chat' },
].filter(({ app }) => !builtAppExists(app));

test.describe('routes of remotes not deployed yet', () => {
  for (const { app, route } of NOT_BUILT) {
    test(`${route} (${app}) shows the unavailable message with "Reintentar", inside the layout`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByText('Esta sección no está disponible en este momento.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});
