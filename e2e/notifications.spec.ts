import { listInDirectoryViaApi, registerViaApi, someoneElse } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { SHELL_URL } from './support/environment';
import { confirmAddressViaMail, linkIn, mailText } from './support/mail';
import { expect, test } from './support/test';

test.describe('notification e-mails', () => {
  test('a client writes to an away professional: the e-mail links to the conversation, and its foot stops those e-mails', async ({
    page,
    browser,
  }) => {
    // The professional, signed in on this page (and then away: no page of theirs is open).
    const pro = await registerViaApi(page.request, 'professional', 'Andrés Gil Soto');
    await confirmAddressViaMail(page.request, pro.email);
    const client = await someoneElse(browser, 'client', 'Lucía Ortega Ruiz');
    const sent = await client.request.post('/api/messages', {
      data: { receiverId: pro.id, message: '¿Podría venir el martes a ver el baño?' },
    });
    expect(sent.status()).toBe(201);
    await client.context.close();

    const mail = await mailText(pro.email, 'Lucía Ortega Ruiz te ha escrito');
    expect(mail).toContain('«¿Podría venir el martes a ver el baño?»');
    await page.goto(linkIn(mail, `${SHELL_URL}/chat/`));
    await expect(page).toHaveURL(new RegExp(`/chat/${client.account.id}$`));
    await expect(page.getByText('¿Podría venir el martes a ver el baño?')).toBeVisible();

    // The foot's link: stops these e-mails without signing in, says so, and offers the way back.
    const stop = linkIn(mail, `${SHELL_URL}/baja?token=`);
    const visitor = await browser.newContext({ baseURL: SHELL_URL });
    const stopPage = await visitor.newPage();
    await stopPage.goto(stop);
    await expect(stopPage.getByRole('heading', { level: 1, name: 'Darse de baja' })).toBeVisible();
    await expect(stopPage.getByRole('status')).toContainText('Ya no enviaremos «mensajes sin leer» a ');
    await expectNoSeriousA11yViolations(stopPage);
    await stopPage.getByRole('button', { name: 'Volver a recibirlos' }).click();
    await expect(stopPage.getByRole('status')).toContainText('Volverás a recibir «mensajes sin leer»');
    await visitor.close();
  });

  test("a professional's preferences: switches, the alerts' frequency, types and areas, kept", async ({
    page,
  }) => {
    await registerViaApi(page.request, 'professional');
    await listInDirectoryViaApi(page.request);
    await page.goto('/profile/notificaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones por correo' })).toBeVisible();
    // Not confirmed yet: the page says no notice goes out until then.
    await expect(page.getByText('Confirma tu correo electrónico para recibir estos avisos')).toBeVisible();
    // The defaults come from the profile: its service and its province.
    await expect(page.getByRole('checkbox', { name: 'Baños' })).toBeChecked();
    await expect(page.getByLabel('Zonas')).toHaveValue('50');
    await expect(page.getByRole('radio', { name: 'Resumen diario a las 8:00' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('switch', { name: 'Valoraciones' }).uncheck();
    await page.getByRole('radio', { name: 'Al momento' }).check();
    await page.getByRole('checkbox', { name: 'Cocinas' }).check();
    await page.getByLabel('Zonas').fill('123456');
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(page.getByText('Un código postal tiene 5 cifras')).toBeVisible();
    await page.getByLabel('Zonas').fill('50, Huesca');
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(page.getByText('Preferencias guardadas.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Valoraciones' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Mensajes sin leer' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Al momento' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Cocinas' })).toBeChecked();
    await expect(page.getByLabel('Zonas')).toHaveValue('50, Huesca');
  });

  test('a client sees only the kinds that reach a client', async ({ page }) => {
    await registerViaApi(page.request, 'client');
    await page.goto('/profile/notificaciones');
    await expect(page.getByRole('switch', { name: 'Mensajes sin leer' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Valoraciones' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Alertas de solicitudes' })).toHaveCount(0);
  });
});
