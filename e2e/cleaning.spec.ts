// The cleaning remote in a real browser through the shell: a cleaner signs up and publishes their one service,
// the public directory with its filters in the URL and what a visitor sees of each card, the 'Acceso requerido'
// dialog and axe-core on both screens (the redeploy of the cleaning remote is in remotes-deploy.spec.ts).
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { newAccount, registerViaApi } from './support/accounts';
import { expectAccessRequired, registerInForm } from './support/auth-page';
import { SHELL_URL } from './support/environment';
import { photo } from './support/photos';
import { expect, test } from './support/test';
import { uniqueName } from './support/unique';

type NewService = {
  name: string;
  phone: string;
  city: string;
  serviceType: string[];
  allowDirectContact: boolean;
  hasReferences?: boolean;
  experience?: number;
};

/** A service published by another cleaner (a separate session); returns that cleaner's user id. */
async function publishAsAnotherCleaner(service: NewService): Promise<number> {
  const context = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  try {
    const cleaner = await registerViaApi(context, 'cleaning', service.name);
    const res = await context.post('/api/cleaning', {
      data: {
        experience: 1,
        availability: 'weekends',
        description: 'Limpieza a fondo con productos ecológicos',
        hasReferences: false,
        ...service,
      },
    });
    if (!res.ok()) throw new Error(`Servicio no publicado: ${res.status()} ${await res.text()}`);
    return cleaner.id;
  } finally {
    await context.dispose();
  }
}

const cards = (page: Page) => page.locator('article.cleaning-card');
const typeFilter = (page: Page) => page.getByRole('combobox', { name: 'Tipo de servicio' });

/** Picks an option of an antd Select by its exact label. */
async function choose(page: Page, field: ReturnType<Page['getByLabel']>, option: string) {
  await field.click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

test.describe('a cleaner publishes their service', () => {
  test('signs up from /create-cleaning, publishes, lands on /cleaning with the card, and is then told it is published', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const city = uniqueName('Limpia');
    const account = newAccount('cleaning', 'Rocío Pérez Gil');

    await page.goto('/create-cleaning');
    await expect(page).toHaveURL(/\/auth\?type=cleaning&next=%2Fcreate-cleaning$/);
    await registerInForm(page, { ...account, phone: '600 11 22 33' });

    // Back on the form, prefilled from the session.
    await expect(page).toHaveURL(/\/create-cleaning$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar mi Servicio' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Rocío Pérez Gil');
    await expect(page.getByRole('switch', { name: 'Permitir contacto directo por chat' })).toBeChecked();

    // The form's messages before anything is sent.
    await page.getByRole('button', { name: 'Publicar servicio' }).click();
    await expect(page.getByText('La ciudad es requerida')).toBeVisible();
    await expect(page.getByText('Selecciona al menos un tipo de servicio')).toBeVisible();
    await expect(page.getByText('Selecciona los años de experiencia')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Ciudad').fill(city);
    await choose(page, page.getByLabel('Años de experiencia'), '6 años');
    await choose(page, page.getByLabel('Disponibilidad'), 'Fines de semana');
    const types = page.getByRole('group', { name: 'Tipos de servicio' });
    await types.getByLabel('Hogar').check();
    await types.getByLabel('Fin de contrato').check();
    await page.getByLabel('Con referencias').check();
    await page.getByLabel('Descripción (opcional)').fill('Pisos de alquiler entre inquilinos');
    // What the form holds before sending (a failure here names the field, not a missing toast).
    const form = page.locator('form');
    await expect(form.getByTitle('6 años')).toBeVisible();
    await expect(form.getByTitle('Fines de semana')).toBeVisible();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Publicar servicio' }).click();

    await expect(page).toHaveURL(/\/cleaning$/, { timeout: 15_000 });
    await expect(page.getByText('Servicio publicado con éxito')).toBeVisible();
    await expect(page.getByText('Tu servicio de limpieza ha sido publicado correctamente.')).toBeVisible();
    const mine = cards(page).filter({ hasText: city });
    await expect(mine).toHaveCount(1);
    // The owner gets their own data in full from the server.
    await expect(mine.getByRole('heading', { name: 'Rocío Pérez Gil' })).toBeVisible();
    await expect(mine).toContainText('Hogar');
    await expect(mine).toContainText('Fin de contrato');
    await expect(mine).toContainText('6 años de experiencia');
    await expect(mine).toContainText('Fines de semana');
    await expect(mine).toContainText('Con referencias');
    // Nobody to chat to on one's own card.
    await expect(mine).toContainText('Este es tu servicio publicado.');
    await expect(mine.getByRole('link', { name: 'Contactar por chat' })).toHaveCount(0);

    await page.goto('/create-cleaning');
    await expect(page.getByText('Ya tienes un servicio de limpieza publicado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar servicio' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Ir a mensajes' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Ver servicios de limpieza' }).click();
    await expect(page).toHaveURL(/\/cleaning$/);
  });
});

test.describe('a cleaner manages her service', () => {
  test('publishes it with a photo chosen in the form, edits it, pauses it (gone for visitors), resumes and removes it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const city = uniqueName('Limpia');
    const cleaner = await registerViaApi(page.request, 'cleaning', 'Rocío Pérez Gil');
    await page.goto('/create-cleaning');
    await expect(page.getByText(/URL de tu foto/)).toHaveCount(0);
    await page.getByLabel('Ciudad').fill(city);
    await choose(page, page.getByLabel('Años de experiencia'), '6 años');
    await choose(page, page.getByLabel('Disponibilidad'), 'Fines de semana');
    await page.getByRole('group', { name: 'Tipos de servicio' }).getByLabel('Hogar').check();
    await page
      .locator('.photo-field input[type="file"]')
      .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: await photo(640, 480, 60) });
    await expect(page.locator('.photo-field .ant-upload-list-item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Publicar servicio' }).click();
    await expect(page).toHaveURL(/\/cleaning$/, { timeout: 15_000 });
    const mine = cards(page).filter({ hasText: city });
    await expect(mine.locator('img')).toHaveCount(1);

    // Edited with the same form, filled in.
    await page.goto('/create-cleaning');
    await expect(page.getByText('Tu servicio aparece en el directorio.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Editar servicio' }).click();
    await expect(page.getByLabel('Ciudad')).toHaveValue(city);
    await page.getByLabel('Descripción (opcional)').fill('Ahora también cristales');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Servicio actualizado')).toBeVisible();
    await page.goto(`/cleaning?city=${encodeURIComponent(city)}`);
    await expect(cards(page)).toContainText('Ahora también cristales');

    // Paused: out of the directory, and its page is gone for a visitor; still hers.
    await page.goto('/create-cleaning');
    await page.getByRole('button', { name: 'Pausar servicio' }).click();
    await expect(page.getByText(/Tu servicio está en pausa/)).toBeVisible();
    const visitor = await browser.newContext();
    try {
      const other = await visitor.newPage();
      await other.goto(`/cleaning?city=${encodeURIComponent(city)}`);
      await expect(other.getByText('No hay servicios disponibles con estos filtros.')).toBeVisible();
      expect((await other.request.get(`/api/users/${cleaner.id}/cleaning`)).status()).toBe(404);
      await page.getByRole('button', { name: 'Volver a publicar' }).click();
      await expect(page.getByText('Tu servicio aparece en el directorio.')).toBeVisible();
      await other.reload();
      await expect(cards(other)).toHaveCount(1);
    } finally {
      await visitor.close();
    }

    // Removed after confirming: the publish form is back.
    await page.getByRole('button', { name: 'Eliminar servicio' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('No se puede deshacer');
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByRole('button', { name: 'Publicar servicio' })).toBeVisible();
    await page.goto(`/cleaning?city=${encodeURIComponent(city)}`);
    await expect(page.getByText('No hay servicios disponibles con estos filtros.')).toBeVisible();
  });
});

test.describe('/cleaning, the public directory', () => {
  test('a visitor filters by city and type in the URL, which survive a reload; cards as the server masks them', async ({
    page,
  }) => {
    const city = uniqueName('Limpia');
    await publishAsAnotherCleaner({
      name: 'Rocío Pérez',
      phone: '600 11 22 33',
      city,
      serviceType: ['home', 'office'],
      allowDirectContact: false,
      hasReferences: true,
    });
    const openId = await publishAsAnotherCleaner({
      name: 'Marta Gil',
      phone: '611 44 55 66',
      city,
      serviceType: ['deep_cleaning'],
      allowDirectContact: true,
    });

    await page.goto(`/cleaning?city=${city}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Servicios de limpieza' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await typeFilter(page).selectOption({ label: 'Oficinas' });
    await expect(page).toHaveURL(new RegExp(`/cleaning\\?city=${city}&serviceType=office$`));
    await expect(cards(page)).toHaveCount(1);

    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByLabel('Ciudad')).toHaveValue(city);
    await expect(typeFilter(page)).toHaveValue('office');
    const card = cards(page).first();
    // What the API sends a visitor: name's first and last character, the phone's last 4 digits.
    await expect(card.getByRole('heading', { name: 'R***z' })).toBeVisible();
    await expect(card).toContainText('***2233');
    await expect(card).not.toContainText('Rocío');
    await expect(card).not.toContainText('600 11');
    await expect(card).toContainText('Hogar');
    await expect(card).toContainText('Oficinas');
    await expect(card).toContainText('1 año de experiencia');
    await expect(card).toContainText('Con referencias');
    // Direct contact off: a disabled button and its hint, no chat link.
    await expect(card.getByRole('button', { name: 'Contacto no disponible' })).toBeDisabled();
    await expect(card).toContainText('Este profesional no permite el contacto directo.');
    await expect(card.getByRole('link', { name: 'Contactar por chat' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The type alone, typed city cleared by 'Limpiar filtros'.
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/cleaning$/);
    await expect(page.getByLabel('Ciudad')).toHaveValue('');
    await page.getByLabel('Ciudad').fill(city);
    await expect(page).toHaveURL(new RegExp(`/cleaning\\?city=${city}$`));
    await typeFilter(page).selectOption({ label: 'Limpieza profunda' });
    const open = cards(page);
    await expect(open).toHaveCount(1);
    await expect(open.getByRole('heading', { name: 'M***l' })).toBeVisible();
    await expect(open.getByRole('link', { name: 'Contactar por chat' })).toHaveAttribute(
      'href',
      `/chat/${openId}`,
    );

    await typeFilter(page).selectOption({ label: 'Post reforma' });
    await expect(page.getByText('No hay servicios disponibles con estos filtros.')).toBeVisible();
  });

  test("a visitor's 'Publicar mi servicio de limpieza' opens 'Acceso requerido', leading to /auth?type=cleaning and back to the form", async ({
    page,
  }) => {
    await page.goto('/cleaning');
    await expectAccessRequired(page, 'Publicar mi servicio de limpieza');
  });

  test('signed in, the same button goes straight to the publish form', async ({ page }) => {
    await registerViaApi(page.request, 'cleaning');
    await page.goto('/cleaning');
    await page.getByRole('button', { name: 'Publicar mi servicio de limpieza' }).click();
    await expect(page).toHaveURL(/\/create-cleaning$/);
    await expect(page.getByRole('button', { name: 'Publicar servicio' })).toBeVisible();
  });
});
