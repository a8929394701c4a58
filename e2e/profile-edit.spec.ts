import { registerViaApi } from './support/accounts';
import { expect, test } from './support/test';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Where the API serves a stored logo (the media store).
const MEDIA_URL = /^\/api\/media\/[0-9a-f]{32}-192\.webp$/;

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

    // Not an image, or over 5 MB: refused in the browser, nothing sent.
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'El logo debe ser una imagen PNG, JPG o GIF' }),
    ).toBeVisible();
    await page.getByLabel('Logo').setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'El logo no puede superar los 5 MB' }),
    ).toBeVisible();
    // Called a PNG but not one: the API refuses it by its content, and says why.
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'falso.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'El logo debe ser una imagen PNG, JPG, GIF o WebP' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveCount(0);

    // Uploaded as soon as it is chosen; the preview is the stored image.
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: 'Vista previa del logo' });
    await expect(preview).toHaveAttribute('src', MEDIA_URL);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

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
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveAttribute('src', MEDIA_URL);

    const stored = await (await page.request.get(`/api/users/${account.id}`)).json();
    expect(stored.companyName).toBe('Reformas Martín S.L.');
    expect(stored.logoUrl).toMatch(MEDIA_URL);
  });

  test('removing the logo deletes it (and it stays removed after a reload)', async ({ page }) => {
    const account = await registerViaApi(page.request, 'professional');
    await page.goto('/profile/edit');
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveAttribute('src', MEDIA_URL);
    await page.getByRole('button', { name: 'Quitar logo' }).click();
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Editar Perfil de Empresa' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveCount(0);
    expect((await (await page.request.get(`/api/users/${account.id}`)).json()).logoUrl).toBeNull();
  });
});
