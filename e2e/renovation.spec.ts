// The renovation remote's board, client area and request form, in a real browser through the shell.
import { request as playwrightRequest } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { createProjectViaApi, registerViaApi } from './support/accounts';
import { SHELL_URL } from './support/environment';
import { expect, test } from './support/test';

const unique = () => `Villa${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Requests published by another client (a separate session), on a city no other test uses. */
async function publishAsAnotherClient(
  count: number,
  project: { city: string; renovationType?: string; name?: string },
) {
  const context = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  try {
    await registerViaApi(context, 'client');
    for (let i = 0; i < count; i++)
      await createProjectViaApi(context, { ...project, description: `Obra ${i + 1}` });
  } finally {
    await context.dispose();
  }
}

test.describe('/projects, the public board', () => {
  test('a visitor sees masked data, the filters in the URL survive a reload, and the sponsored panel', async ({
    page,
  }) => {
    const city = unique();
    await publishAsAnotherClient(2, { city, renovationType: 'bathroom', name: 'Carmen López' });

    await page.goto(`/projects?type=bathroom&city=${city}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos filtrados (2)' })).toBeVisible();
    const cards = page.locator('article.board-card');
    await expect(cards).toHaveCount(2);
    // What the API sends a visitor: the name and phone masked by the server.
    await expect(cards.first()).toContainText('Carmen L.');
    await expect(cards.first()).toContainText('***777');
    await expect(cards.first()).not.toContainText('699888777');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos filtrados (2)' })).toBeVisible();
    await expect(page.getByLabel('Ciudad')).toHaveValue(city);

    const ads = page.getByRole('complementary');
    await expect(ads.getByRole('heading', { name: 'Servicios recomendados' })).toBeVisible();
    await expect(ads.getByText('PUBLICIDAD')).toHaveCount(2);
    const cta = ads.locator('a.ad-cta').first();
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Restablecer filtros' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Todos los proyectos' })).toBeVisible();
  });

  test("each 'Acceso requerido' dialog leads to the right sign-in", async ({ page }) => {
    const city = unique();
    await publishAsAnotherClient(1, { city });
    await page.goto(`/projects?city=${city}`);
    await page.getByRole('button', { name: 'Ver más' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acceso requerido' });
    await expect(dialog).toContainText(
      'Para ver los detalles del proyecto necesitas iniciar sesión o registrarte.',
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).click();
    await expect(page).toHaveURL(/\/auth\?type=professional$/);

    await page.goto('/projects');
    await page.getByRole('button', { name: 'Añade tu proyecto' }).click();
    await expect(page.getByRole('dialog', { name: 'Acceso requerido' })).toContainText(
      'Para publicar un proyecto necesitas iniciar sesión o registrarte.',
    );
    await page.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).click();
    await expect(page).toHaveURL(/\/auth\?type=client$/);
  });

  test("'Cargar más' brings the next page from the server", async ({ page }) => {
    const city = unique();
    await publishAsAnotherClient(14, { city });
    await page.goto(`/projects?city=${city}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos filtrados (14)' })).toBeVisible();
    await expect(page.locator('article.board-card')).toHaveCount(12);
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await expect(page.locator('article.board-card')).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
  });

  test('a signed-in professional sees the full phone as a call link under "Ver más"', async ({ page }) => {
    const city = unique();
    await publishAsAnotherClient(1, { city, name: 'Carmen López' });
    await registerViaApi(page.request, 'professional');
    await page.goto(`/projects?city=${city}`);
    await page.getByRole('button', { name: 'Ver más' }).click();
    await expect(page.locator('article.board-card').getByRole('link', { name: /Llamar/ })).toHaveAttribute(
      'href',
      'tel:699888777',
    );
  });
});

test.describe('a client publishes a request', () => {
  test('from /create-post to the success banner, then /client-view and the board', async ({ page }) => {
    const city = unique();
    const client = await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
    await page.goto('/client-view');
    await expect(page.getByRole('heading', { name: 'No tienes solicitudes activas' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Crear Mi Primera Solicitud' }).click();

    await expect(page.getByRole('heading', { name: 'Nueva Solicitud de Reforma' })).toBeVisible();
    // Prefilled from the session.
    await expect(page.getByLabel('Nombre')).toHaveValue('Marta Ruiz Gil');
    await expect(page.getByLabel('Email')).toHaveValue(client.email);
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();
    await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();

    await page.getByLabel('Teléfono').fill('611 222 333');
    await page.getByLabel('Tipo de reforma').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Cocinas' }).click();
    await page.getByLabel('¿Cuándo quieres empezar?').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Próximo mes' }).click();
    await page.getByLabel('Código postal').fill('28013');
    await page.getByLabel('Ciudad').fill(city);
    await page.getByLabel('Descripción').fill('Cambiar los muebles de la cocina y la encimera');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();

    await expect(
      page.getByText('¡Solicitud creada! Tu solicitud ha sido publicada correctamente.'),
    ).toBeVisible();
    await expect(page.getByLabel('Ciudad')).toHaveValue('');
    await expect(page).toHaveURL(/\/client-view$/, { timeout: 6000 });
    await expect(
      page.getByRole('heading', { name: 'Cambiar los muebles de la cocina y la encimera' }),
    ).toBeVisible();
    await expect(page.getByText(`${city}, 28013`)).toBeVisible();

    await page.goto(`/projects?city=${city}`);
    await expect(page.locator('article.board-card')).toHaveCount(1);
    await expect(page.locator('article.board-card')).toContainText('Marta Ruiz Gil');
  });

  test('a signed-out visitor is sent to sign in and comes back to the form', async ({ page }) => {
    const client = await registerViaApi(page.request, 'client');
    await page.request.post('/api/logout');
    await page.goto('/create-post');
    await expect(page).toHaveURL(/\/auth\?type=client&next=%2Fcreate-post$/);
    await page.getByRole('tab', { name: 'Iniciar sesión' }).click();
    const login = page.getByRole('tabpanel');
    await login.getByLabel('Correo electrónico').fill(client.email);
    await login.getByLabel('Contraseña').fill(client.password);
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/create-post$/);
    await expect(page.getByRole('heading', { name: 'Nueva Solicitud de Reforma' })).toBeVisible();
  });
});
