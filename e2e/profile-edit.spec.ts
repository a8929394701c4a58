import { registerViaApi } from './support/accounts';
import { expect, test } from './support/test';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('/profile/edit', () => {
  test('signed out: asks to sign in', async ({ page }) => {
    await page.goto('/profile/edit');
    await expect(page.getByText('Debes iniciar sesión para acceder a esta página.')).toBeVisible();
  });

  test('the title follows the user type', async ({ page }) => {
    await registerViaApi(page.request, 'cleaning');
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Editar Perfil de Servicio' })).toBeVisible();
  });

  test('a professional saves company, description, website and logo; they are there after a reload', async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, 'professional');
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Editar Perfil de Empresa' })).toBeVisible();
    await expect(page.getByText('JPG, PNG, GIF. Máximo 5MB')).toBeVisible();

    // Not an image: refused in the browser.
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'El logo debe ser una imagen PNG, JPG o GIF' }),
    ).toBeVisible();
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toBeVisible();

    await page.getByLabel('Nombre de la empresa').fill('Reformas Martín S.L.');
    await page.getByLabel('Descripción').fill('Reformas integrales en Madrid desde 2005.');
    await page.getByLabel('Sitio web').fill('no es una url');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Introduce una URL válida (http o https)')).toBeVisible();
    await expect(page.getByText('Perfil actualizado')).toHaveCount(0);
    await page.getByLabel('Sitio web').fill('https://reformas-martin.example.com');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(page.getByText('Los cambios se han guardado correctamente.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Reformas Martín S.L.');
    await expect(page.getByLabel('Descripción')).toHaveValue('Reformas integrales en Madrid desde 2005.');
    await expect(page.getByLabel('Sitio web')).toHaveValue('https://reformas-martin.example.com');
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );

    const stored = await (await page.request.get(`/api/users/${account.id}`)).json();
    expect(stored.companyName).toBe('Reformas Martín S.L.');
  });
});
