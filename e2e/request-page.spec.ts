// A request's own page, /projects/{id}: 'Ver más' on the board and the dashboard leads there; a visitor
// sees it masked and is asked to sign in to contact; a professional reveals and dials from it; its author edits,
// closes and sees who has seen the phone; an unknown or closed one says so.
import type { Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import {
  closeRequestViaApi,
  createProjectViaApi,
  listInDirectoryViaApi,
  registerViaApi,
  someoneElse,
} from './support/accounts';
import { dialed, recordDials } from './support/dial';
import { expect, expectNoConsoleErrors, test } from './support/test';
import { uniquePostalCode } from './support/unique';

/** A request by another client, on a postal code of its own; `done()` closes it and drops the client's session. */
async function publishedByAnotherClient(browser: Browser, description: string) {
  const postalCode = uniquePostalCode('requestPage');
  const client = await someoneElse(browser, 'client', 'Carmen López');
  const id = await createProjectViaApi(client.request, {
    city: 'Teruel',
    postalCode,
    description,
    renovationType: 'kitchen',
    phone: '699888777',
  });
  return {
    id,
    postalCode,
    client,
    done: async () => {
      await closeRequestViaApi(client.request, id);
      await client.context.close();
    },
  };
}

test.describe('/projects/{id}, a request on its own page', () => {
  test("a visitor opens it from the board's 'Ver más', sees it masked, and is asked to sign in to contact", async ({
    page,
    browser,
  }) => {
    const request = await publishedByAnotherClient(browser, 'Cocina nueva con isla');
    try {
      await page.goto(`/projects?city=Teruel`);
      const card = page.locator('article.board-card').filter({ hasText: 'Cocina nueva con isla' });
      await card.getByRole('link', { name: 'Ver más' }).click();
      await expect(page).toHaveURL(new RegExp(`/projects/${request.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Cocinas en Teruel' })).toBeVisible();
      await expect(page).toHaveTitle('Cocinas en Teruel · ReformasYa');
      const facts = page.getByRole('article');
      await expect(facts).toContainText(`Teruel, ${request.postalCode}`);
      await expect(facts).toContainText('Carmen L.');
      await expect(facts).toContainText('***777');
      await expect(facts).not.toContainText('699888777');
      await expect(facts).toContainText('Cocina nueva con isla');
      await expectNoSeriousA11yViolations(page);

      for (const action of ['Contactar', 'Chatear']) {
        await page.getByRole('button', { name: action }).click();
        const dialog = page.getByRole('dialog', { name: 'Acceso requerido' });
        await expect(dialog).toContainText(
          'Para contactar con el cliente necesitas iniciar sesión o registrarte.',
        );
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await page.getByRole('button', { name: 'Contactar' }).click();
      await page.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).click();
      await expect(page).toHaveURL(new RegExp(`/auth\\?type=professional&next=%2Fprojects%2F${request.id}$`));
    } finally {
      await request.done();
    }
  });

  test("a professional comes from the dashboard's 'Ver más', reveals the phone and dials it in one click", async ({
    page,
    browser,
    watch,
  }) => {
    const request = await publishedByAnotherClient(browser, 'Reformar la cocina entera');
    try {
      await registerViaApi(page.request, 'professional', 'Jorge Pérez Soto');
      await listInDirectoryViaApi(page.request);
      await recordDials(page);
      await page.goto(`/worker-view?cp=${request.postalCode}`);
      await page
        .locator('article.board-card')
        .filter({ hasText: 'Reformar la cocina entera' })
        .getByRole('link', { name: 'Ver más' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/projects/${request.id}$`));
      await expect(page.getByRole('link', { name: 'Chatear' })).toHaveAttribute(
        'href',
        `/chat/${request.client.account.id}`,
      );
      await expect(page.getByRole('article')).toContainText('***777');
      await page.getByRole('button', { name: 'Contactar' }).click();
      await expect.poll(() => dialed(page)).toEqual(['tel:699888777']);
      await expect(page.getByRole('link', { name: 'Contactar 699888777' })).toHaveAttribute(
        'href',
        'tel:699888777',
      );
      await expectNoSeriousA11yViolations(page);
      // Once revealed, the API sends it whole: the page shows it after a reload.
      await page.reload();
      await expect(page.getByRole('article')).toContainText('699888777');
      expectNoConsoleErrors(watch);
    } finally {
      await request.done();
    }
  });

  test('its author sees edit, close and who has seen the phone, and closes it from there', async ({
    page,
    browser,
  }) => {
    await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
    const id = await createProjectViaApi(page.request, {
      city: 'Cuenca',
      postalCode: uniquePostalCode('requestPage'),
      description: 'Pintar el salón y el pasillo',
      renovationType: 'painting',
    });
    const pro = await someoneElse(browser, 'professional', 'Jorge Pérez Soto');
    try {
      await listInDirectoryViaApi(pro.request);
      expect((await pro.request.post(`/api/projects/${id}/contact`)).status()).toBe(200);
      await page.goto(`/projects/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pintura en Cuenca' })).toBeVisible();
      await expect(page.getByRole('article')).toContainText('699888777');
      await expect(page.getByRole('link', { name: 'Editar' })).toHaveAttribute(
        'href',
        `/create-post?edit=${id}`,
      );
      const seen = page.getByRole('group', { name: /Profesionales que han visto tu teléfono/ });
      await expect(seen).toContainText('(1 de 5)');
      await expect(seen.getByRole('link', { name: 'Chatear con Jorge Pérez Soto' })).toHaveAttribute(
        'href',
        `/chat/${pro.account.id}`,
      );
      await expect(page.getByRole('button', { name: 'Contactar' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Cerrar solicitud' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cerrar solicitud' });
      await dialog.getByLabel('Ya no lo necesito').check();
      await dialog.getByRole('button', { name: 'Cerrar solicitud' }).click();
      // Still there for its author, closed, with nothing left to edit or close.
      await expect(page.getByRole('article').getByText('Cerrada', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cerrar solicitud' })).toHaveCount(0);

      // For anyone else it is gone.
      const other = await pro.context.newPage();
      await other.goto(`/projects/${id}`);
      await expect(other.getByText('Esta solicitud no existe o ya está cerrada.')).toBeVisible();
    } finally {
      await closeRequestViaApi(page.request, id);
      await pro.context.close();
    }
  });

  test("a client reports it ('Denunciar'): a reason, details, and the thanks; a second report is refused in Spanish", async ({
    page,
    browser,
  }) => {
    const request = await publishedByAnotherClient(browser, 'Pago por adelantado por Bizum');
    try {
      await registerViaApi(page.request, 'client', 'Lucía Romero Díaz');
      await page.goto(`/projects/${request.id}`);
      await page.getByRole('button', { name: 'Denunciar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Denunciar' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: 'Fraude o estafa' }).check();
      await dialog.getByLabel('Detalles (opcional)').fill('Pide una señal por Bizum antes de la visita.');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expect(dialog.getByText('Gracias. Revisaremos tu denuncia.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Denunciar' }).click();
      await dialog.getByRole('radio', { name: 'Spam o publicidad' }).check();
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'Ya has denunciado esto y tu denuncia está pendiente de revisión.',
      );
    } finally {
      await request.done();
    }
  });

  test('an unknown id says so in Spanish, under a heading of its own', async ({ page }) => {
    await page.goto('/projects/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud no encontrada' })).toBeVisible();
    await expect(page.getByText('Esta solicitud no existe o ya está cerrada.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Volver a los proyectos/ })).toHaveAttribute(
      'href',
      '/projects',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the page fits the screen, and its actions are there', async ({ page, browser }) => {
      const request = await publishedByAnotherClient(browser, 'Cocina pequeña');
      try {
        await page.goto(`/projects/${request.id}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Cocinas en Teruel' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Contactar' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Chatear' })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      } finally {
        await request.done();
      }
    });
  });
});
