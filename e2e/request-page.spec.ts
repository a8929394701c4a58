// A request's own page, /projects/{id}: 'Ver más' on the board and the dashboard leads there; a visitor
// sees it masked and is asked to sign in to contact; a professional reveals and dials from it; its author edits,
// closes and sees who has seen the phone; an unknown or closed one says so.
import type { Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { listInDirectoryViaApi, registerViaApi, someoneElse } from './support/accounts';
import { dialed, recordDials } from './support/dial';
import { remoteOrigin, SHELL_URL } from './support/environment';
import { liveRelease } from './support/processes';
import { withOwnRequest, withRequestByAnotherClient } from './support/requests';
import { expect, expectNoConsoleErrors, test } from './support/test';
import { uniquePostalCode } from './support/unique';

/** A kitchen request in Teruel by another client, Carmen López (withRequestByAnotherClient). */
const withKitchenRequest = (
  browser: Browser,
  description: string,
  run: Parameters<typeof withRequestByAnotherClient>[2],
) =>
  withRequestByAnotherClient(
    browser,
    {
      block: 'requestPage',
      clientName: 'Carmen López',
      project: { city: 'Teruel', description, renovationType: 'kitchen', phone: '699888777' },
    },
    run,
  );

test.describe('/projects/{id}, a request on its own page', () => {
  test("a visitor opens it from the board's 'Ver más', sees it masked, and is asked to sign in to contact", async ({
    page,
    browser,
  }) => {
    await withKitchenRequest(browser, 'Cocina nueva con isla', async (request) => {
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
    });
  });

  test("a professional comes from the dashboard's 'Ver más', reveals the phone and dials it in one click", async ({
    page,
    browser,
    watch,
  }) => {
    await withKitchenRequest(browser, 'Reformar la cocina entera', async (request) => {
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
    });
  });

  test("its author's page asks for the request once, by the HTML, and fetches the remote's first scripts with the shell's", async ({
    page,
  }) => {
    await registerViaApi(page.request, 'client');
    const project = {
      city: 'Cuenca',
      postalCode: uniquePostalCode('requestPage'),
      renovationType: 'painting',
    };
    await withOwnRequest(page.request, project, async (id) => {
      const remote = `${remoteOrigin('mfe_renovation')}/${liveRelease('mfe_renovation')}`;
      // A signed-in visitor's page is the one composed at release, the same file for every id.
      const html = await (await page.request.get(`/projects/${id}`)).text();
      const expose = new RegExp(
        `<link rel="preload" href="${remote}/__federation_expose_ProjectDetailPage\\.[0-9a-f]+\\.js" as="script" fetchpriority="low">`,
      );
      expect(html).toMatch(expose);
      const asked: string[] = [];
      page.on('request', (req) => asked.push(req.url()));
      await page.goto(`/projects/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pintura en Cuenca' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
      // The page's own request used what the HTML preloaded: one request, which the HTML started.
      const item = `${SHELL_URL}/api/projects/${id}`;
      expect(asked.filter((url) => url === item)).toHaveLength(1);
      const startedBy = await page.evaluate(
        (url) =>
          performance
            .getEntriesByName(url, 'resource')
            .map((e) => (e as PerformanceResourceTiming).initiatorType),
        item,
      );
      expect(startedBy).toEqual(['link']);
      const exposed = asked.filter((url) =>
        /__federation_expose_ProjectDetailPage\.[0-9a-f]+\.js$/.test(url),
      );
      expect(exposed).toHaveLength(1);
      expect(html).toContain(exposed[0]);
    });
  });

  test('its author sees edit, close and who has seen the phone, and closes it from there', async ({
    page,
    browser,
  }) => {
    await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
    const project = {
      city: 'Cuenca',
      postalCode: uniquePostalCode('requestPage'),
      description: 'Pintar el salón y el pasillo',
      renovationType: 'painting',
    };
    await withOwnRequest(page.request, project, async (id) => {
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
        await pro.context.close();
      }
    });
  });

  test("a client reports it ('Denunciar'): a reason, details, and the thanks; a second report is refused in Spanish", async ({
    page,
    browser,
  }) => {
    await withKitchenRequest(browser, 'Pago por adelantado por Bizum', async (request) => {
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
    });
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
      await withKitchenRequest(browser, 'Cocina pequeña', async (request) => {
        await page.goto(`/projects/${request.id}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Cocinas en Teruel' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Contactar' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Chatear' })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
});
