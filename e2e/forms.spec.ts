// Forms typed with the keyboard (docs/product.md §6): an error shows after a submit and goes as soon as its field
// is valid; dialogs keep the focus inside while open; the success toast leaves the header's buttons free.
import type { Locator, Page } from '@playwright/test';
import { newAccount, registerViaApi, type Account, type UserType } from './support/accounts';
import { authTab } from './support/auth-page';
import { SHELL_URL } from './support/environment';
import { expect, test } from './support/test';

/** Puts the keyboard focus on an element, once the live page has replaced the shell's inert prerendered frame. */
async function focusOn(element: Locator) {
  await expect(async () => {
    await element.focus();
    await expect(element).toBeFocused({ timeout: 500 });
  }).toPass();
}

/** Types into a field as a person does: focus, keys, then Tab out. */
async function typeInto(field: Locator, text: string) {
  await focusOn(field);
  await field.page().keyboard.type(text);
  await field.page().keyboard.press('Tab');
}

/** Picks an option of an antd select with the keyboard: open with the arrow, walk to the option, Enter. */
async function chooseWithKeys(select: Locator, option: string) {
  const page = select.page();
  await focusOn(select);
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  for (let i = 0; i < 25 && (await active.textContent()) !== option; i++)
    await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText(option);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
}

/** Submits with the keyboard: focus on the button, Enter. */
async function submitWithKeys(button: Locator) {
  await focusOn(button);
  await button.page().keyboard.press('Enter');
}

/** The error text under one labelled field (antd's form item around it). */
const errorOf = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');

/** Each labelled field shows its error text. */
async function expectErrors(page: Page, errors: Record<string, string>) {
  for (const [label, text] of Object.entries(errors)) await expect(errorOf(page, label)).toHaveText(text);
}

/** None of these labelled fields shows an error. */
async function expectNoErrors(page: Page, labels: string[]) {
  for (const label of labels) await expect(errorOf(page, label)).toHaveCount(0);
}

// The forms whose errors go as each field is corrected: who opens the form, its submit button, the errors an empty
// submit shows, the corrections (text typed, or an option of a select chosen), and what a second submit shows
// then, under a field or anywhere.
const FORMS: {
  test: string;
  userType: UserType;
  address: string;
  submit: string;
  errors: Record<string, string>;
  corrections: Record<string, string | { option: string }>;
  emptied?: string;
  stillWrong?: string;
  next: { field?: string; text: string };
}[] = [
  {
    test: '/create-post: corrected city, postal code and type lose their errors, before and after a second submit',
    userType: 'client',
    address: '/create-post',
    submit: 'Publicar solicitud',
    errors: {
      Ciudad: 'La ciudad es requerida',
      'Código postal': 'El código postal debe tener 5 dígitos',
      'Tipo de reforma': 'Selecciona un tipo de reforma',
    },
    corrections: { Ciudad: 'Sevilla', 'Código postal': '41001', 'Tipo de reforma': { option: 'Baños' } },
    // A field still wrong keeps its error.
    stillWrong: '¿Cuándo quieres empezar?',
    next: { text: 'Debes aceptar los términos y condiciones' },
  },
  {
    test: '/create-cleaning: a corrected city and phone lose their errors',
    userType: 'cleaning',
    address: '/create-cleaning',
    submit: 'Publicar servicio',
    // Filled in from the account: emptied first.
    emptied: 'Teléfono',
    errors: { Ciudad: 'La ciudad es requerida', Teléfono: 'El teléfono debe tener al menos 9 caracteres' },
    corrections: { Ciudad: 'Sevilla', Teléfono: '600 11 22 33', Disponibilidad: { option: 'Mañanas' } },
    next: { field: 'Años de experiencia', text: 'Selecciona los años de experiencia' },
  },
  {
    test: 'the worker profile form: corrected city and postal code lose their errors',
    userType: 'professional',
    address: '/worker-view?tab=perfil',
    submit: 'Crear Perfil',
    errors: { Ciudad: 'La ciudad es requerida', 'Código postal': 'El código postal debe tener 5 dígitos' },
    corrections: { Ciudad: 'Sevilla', 'Código postal': '41001' },
    next: { text: 'Selecciona al menos un servicio' },
  },
];

test.describe('an error goes when its field becomes valid, typed with the keyboard', () => {
  for (const form of FORMS) {
    test(form.test, async ({ page }) => {
      await registerViaApi(page.request, form.userType);
      await page.goto(form.address);
      const submit = page.getByRole('button', { name: form.submit });
      if (form.emptied) await page.getByLabel(form.emptied).fill('');
      await submitWithKeys(submit);
      await expectErrors(page, form.errors);

      for (const [label, value] of Object.entries(form.corrections)) {
        if (typeof value === 'string') await typeInto(page.getByLabel(label), value);
        else await chooseWithKeys(page.getByLabel(label), value.option);
      }
      const corrected = Object.keys(form.corrections);
      await expectNoErrors(page, corrected);
      if (form.stillWrong) await expect(errorOf(page, form.stillWrong)).not.toHaveCount(0);

      await submitWithKeys(submit);
      if (form.next.field) await expect(errorOf(page, form.next.field)).toHaveText(form.next.text);
      else await expect(page.getByText(form.next.text)).toBeVisible();
      await expectNoErrors(page, corrected);
    });
  }

  test('/create-cleaning: a phone half typed is not yet an error', async ({ page }) => {
    await registerViaApi(page.request, 'cleaning');
    await page.goto('/create-cleaning');
    await page.getByLabel('Teléfono').fill('');
    await typeInto(page.getByLabel('Teléfono'), '600');
    await expect(errorOf(page, 'Teléfono')).toHaveCount(0);
  });

  test('/profile/edit: a corrected phone loses its error', async ({ page }) => {
    await registerViaApi(page.request, 'professional');
    await page.goto('/profile/edit');
    const phone = page.getByLabel('Teléfono');
    await focusOn(phone);
    await page.keyboard.press('ControlOrMeta+a');
    await typeInto(phone, '12');
    await expect(errorOf(page, 'Teléfono')).toHaveCount(0);
    await submitWithKeys(page.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(errorOf(page, 'Teléfono')).toHaveText('El teléfono debe tener al menos 9 números');

    await focusOn(phone);
    await page.keyboard.press('ControlOrMeta+a');
    await typeInto(phone, '655 44 33 22');
    await expect(errorOf(page, 'Teléfono')).toHaveCount(0);
  });

  test('/auth: login and register errors show after a submit and go when the field is valid', async ({
    page,
  }) => {
    await page.goto('/auth?type=client');
    const login = await authTab(page, 'Iniciar sesión');
    // Half an address is not an error while the person is still typing it.
    await typeInto(login.getByLabel('Correo electrónico'), 'ana@');
    await expect(login.getByText('Email inválido')).toHaveCount(0);
    await submitWithKeys(login.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(login.getByText('Email inválido')).toBeVisible();
    await expect(login.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await typeInto(login.getByLabel('Correo electrónico'), 'ejemplo.es');
    await expect(login.getByText('Email inválido')).toHaveCount(0);
    await expect(login.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

    const register = await authTab(page, 'Registrarse');
    const account = newAccount('client');
    await typeInto(register.getByLabel('Nombre completo'), 'Al');
    await expect(register.getByText('El nombre debe tener al menos 3 caracteres')).toHaveCount(0);
    await submitWithKeys(register.getByRole('button', { name: 'Registrarse' }));
    await expect(register.getByText('El nombre debe tener al menos 3 caracteres')).toBeVisible();
    await expect(register.getByText('Email inválido')).toBeVisible();
    await typeInto(register.getByLabel('Nombre completo'), 'ba Gil');
    await typeInto(register.getByLabel('Correo electrónico'), account.email);
    await expect(register.getByText('El nombre debe tener al menos 3 caracteres')).toHaveCount(0);
    await expect(register.getByText('Email inválido')).toHaveCount(0);
  });
});

/** Whether the keyboard focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Tab and Shift+Tab, a few rounds each way: the focus never leaves the dialog. */
async function expectFocusKeptInside(page: Page) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page), `${key} n.º ${i + 1}`).toBe(true);
    }
  }
}

test.describe('dialogs keep the keyboard inside and give it back', () => {
  test("'Acceso requerido': Tab goes round inside, Escape returns the focus to 'Añade tu proyecto'", async ({
    page,
  }) => {
    await page.goto('/projects');
    const opener = page.getByRole('button', { name: 'Añade tu proyecto' });
    await focusOn(opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Acceso requerido' });
    await expect(dialog).toBeVisible();
    await expectFocusKeptInside(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the chat's profile dialog: Tab goes round inside, Escape returns the focus to the contact", async ({
    page,
    browser,
  }) => {
    const me = await registerViaApi(page.request, 'client', 'Irene Campos');
    const context = await browser.newContext({ baseURL: SHELL_URL });
    try {
      const other = await context.newPage();
      await registerViaApi(other.request, 'professional', 'Hugo Serrano');
      const sent = await other.request.post('/api/messages', {
        data: { receiverId: me.id, message: 'Buenas tardes' },
      });
      expect(sent.ok()).toBe(true);
    } finally {
      await context.close();
    }
    await page.goto('/chat');
    const opener = page.getByRole('button', { name: 'Ver perfil de Hugo Serrano' }).first();
    await focusOn(opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Chatear' })).toBeVisible();
    await expectFocusKeptInside(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

/** Where an element is drawn; it must be shown. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('elemento no visible');
  return box;
}

/** Saves /profile/edit and measures the success toast against the header and its buttons. */
async function successToastAgainstHeader(page: Page, account: Account) {
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { name: 'Editar Perfil de Empresa' })).toBeVisible();
  await page.getByLabel('Nombre de la empresa').fill(`Reformas ${account.id}`);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Perfil actualizado' });
  await expect(toast).toBeVisible();
  const header = await boxOf(page.locator('.site-header'));
  // Waits out the toast's entry animation; a toast drawn over the header never gets there.
  await expect
    .poll(async () => (await boxOf(toast)).y, { message: 'el aviso empieza bajo la cabecera' })
    .toBeGreaterThanOrEqual(header.y + header.height);
  return { toast: await boxOf(toast), header };
}

test.describe('the success toast leaves the header free', () => {
  test("at 1366×900 it sits under the header, clear of 'Perfil'", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = await registerViaApi(page.request, 'professional');
    const { toast, header } = await successToastAgainstHeader(page, account);
    const perfil = await boxOf(page.getByRole('button', { name: 'Perfil', exact: true }));
    const overlaps =
      toast.x < perfil.x + perfil.width &&
      perfil.x < toast.x + toast.width &&
      toast.y < perfil.y + perfil.height &&
      perfil.y < toast.y + toast.height;
    expect(overlaps, 'el aviso tapa el botón Perfil').toBe(false);
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('at 390×844 it sits under the header, clear of the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await registerViaApi(page.request, 'professional');
    const { toast } = await successToastAgainstHeader(page, account);
    expect(toast.width).toBeLessThanOrEqual(390);
    // Once in place, whole inside the screen.
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Perfil actualizado' });
    await expect.poll(async () => (await boxOf(notice)).x).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const box = await boxOf(notice);
        return box.x + box.width;
      })
      .toBeLessThanOrEqual(390);
  });
});
