import { registerViaApi, someoneElse } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { SHELL_URL } from './support/environment';
import { linkIn, mailText } from './support/mail';
import { expect, test } from './support/test';

test.describe('a forgotten password', () => {
  test('from /auth to signing in with the new password, by the link the mail catcher received', async ({
    page,
    browser,
  }) => {
    // An account made elsewhere: this browser is signed out, as someone who forgot their password is.
    const owner = await someoneElse(browser, 'client', 'Marta Ruiz Gil');
    await owner.context.close();
    const { email } = owner.account;

    await page.goto('/auth?type=client');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/recuperar-contrasena$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
    );

    const link = linkIn(
      await mailText(email, 'Restablece tu contraseña'),
      `${SHELL_URL}/restablecer-contrasena?token=`,
    );
    const answer = await page.goto(link);
    // The address holds the token: the page tells the browser to send it to nobody.
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-9');
    await page.getByLabel('Repite la contraseña').fill('otra-cosa-9');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Repite la contraseña').fill('nueva-clave-9');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
    );
    await expect
      .poll(() => mailText(email, 'Tu contraseña ha cambiado'))
      .toContain('hemos cerrado todas las sesiones');

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.goto('/auth?type=client');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Correo electrónico').fill(email);
    await panel.getByLabel('Contraseña').fill('nueva-clave-9');
    await panel.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/client-view$/);

    // The link is spent: opened again, it says so and offers a new one.
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('tercera-clave-9');
    await page.getByLabel('Repite la contraseña').fill('tercera-clave-9');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toContainText('El enlace no es válido o ha caducado.');
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    );
  });

  test('with no answer from the server, the form says so in Spanish and can be sent again', async ({
    page,
  }) => {
    await page.goto('/recuperar-contrasena');
    const cut = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/api/password/forgot', cut);
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    // Not the browser's 'Failed to fetch'.
    await expect(page.getByRole('alert')).toHaveText(
      'No se ha podido conectar. Comprueba tu conexión e inténtalo de nuevo.',
    );
    await page.unroute('**/api/password/forgot', cut);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toContainText('Si existe una cuenta con ese correo');
  });

  test('a new account confirms its address by the link e-mailed at registration', async ({ page }) => {
    const account = await registerViaApi(page.request, 'professional', 'Jorge Pérez Soto');
    const session = async () =>
      (await (await page.request.get('/api/user')).json()) as { emailVerified: boolean };
    expect(await session()).toMatchObject({ emailVerified: false });
    const link = linkIn(
      await mailText(account.email, 'Confirma tu correo electrónico'),
      `${SHELL_URL}/verificar-correo?token=`,
    );
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('Tu correo electrónico está confirmado. ¡Gracias!');
    await expectNoSeriousA11yViolations(page);
    expect(await session()).toMatchObject({ emailVerified: true });
  });
});
