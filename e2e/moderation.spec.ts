// The moderation console at /admin (apps/mfe-admin): a client reports a request, the operator of the test API
// (made by the global setup with the operators' command line) signs in, gives a TOTP code, finds the request in
// the queue and hides it with a reason; its author sees why on its page, a visitor finds nothing there, and the
// reporter sees the outcome on their account.
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import {
  closeRequestViaApi,
  createProjectViaApi,
  registerViaApi,
  someoneElseWithPage,
} from './support/accounts';
import { signInInForm } from './support/auth-page';
import { E2E_OPERATOR, SHELL_URL } from './support/environment';
import { expect, test } from './support/test';
import { uniquePostalCode } from './support/unique';

test.describe('/admin, the moderation console', () => {
  test('a client is told only operators may enter', async ({ page }) => {
    await registerViaApi(page.request, 'client');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderación' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Solo los operadores pueden hacer esto.');
    // Private, as /chat: search engines are told to keep it out.
    expect((await page.request.get('/admin')).headers()['x-robots-tag']).toBe('noindex');
  });

  test("a reported request is hidden by an operator with a reason: its author sees 'Oculto por moderación.', a visitor a 404, the reporter 'Contenido retirado'", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const author = await someoneElseWithPage(browser, 'client', 'Carmen López');
    const id = await createProjectViaApi(author.request, {
      city: 'Cuenca',
      postalCode: uniquePostalCode('requestPage'),
      description: 'Cobro la visita por adelantado',
    });
    try {
      // A client reports it from its page.
      const reporter = await someoneElseWithPage(browser, 'client', 'Lucía Romero Díaz');
      await reporter.page.goto(`/projects/${id}`);
      await reporter.page.getByRole('button', { name: 'Denunciar' }).click();
      const dialog = reporter.page.getByRole('dialog', { name: 'Denunciar' });
      await dialog.getByRole('radio', { name: 'Fraude o estafa' }).check();
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expect(dialog.getByText('Gracias. Revisaremos tu denuncia.')).toBeVisible();

      // The operator opens the console, signs in on the way and comes back to it.
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/auth\?type=client&next=%2Fadmin/);
      await signInInForm(page, E2E_OPERATOR.email, E2E_OPERATOR.password);
      await expect(page).toHaveURL(/\/admin$/);

      // First time: the secret to add to an authenticator app, then its code.
      await expect(
        page.getByRole('heading', { name: 'Añade la consola a tu app de autenticación' }),
      ).toBeVisible();
      const secret = (await page.locator('.admin-secret').innerText()).replace(/\s/g, '');
      await expect(page.getByRole('link', { name: 'Abrir en la app de autenticación' })).toHaveAttribute(
        'href',
        new RegExp(`^otpauth://totp/.*secret=${secret}`),
      );
      await expectNoSeriousA11yViolations(page);
      const code = page.getByLabel('Código de tu app de autenticación');
      const right = await generate({ secret });
      // A wrong code: the API's Spanish answer.
      await code.fill(right.slice(0, 5) + String((Number(right[5]) + 1) % 10));
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('alert')).toContainText(/código/i);
      await code.fill(right);
      await page.getByRole('button', { name: 'Entrar' }).click();

      // The queue: the request with its report.
      await expect(page.getByRole('heading', { name: 'Denuncias pendientes' })).toBeVisible();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
      await expect(row.getByRole('cell', { name: 'Solicitud', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Fraude o estafa' })).toBeVisible();
      await expect(row.getByRole('link', { name: `Ver la página de solicitud ${id}` })).toHaveAttribute(
        'href',
        `/projects/${id}`,
      );
      await expectNoSeriousA11yViolations(page);
      await row.getByRole('link', { name: `Revisar solicitud ${id}` }).click();

      // Hide it: a reason is required, then a confirm.
      await expect(page.getByRole('heading', { name: `Solicitud ${id}` })).toBeVisible();
      await expect(page.getByText('Aún no hay decisiones sobre este elemento.')).toBeVisible();
      await page.getByRole('radio', { name: 'Ocultar' }).check();
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByRole('alert')).toHaveText('Indica el motivo');
      const reason = 'Pide pagos por adelantado fuera de la plataforma.';
      await page.getByLabel('Motivo (obligatorio)').fill(reason);
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Sí, aplicar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Hecho: Ocultar.' })).toBeVisible();
      const entry = page.getByRole('row').filter({ hasText: reason });
      await expect(entry.getByRole('cell', { name: 'Ocultado' })).toBeVisible();
      await expect(entry.getByRole('cell', { name: /^Operador \d+$/ })).toBeVisible();

      // Back in the queue, the decided request is gone.
      await page.getByRole('link', { name: 'Volver a las denuncias' }).click();
      await expect(page.getByRole('heading', { name: 'Denuncias pendientes' })).toBeVisible();
      await expect(page.getByRole('link', { name: `Revisar solicitud ${id}` })).toHaveCount(0);

      // The error counts per release, one remote at a time (its choice kept in the URL).
      await page.getByRole('link', { name: 'Errores por versión' }).click();
      await expect(page.getByRole('heading', { name: 'Errores por versión' })).toBeVisible();
      await page.getByLabel('Remote').selectOption('mfe_admin');
      await expect(page).toHaveURL(/remote=mfe_admin/);
      await expect(page.getByText('Ningún fallo en este periodo.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Its author sees why; a visitor, nothing.
      await author.page.goto(`/projects/${id}`);
      await expect(author.page.getByText('Oculto por moderación.')).toBeVisible();
      await expect(author.page.getByText(`Motivo: ${reason}`)).toBeVisible();
      const visitor = await browser.newContext({ baseURL: SHELL_URL });
      const anonymous = await visitor.newPage();
      await anonymous.goto(`/projects/${id}`);
      await expect(
        anonymous.getByRole('heading', { level: 1, name: 'Solicitud no encontrada' }),
      ).toBeVisible();
      await visitor.close();

      // The reporter learns the outcome on their account (the e-mail goes to confirmed addresses only).
      await reporter.page.goto('/profile/cuenta');
      const mine = reporter.page.getByRole('region', { name: 'Mis denuncias' }).getByRole('listitem');
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText('Una solicitud · Fraude o estafa');
      await expect(mine).toContainText('Contenido retirado');
      await expectNoSeriousA11yViolations(reporter.page);
      await reporter.context.close();
    } finally {
      await closeRequestViaApi(author.request, id).catch(() => undefined);
      await author.context.close();
    }
  });
});
