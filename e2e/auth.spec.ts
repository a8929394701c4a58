import type { Page } from '@playwright/test';
import { newAccount, registerViaApi, type UserType } from './support/accounts';
import { authPanel, registerInForm, signInInForm } from './support/auth-page';
import { expect, test } from './support/test';

const JOURNEYS: { userType: UserType; label: string; landing: RegExp; benefits: string }[] = [
  {
    userType: 'professional',
    label: 'Profesional',
    landing: /\/worker-view$/,
    benefits: 'Ventajas para profesionales',
  },
  { userType: 'client', label: 'Cliente', landing: /\/client-view$/, benefits: 'Ventajas para clientes' },
  {
    userType: 'cleaning',
    label: 'Servicio de limpieza',
    landing: /\/cleaning$/,
    benefits: 'Ventajas para servicios de limpieza',
  },
];

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Perfil', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Acceso Usuarios' })).toBeVisible();
}

test.describe('/auth journeys', () => {
  for (const journey of JOURNEYS) {
    test(`${journey.userType}: registers, lands on its page, logs out, sees the wrong-password alert, logs in again`, async ({
      page,
    }) => {
      const account = newAccount(journey.userType);
      await page.goto('/auth');
      // The type choice comes first and is remembered in the browser.
      await page
        .getByRole('group', { name: 'Selecciona tipo de usuario' })
        .getByRole('button', { name: new RegExp(`^${journey.label}`) })
        .click();
      await expect(page.getByRole('heading', { name: `Acceso como ${journey.label}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: journey.benefits })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('selectedUserType'))).toBe(journey.userType);

      await registerInForm(page, account);
      await expect(page).toHaveURL(journey.landing);
      await expect(page.getByText('Registro exitoso')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Perfil', exact: true })).toBeVisible();

      // The browser keeps a non-sensitive copy; logout removes it and the legacy flag.
      expect(await page.evaluate(() => localStorage.getItem('reformas.session'))).toContain(account.email);
      await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
      await logout(page);
      expect(
        await page.evaluate(() => [
          localStorage.getItem('reformas.session'),
          localStorage.getItem('isLoggedIn'),
        ]),
      ).toEqual([null, null]);

      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: `Acceso como ${journey.label}` })).toBeVisible();
      await signInInForm(page, account.email, 'otra-clave-mala');
      await expect(page.getByRole('alert').filter({ hasText: 'Error al iniciar sesión: ' })).toContainText(
        'Error al iniciar sesión: Correo electrónico, usuario o contraseña incorrectos',
      );
      await expect(page).toHaveURL(/\/auth$/);

      const errorToast = page.getByRole('status').filter({ hasText: 'Error al iniciar sesión' });
      await expect(errorToast).toBeVisible();
      // F8 takes the keyboard to the notification area.
      await page.keyboard.press('F8');
      await expect(page.locator('.ant-notification')).toBeFocused();

      await authPanel(page).getByLabel('Contraseña').fill(account.password);
      await authPanel(page).getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(journey.landing);
      await expect(page.getByText('Inicio de sesión exitoso')).toBeVisible();
      // At most one toast: the error one (5 s) is replaced, not stacked.
      await expect(errorToast).toHaveCount(0, { timeout: 2000 });

      // The session survives a reload: it lives on the server.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Perfil', exact: true })).toBeVisible();
    });
  }

  test('validates the forms with their Spanish messages before calling the API', async ({ page }) => {
    await page.goto('/auth?type=client');
    await authPanel(page).getByLabel('Correo electrónico').fill('no-es-un-email');
    await authPanel(page).getByLabel('Contraseña').fill('123');
    await authPanel(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await authPanel(page).getByLabel('Nombre completo').fill('Al');
    await authPanel(page).getByLabel('Teléfono').fill('12345');
    await authPanel(page).getByRole('button', { name: 'Registrarse' }).click();
    await expect(authPanel(page).getByText('El nombre debe tener al menos 3 caracteres')).toBeVisible();
    await expect(authPanel(page).getByText('El teléfono debe tener al menos 9 números')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?type=client$/);
  });

  test('an e-mail already registered gets the "Ya existe un usuario registrado..." alert', async ({
    page,
    browser,
  }) => {
    // Registered from another browser session, so this page is still signed out.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const existing = await registerViaApi(other.request, 'client');
    await other.close();

    await page.goto('/auth?type=client');
    await registerInForm(page, {
      name: 'Otra Persona',
      email: existing.email,
      phone: '699000111',
      password: 'secreto123',
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Ya existe' })).toContainText(
      'Ya existe un usuario registrado con este correo electrónico. Por favor, inicia sesión con tus credenciales.',
    );
  });

  test('?type= is an explicit choice: it wins over the stored one and is stored; "Cambiar tipo de usuario" clears it', async ({
    page,
  }) => {
    await page.goto('/auth?type=professional');
    await expect(page.getByRole('heading', { name: 'Acceso como Profesional' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/auth?type=client');
    await expect(page.getByRole('heading', { name: 'Acceso como Cliente' })).toBeVisible();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Acceso como Cliente' })).toBeVisible();

    await page.getByRole('button', { name: 'Cambiar tipo de usuario' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('group', { name: 'Selecciona tipo de usuario' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedUserType'))).toBeNull();
  });

  test('/cleaning-services, where cleaning users were once sent, leads to /cleaning', async ({ page }) => {
    await page.goto('/cleaning-services');
    await expect(page).toHaveURL(/\/cleaning$/);
  });

  test('a damaged stored session is logged as "Error al leer la sesión:" and the visitor is signed out', async ({
    page,
    watch,
  }) => {
    await page.addInitScript(() => localStorage.setItem('reformas.session', '{esto no es JSON'));
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Acceso Usuarios' })).toBeVisible();
    await expect
      .poll(() => watch.consoleErrors.some((text) => text.startsWith('Error al leer la sesión:')))
      .toBe(true);
  });
});
