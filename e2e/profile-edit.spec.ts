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

  test('a professional saves name, phone, company and logo here; description and web are the worker profile’s, one link away', async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, 'professional');
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Editar Perfil de Empresa' })).toBeVisible();
    await expect(page.getByText('JPG, PNG, GIF. Máximo 5MB')).toBeVisible();

    // Each file refused, with its alert: not an image, or over 5 MB, in the browser, nothing sent; called a PNG
    // but not one, by the API, from its content.
    for (const [file, alert] of [
      [
        { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') },
        'El logo debe ser una imagen PNG, JPG o GIF',
      ],
      [
        { name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
        'El logo no puede superar los 5 MB',
      ],
      [
        { name: 'falso.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') },
        'El logo debe ser una imagen PNG, JPG, GIF o WebP',
      ],
    ] as const) {
      await page.getByLabel('Logo').setInputFiles(file);
      await expect(page.getByRole('alert').filter({ hasText: alert })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveCount(0);

    // Uploaded as soon as it is chosen; the preview is the stored image.
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: 'Vista previa del logo' });
    await expect(preview).toHaveAttribute('src', MEDIA_URL);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // One description and one web: the worker profile's, edited there.
    await expect(page.getByLabel('Descripción')).toHaveCount(0);
    await expect(page.getByLabel('Sitio web')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ir a Mi Perfil Profesional' })).toHaveAttribute(
      'href',
      '/worker-view?tab=perfil',
    );

    await page.getByLabel('Nombre de la empresa').fill('Reformas Martín S.L.');
    await page.getByLabel('Teléfono').fill('12');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('El teléfono debe tener al menos 9 números')).toBeVisible();
    await expect(page.getByText('Perfil actualizado')).toHaveCount(0);
    await page.getByLabel('Teléfono').fill('655 44 33 22');
    await page.getByLabel('Nombre', { exact: true }).fill('Andrés Martín Gil');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(page.getByText('Los cambios se han guardado correctamente.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Reformas Martín S.L.');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Andrés Martín Gil');
    await expect(page.getByLabel('Teléfono')).toHaveValue('655 44 33 22');
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveAttribute('src', MEDIA_URL);

    const stored = await (await page.request.get(`/api/users/${account.id}`)).json();
    expect(stored).toMatchObject({ companyName: 'Reformas Martín S.L.', name: 'Andrés Martín Gil' });
    expect(stored.logoUrl).toMatch(MEDIA_URL);
    // The session says the new name too (the header, the forms prefilled from it).
    expect((await (await page.request.get('/api/user')).json()).name).toBe('Andrés Martín Gil');
  });

  test('a client edits their name and phone, with no company fields', async ({ page }) => {
    await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Editar Perfil' })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Marta Ruiz Gil');
    for (const label of ['Nombre de la empresa', 'Descripción', 'Sitio web', 'Logo'])
      await expect(page.getByLabel(label)).toHaveCount(0);
    await page.getByLabel('Nombre', { exact: true }).fill('Marta Ruiz');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    expect((await (await page.request.get('/api/user')).json()).name).toBe('Marta Ruiz');
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
