// The chat: two people in two browsers, live delivery through the push channel, read marks, the header's unread
// badge, contact search, the profile dialog and the 5 s fallback while the channel is cut (the redeploy of the
// chat remote is in remotes-deploy.spec.ts).
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerViaApi, sendMessageViaApi, someoneElseWithPage, type Account } from './support/accounts';
import { expect, expectNoConsoleErrors, holdRequests, test } from './support/test';

const EMPTY = 'No hay mensajes aún. ¡Comienza la conversación!';

const messageBox = (page: Page) => page.getByPlaceholder('Escribe un mensaje...');
const conversation = (page: Page, name: string) =>
  page.getByRole('list', { name: `Conversación con ${name}` });

test('two people chat live: the receiver sees the message and the badge without reloading, the sender sees it read', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, 'client', 'Clara Nieto');
  const pro = await someoneElseWithPage(browser, 'professional', 'Pablo Ortega');

  // The professional waits on the home page, signed in.
  await pro.page.goto('/');
  const proBanner = pro.page.getByRole('banner');
  await expect(proBanner.getByRole('button', { name: /Perfil/ })).toBeVisible();

  // The client opens a conversation with someone never written to.
  await page.goto(`/chat/${pro.account.id}`);
  // The first load of the chat remote in the run: generous on a busy machine.
  await expect(page.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByText('No tienes contactos aún')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await messageBox(page).fill('Hola Pablo, quiero reformar el baño');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const sent = conversation(page, 'Pablo Ortega')
    .getByRole('listitem')
    .filter({ hasText: 'quiero reformar el baño' });
  await expect(sent).toHaveAttribute('data-own', 'true');
  await expect(sent.getByRole('img', { name: 'Enviado' })).toBeVisible();
  await expect(messageBox(page)).toHaveValue('');
  // Now a contact.
  await expect(page.getByRole('button', { name: /Pablo Ortega/ }).first()).toBeVisible();

  // Live on the professional's header, no reload.
  await expect(proBanner.getByRole('img', { name: '1 mensaje sin leer' })).toBeVisible();
  await sendMessageViaApi(page.request, pro.account.id, '¿Cuándo podrías venir?');
  await expect(proBanner.getByRole('img', { name: '2 mensajes sin leer' })).toBeVisible();
  await expectNoSeriousA11yViolations(pro.page);

  // The professional goes to the messages through the menu (client-side navigation) and opens the conversation.
  await proBanner.getByRole('button', { name: /Perfil/ }).click();
  await pro.page.getByRole('menuitem', { name: /Mensajes/ }).click();
  await expect(pro.page).toHaveURL(/\/chat$/);
  await expect(pro.page.getByText('Selecciona un contacto')).toBeVisible();
  const contactRow = pro.page.getByRole('listitem').filter({ hasText: 'Clara Nieto' });
  await expect(contactRow.getByRole('img', { name: '2 mensajes sin leer' })).toBeVisible();
  await expect(contactRow.getByText('Cliente')).toBeVisible();
  await expectNoSeriousA11yViolations(pro.page);
  await contactRow.getByRole('button', { name: /^Clara Nieto/ }).click();
  const proView = conversation(pro.page, 'Clara Nieto');
  await expect(proView.getByText('Hola Pablo, quiero reformar el baño')).toBeVisible();
  await expect(proView.getByRole('listitem').filter({ hasText: '¿Cuándo podrías venir?' })).toHaveAttribute(
    'data-own',
    'false',
  );
  await expectNoSeriousA11yViolations(pro.page);

  // Reading clears the badge, and the client sees both messages read without reloading.
  await expect(proBanner.getByRole('img', { name: /mensajes? sin leer/ })).toHaveCount(0);
  await expect(conversation(page, 'Pablo Ortega').getByRole('img', { name: 'Leído' })).toHaveCount(2);

  // The answer arrives live at the client.
  await messageBox(pro.page).fill('El lunes a las 10');
  await messageBox(pro.page).press('Enter');
  await expect(conversation(page, 'Pablo Ortega').getByText('El lunes a las 10')).toBeVisible();
  await pro.page.context().close();
});

test('contact search: matches highlighted and counted, Escape clears, Enter opens the only match', async ({
  page,
  browser,
}) => {
  const me = await registerViaApi(page.request, 'client', 'Marta Vidal');
  const names = ['Rosa Molina', 'Rosario Pardo', 'Tomás Quintero'];
  const people: Account[] = [];
  for (const name of names) {
    const person = await someoneElseWithPage(browser, 'professional', name);
    people.push(person.account);
    await sendMessageViaApi(person.page.request, me.id, `Hola, soy ${name}`);
    await person.page.context().close();
  }

  await page.goto('/chat');
  const search = page.getByRole('searchbox', { name: 'Buscar contactos' });
  const rows = page.getByRole('region', { name: 'Contactos' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  // Newest conversation first.
  await expect(rows.first()).toContainText('Tomás Quintero');

  await search.fill('ros');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('2 contactos encontrados')).toBeVisible();
  await expect(rows.first().locator('mark').first()).toHaveText(/ros/i);
  await expectNoSeriousA11yViolations(page);

  await search.press('Enter');
  await expect(page).toHaveURL(/\/chat$/);
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(rows).toHaveCount(3);

  await search.fill('nadie');
  await expect(page.getByText('No se encontraron contactos con "nadie"')).toBeVisible();
  await search.fill('tomas');
  await expect(rows).toHaveCount(1);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/chat/${people[2].id}$`));
  await expect(conversation(page, 'Tomás Quintero').getByText('Hola, soy Tomás Quintero')).toBeVisible();
});

test('the profile dialog shows the other person with the phone protected, and Chatear opens the chat', async ({
  page,
  browser,
}) => {
  await registerViaApi(page.request, 'client', 'Irene Campos');
  const pro = await someoneElseWithPage(browser, 'professional', 'Hugo Serrano');
  await sendMessageViaApi(
    pro.page.request,
    (await (await page.request.get('/api/user')).json()).id,
    'Buenas tardes',
  );

  await page.goto('/chat');
  await page.getByRole('button', { name: 'Ver perfil de Hugo Serrano' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('@', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByText('***678')).toBeVisible();
  await expect(dialog.getByText('612345678')).toHaveCount(0);
  await expect(dialog.getByText('Protegido', { exact: true })).toBeVisible();
  // Hugo wrote and Irene has not answered: his e-mail is not hers to see yet (docs/privacy.md).
  await expect(dialog.getByText(pro.account.email)).toHaveCount(0);
  await expect(dialog.getByText('Profesional').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Chatear' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${pro.account.id}$`));
  await expect(conversation(page, 'Hugo Serrano').getByText('Buenas tardes')).toBeVisible();
  await pro.page.context().close();
});

test('with the push channel cut the conversation still arrives every 5 s, and goes live again when it returns', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const me = await registerViaApi(page.request, 'client', 'Elena Prieto');
  const pro = await someoneElseWithPage(browser, 'professional', 'Sergio Calvo');
  await sendMessageViaApi(pro.page.request, me.id, 'Primer mensaje');

  const cut = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route('**/api/events**', cut);
  await page.goto(`/chat/${pro.account.id}`);
  const view = conversation(page, 'Sergio Calvo');
  await expect(view.getByText('Primer mensaje')).toBeVisible();

  await sendMessageViaApi(pro.page.request, me.id, 'Llega sin canal');
  await expect(view.getByText('Llega sin canal')).toBeVisible({ timeout: 15_000 });

  // The channel comes back by itself.
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200, { timeout: 45_000 }),
    page.unroute('**/api/events**', cut),
  ]);

  // Live again: the next message shows up with no conversation request at all.
  let polls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/messages?')) polls += 1;
  });
  // Let a poll that was already due run first; from here on nothing should poll.
  await page.waitForTimeout(1000);
  polls = 0;
  await sendMessageViaApi(pro.page.request, me.id, 'Llega en directo');
  await expect(view.getByText('Llega en directo')).toBeVisible({ timeout: 4000 });
  await page.waitForTimeout(5500);
  expect(polls, 'sin sondeo con el canal abierto').toBe(0);
  await expectNoSeriousA11yViolations(page);
  await pro.page.context().close();
});

test('Bloquear: the blocked person’s message is refused with a clear message and never arrives; Desbloquear lets them write again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const me = await registerViaApi(page.request, 'client', 'Rosa Calvo');
  const pest = await someoneElseWithPage(browser, 'professional', 'Mario Pineda');
  await sendMessageViaApi(pest.page.request, me.id, 'Le hago la obra en negro, más barato');

  await page.goto(`/chat/${pest.account.id}`);
  await expect(conversation(page, 'Mario Pineda').getByText('más barato')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '¿Bloquear a Mario Pineda?' });
  await expect(
    dialog.getByText('Mario Pineda no podrá escribirte y no verá nada nuevo de ti.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Has bloqueado a Mario Pineda. No puede escribirte.')).toBeVisible();
  await expect(messageBox(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The blocked person writes: refused with the reason, the text kept, nothing arrives.
  await pest.page.goto(`/chat/${me.id}`);
  await messageBox(pest.page).fill('¿Por qué no contesta?');
  await pest.page.getByRole('button', { name: 'Enviar' }).click();
  await expect(pest.page.getByText('Esta persona no acepta tus mensajes. No se ha enviado.')).toBeVisible();
  await expect(messageBox(pest.page)).toHaveValue('¿Por qué no contesta?');
  await expect(conversation(pest.page, 'Rosa Calvo').getByText('¿Por qué no contesta?')).toHaveCount(0);
  await page.reload();
  await expect(conversation(page, 'Mario Pineda').getByText('más barato')).toBeVisible();
  await expect(conversation(page, 'Mario Pineda').getByText('¿Por qué no contesta?')).toHaveCount(0);

  // Unblocked from the same place: the retried message arrives live.
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(messageBox(page)).toBeVisible();
  await pest.page.getByRole('button', { name: 'Enviar' }).click();
  await expect(conversation(page, 'Mario Pineda').getByText('¿Por qué no contesta?')).toBeVisible();
  await pest.page.context().close();
});

test('signed out, /chat sends to /auth and back to the chat after signing in', async ({ page, browser }) => {
  const other = await someoneElseWithPage(browser, 'client', 'Nuria Soler');
  const account = other.account;
  await other.page.context().close();
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/auth\?type=client&next=%2Fchat$/);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('No tienes contactos aún')).toBeVisible();
});

test('the served HTML of /chat holds the heading and the window frame, which the page fills in place', async ({
  page,
  request,
  watch,
}) => {
  const html = await (await request.get('/chat')).text();
  expect(html).toContain('data-prerendered="/chat"');
  expect(html).toContain('<h1>Mensajes</h1>');
  expect(html).toContain('class="chat-window chat-window-pending"');

  await registerViaApi(page.request, 'client', 'Irene Prado');
  // The remote is held back (its manifest) so that the frame can be measured.
  const release = await holdRequests(page, '**/mf-manifest.json');
  await page.goto('/chat');
  await expect(page.locator('.chat-screen[inert] .chat-window')).toBeVisible();
  const frameBox = await page.locator('.chat-window').boundingBox();
  expect(frameBox?.height).toBe(600);
  release();
  await expect(page.getByText('No tienes contactos aún')).toBeVisible();
  await expect(page.locator('.chat-screen[inert]')).toHaveCount(0);
  await expect(page.locator('.chat-window-pending')).toHaveCount(0);
  // The filled window sits where the frame's was: nothing below the heading moved.
  expect(await page.locator('.chat-window').boundingBox()).toEqual(frameBox);
  expectNoConsoleErrors(watch);
});
