import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { registerViaApi } from './support/accounts';
import { signInInForm } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { expect, test } from './support/test';

// Privacy rights in the product (issue 35): docs/privacy.md.
test.describe('Descargar mis datos and Eliminar mi cuenta (/profile/cuenta)', () => {
  test('a person downloads their data as a ZIP, then deletes the account through the dialog and cannot sign in again', async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, 'client', 'Nuria Borrado Vidal');
    await page.goto('/profile/cuenta');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

    const data = page.getByRole('region', { name: 'Tus datos' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mis-datos-reformasya.zip');
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'LEEME.txt',
        'cuenta.json',
        'solicitudes.json',
        'mensajes.json',
        'sesiones.json',
      ]),
    );
    const { account: exported } = JSON.parse(strFromU8(files['cuenta.json'] ?? new Uint8Array())) as {
      account: Record<string, unknown>;
    };
    expect(exported).toMatchObject({ id: account.id, name: account.name, email: account.email });
    await expect(data.getByRole('status')).toHaveText('Tus datos se han descargado.');
    await expectNoSeriousA11yViolations(page);

    // The dialog says what goes and what stays, and for how long, before anything is confirmed.
    const deletion = page.getByRole('region', { name: 'Eliminar mi cuenta' });
    await deletion.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Qué borramos en el momento' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Qué se conserva' })).toBeVisible();
    await expect(dialog).toContainText('«Usuario eliminado»');
    await expect(dialog).toContainText('bloqueadas durante 365 días');
    await expectNoSeriousA11yViolations(page);

    // 'Cancelar' closes it and nothing happens.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await deletion.getByRole('button', { name: 'Eliminar mi cuenta' }).click();

    await dialog.getByLabel('Tu contraseña').fill('no-es-esta');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'La contraseña no es correcta. Tu cuenta no se ha eliminado.',
    );
    await expect(dialog.getByLabel('Tu contraseña')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Tu contraseña').fill(account.password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Tu cuenta se ha eliminado. Gracias por haber usado ReformasYa.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acceso Usuarios' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);

    // Signing in with the old address and password is refused.
    await page.goto('/auth');
    await page
      .getByRole('group', { name: 'Selecciona tipo de usuario' })
      .getByRole('button', { name: /^Cliente/ })
      .click();
    await signInInForm(page, account.email, account.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Error al iniciar sesión: ' })).toContainText(
      'Correo electrónico, usuario o contraseña incorrectos',
    );
    // Still on the sign-in page, signed out.
    await expect(page).toHaveURL(/\/auth(\?type=client)?$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });
});
