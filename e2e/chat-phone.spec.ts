// The chat on a phone (390×844, touch): one pane at a time, a way back to the contacts, the send form across the
// screen, the newest message in view; the row opens the conversation, the avatar or the name the profile.
// On a desktop both panes stay side by side (docs/product.md, 3.10).
import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerViaApi, sendMessageViaApi, type Account } from './support/accounts';
import { SHELL_URL } from './support/environment';
import { expect, expectNoConsoleErrors, holdRequests, test } from './support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A professional in a browser of their own who writes `messages` to `to` and leaves. */
async function professionalWrites(
  browser: Browser,
  name: string,
  to: number,
  messages: string[],
): Promise<Account> {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const request = context.request;
  const account = await registerViaApi(request, 'professional', name);
  for (const message of messages) await sendMessageViaApi(request, to, message);
  await context.close();
  return account;
}

const contactsPane = (page: Page) => page.getByRole('region', { name: 'Contactos' });
const conversation = (page: Page, name: string) =>
  page.getByRole('list', { name: `Conversación con ${name}` });
const backToContacts = (page: Page) => page.getByRole('link', { name: 'Volver a contactos' });

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'ancho del documento').toBeLessThanOrEqual(390);
}

/** The element lies wholly inside the 390 px screen, and its own content is not clipped. */
async function expectWhollyOnScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const clipped = await locator.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(clipped, 'contenido recortado').toBe(false);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('one pane at a time: the contacts, then the conversation with a way back, the form across the screen and the newest message in view', async ({
    page,
    browser,
    watch,
  }) => {
    test.setTimeout(90_000);
    const me = await registerViaApi(page.request, 'client', 'Alba Ferrer');
    // Enough messages to scroll, one of them a long unbroken word that must wrap rather than be cut.
    const history = Array.from({ length: 14 }, (_, i) => `Mensaje número ${i + 1} sobre la reforma`);
    history.push('Presupuesto: https://ejemplo.es/presupuestos/reforma-integral-de-bano-con-plato-de-ducha');
    history.push('¿Te viene bien el jueves por la mañana?');
    const pro = await professionalWrites(browser, 'Jorge Llorente', me.id, history);

    await page.goto('/chat');
    const contacts = contactsPane(page);
    // The first load of the chat remote in the run: generous on a busy machine.
    await expect(contacts).toBeVisible({ timeout: 30_000 });
    const row = contacts.getByRole('listitem').filter({ hasText: 'Jorge Llorente' });
    await expect(row).toBeVisible();
    // Only the contacts: no conversation pane squeezed beside them.
    await expect(page.getByText('Selecciona un contacto')).toBeHidden();
    await expectWhollyOnScreen(row);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // A tap anywhere on the row but the avatar opens the conversation: here its far right end.
    const rowBox = await row.boundingBox();
    await row.tap({ position: { x: (rowBox?.width ?? 0) - 6, y: (rowBox?.height ?? 0) / 2 } });
    await expect(page).toHaveURL(new RegExp(`/chat/${pro.id}$`));

    const list = conversation(page, 'Jorge Llorente');
    await expect(list.getByText('Mensaje número 1 sobre')).toBeAttached();
    await expect(contacts).toBeHidden();
    await expect(backToContacts(page)).toBeVisible();
    // The newest message is on screen (not only scrolled to within its list).
    await expect(list.getByRole('listitem').last()).toContainText('el jueves por la mañana');
    await expect(list.getByRole('listitem').last()).toBeInViewport({ ratio: 1 });

    // The form spans the screen: a wide input, 'Enviar' whole.
    const input = page.getByPlaceholder('Escribe un mensaje...');
    const inputBox = await input.boundingBox();
    expect(inputBox?.width ?? 0, 'ancho del campo de mensaje').toBeGreaterThan(220);
    await input.fill('Sí, el jueves a las 9');
    const sendButton = page.getByRole('button', { name: 'Enviar' });
    await expectWhollyOnScreen(sendButton);
    await expectWhollyOnScreen(input);

    // Long messages wrap inside the screen.
    await list.getByText('reforma-integral-de-bano').scrollIntoViewIfNeeded();
    await expectWhollyOnScreen(list.getByRole('listitem').filter({ hasText: 'reforma-integral-de-bano' }));
    await expectNoSidewaysScroll(page);

    // After sending, the new message is the one in view.
    await sendButton.tap();
    const sent = list.getByRole('listitem').filter({ hasText: 'Sí, el jueves a las 9' });
    await expect(sent).toHaveAttribute('data-own', 'true');
    await expect(sent).toBeInViewport({ ratio: 1 });
    await expectWhollyOnScreen(sent);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // Back to the contacts, and the conversation gives way to them.
    await backToContacts(page).tap();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(contacts).toBeVisible();
    await expect(list).toBeHidden();
    await expect(backToContacts(page)).toHaveCount(0);
    expectNoConsoleErrors(watch);
  });

  test('the avatar in the list and the name in the conversation open the profile, the rest of the row the conversation', async ({
    page,
    browser,
  }) => {
    const me = await registerViaApi(page.request, 'client', 'Carla Ibáñez');
    const pro = await professionalWrites(browser, 'Raúl Montero', me.id, ['Hola Carla']);

    await page.goto('/chat');
    const row = contactsPane(page).getByRole('listitem').filter({ hasText: 'Raúl Montero' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    const avatar = row.getByRole('button', { name: 'Ver perfil de Raúl Montero' });
    const opener = row.getByRole('button', { name: /^Raúl Montero/ });
    // Two targets side by side, neither covering the other.
    const [avatarBox, openerBox] = [await avatar.boundingBox(), await opener.boundingBox()];
    expect((avatarBox?.x ?? 0) + (avatarBox?.width ?? 0)).toBeLessThanOrEqual(openerBox?.x ?? 0);
    expect(avatarBox?.height ?? 0, 'alto del avatar').toBeGreaterThanOrEqual(40);

    // The avatar opens the profile, and only that.
    await avatar.tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Chatear' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expectWhollyOnScreen(dialog.getByRole('button', { name: 'Chatear' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Any other spot of the row opens the conversation: here its bottom left corner, under the avatar.
    const rowBox = await row.boundingBox();
    await row.tap({ position: { x: 4, y: (rowBox?.height ?? 0) - 4 } });
    await expect(page).toHaveURL(new RegExp(`/chat/${pro.id}$`));

    // In the conversation the avatar and the name open the profile dialog, and say so.
    const header = page.getByRole('region', { name: 'Conversación con Raúl Montero' });
    const name = header.getByRole('heading', { name: 'Raúl Montero' }).getByRole('button');
    await expect(header.getByRole('button', { name: 'Ver perfil de Raúl Montero' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(name).toHaveAttribute('aria-haspopup', 'dialog');
    await name.tap();
    await expect(dialog.getByRole('button', { name: 'Chatear' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/chat/${pro.id}$`));
  });

  test('the prerendered frame takes the box the phone layout fills: nothing jumps when the remote mounts', async ({
    page,
  }) => {
    await registerViaApi(page.request, 'client', 'Nerea Vallejo');
    const release = await holdRequests(page, '**/mf-manifest.json');
    await page.goto('/chat');
    await expect(page.locator('.chat-screen[inert] .chat-window')).toBeVisible();
    const frameBox = await page.locator('.chat-window').boundingBox();
    release();
    await expect(page.getByText('No tienes contactos aún')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.chat-screen[inert]')).toHaveCount(0);
    expect(await page.locator('.chat-window').boundingBox()).toEqual(frameBox);
    await expectNoSidewaysScroll(page);
  });
});

test('on a desktop both panes stay side by side, with no way back needed', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const me = await registerViaApi(page.request, 'client', 'Diego Sanz');
  const pro = await professionalWrites(browser, 'Inés Carrasco', me.id, ['Buenos días']);

  await page.goto(`/chat/${pro.id}`);
  const list = conversation(page, 'Inés Carrasco');
  await expect(list.getByText('Buenos días')).toBeVisible({ timeout: 30_000 });
  const contacts = contactsPane(page);
  await expect(contacts).toBeVisible();
  const [contactsBox, listBox] = [await contacts.boundingBox(), await list.boundingBox()];
  expect((contactsBox?.x ?? 0) + (contactsBox?.width ?? 0)).toBeLessThanOrEqual(listBox?.x ?? 0);
  expect(listBox?.width ?? 0).toBeGreaterThan(600);
  await expect(backToContacts(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/chat');
  await expect(contacts.getByRole('listitem').filter({ hasText: 'Inés Carrasco' })).toBeVisible();
  await expect(page.getByText('Selecciona un contacto')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
