// Quotes and hiring (issue 33), as people meet them: a professional sends a quote from a request's page (typed in
// euros, totals as they type); a second professional's quote arrives too; the client compares them side by side and
// accepts one, on a phone (390 px: the table scrolls sideways inside its box, the row names stay) and on a laptop;
// the request is 'Contratada', then 'Terminada'; the professional sees 'Aceptado' in 'Mis presupuestos'. axe on
// every screen shown.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { createProjectViaApi, registerViaApi, someoneElse } from './support/accounts';
import { SHELL_URL } from './support/environment';
import { expect, expectNoConsoleErrors, test } from './support/test';
import { uniquePostalCode } from './support/unique';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 900 } };

/** Today in Spain plus `days`, 'YYYY-MM-DD', as the quote's dates are written. */
function spainDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A request in Soria of the client signed in on `request`, on a postal code of this file's own; its id. */
const requestInSoria = (request: APIRequestContext, description: string, renovationType: string) =>
  createProjectViaApi(request, {
    city: 'Soria',
    postalCode: uniquePostalCode('quotes'),
    description,
    renovationType,
  });

/** A professional's public profile with its NIF/CIF, which sending a quote asks for. */
async function profileWithTaxId(request: APIRequestContext, companyName: string, taxId: string) {
  const res = await request.post('/api/workers', {
    data: { companyName, taxId, services: ['bathroom'], city: 'Soria', postalCode: '42001' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A second professional's quote, sent through the API: 2.000 € + 21 % VAT. */
async function quoteFromAnother(browser: Browser, projectId: number) {
  const pro = await someoneElse(browser, 'professional', 'Sara Gil Ortega');
  await profileWithTaxId(pro.request, 'Obras Sur Soria', '12345678Z');
  const res = await pro.request.post(`/api/projects/${projectId}/quotes`, {
    data: {
      lines: [{ concept: 'Baño completo', amountCents: 200_000 }],
      vatRate: 21,
      startDate: spainDay(10),
      durationDays: 15,
      validUntil: spainDay(30),
      warrantyMonths: 12,
      message: 'Materiales de primera calidad.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await pro.context.close();
}

for (const [device, options] of [
  ['un móvil (390 px)', PHONE],
  ['un portátil', LAPTOP],
] as const) {
  test(`a professional sends a quote, the client compares and accepts it on ${device}, the professional sees 'Aceptado'`, async ({
    page,
    browser,
    watch,
  }) => {
    test.setTimeout(120_000);
    // The client, in a browser of their own on the device under test.
    const client = await browser.newContext({ baseURL: SHELL_URL, ...options });
    try {
      await registerViaApi(client.request, 'client', 'Marta Ruiz Gil');
      const projectId = await requestInSoria(client.request, 'Reformar el baño de arriba', 'bathroom');

      // The professional writes the quote on the request's page.
      await registerViaApi(page.request, 'professional', 'Jorge Pérez Soto');
      await profileWithTaxId(page.request, 'Reformas Norte Soria', 'B12345674');
      await page.goto(`/projects/${projectId}`);
      const form = page.getByRole('region', { name: 'Enviar presupuesto' });
      await expect(form).toBeVisible();
      await form.getByLabel('Concepto (Partida 1)').fill('Alicatado y sanitarios');
      await form.getByLabel('Importe (€) (Partida 1)').fill('1.234,56');
      await form.getByRole('button', { name: 'Añadir partida' }).click();
      await form.getByLabel('Concepto (Partida 2)').fill('Fontanería');
      await form.getByLabel('Importe (€) (Partida 2)').fill('500');
      await form.getByRole('radio', { name: '10 % (obras en vivienda)' }).check();
      await expect(form.locator('.quote-total dd')).toHaveText('1.908,02 €');
      await form.getByLabel('Fecha de inicio').fill(spainDay(7));
      await form.getByLabel('Duración (días)').fill('12');
      await form.getByLabel('Garantía (meses)').fill('24');
      await form.getByLabel('Mensaje').fill('Incluye la retirada de escombros.');
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Enviar presupuesto' }).click();
      const mine = page.getByRole('region', { name: 'Tu presupuesto' });
      await expect(mine).toContainText('Enviado');
      await expect(mine.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
        'href',
        /\/api\/quotes\/\d+\/pdf$/,
      );
      await expectNoSeriousA11yViolations(page);

      await quoteFromAnother(browser, projectId);

      // The client compares both and accepts the first professional's.
      const clientPage = await client.newPage();
      await clientPage.goto(`/projects/${projectId}`);
      const received = clientPage.getByRole('region', { name: 'Presupuestos recibidos (2)' });
      await expect(received).toBeVisible();
      const table = received.getByRole('table', { name: 'Comparación de los presupuestos recibidos' });
      await expect(table.locator(':scope > thead > tr > th')).toHaveText([
        'Empresa',
        'Reformas Norte Soria',
        'Obras Sur Soria',
      ]);
      await expect(table.locator(':scope > tbody > tr', { hasText: 'Total' }).first()).toContainText(
        '1.908,02 €',
      );
      await expect(table.locator(':scope > tbody > tr', { hasText: 'Total' }).first()).toContainText(
        '2.420,00 €',
      );
      await expect(table.locator(':scope > tbody > tr', { hasText: 'NIF/CIF' })).toContainText('B12345674');
      if (device === 'un móvil (390 px)') {
        // The page keeps its width; the table scrolls inside its own box, the row names in view.
        expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        const box = received.getByRole('region', {
          name: 'Desliza la tabla para ver todos los presupuestos',
        });
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        // Scrolled to the last firm, the row names are still at the box's left edge (sticky).
        const rowName = table.locator(':scope > tbody > tr > th', { hasText: 'Garantía (meses)' });
        const boxLeft = await box.evaluate((el) => el.getBoundingClientRect().left);
        const nameLeft = await rowName.evaluate((el) => el.getBoundingClientRect().left);
        expect(Math.abs(nameLeft - boxLeft)).toBeLessThanOrEqual(2);
      }
      await received.getByText('Ver partidas').first().click();
      await expect(received.getByRole('cell', { name: 'Alicatado y sanitarios' })).toBeVisible();
      await expectNoSeriousA11yViolations(clientPage);

      await received.getByRole('button', { name: 'Aceptar presupuesto de Reformas Norte Soria' }).click();
      const dialog = clientPage.getByRole('dialog', { name: '¿Aceptar este presupuesto?' });
      await expect(dialog).toContainText('Contratarás a Reformas Norte Soria por 1.908,02 €');
      await expectNoSeriousA11yViolations(clientPage);
      await dialog.getByRole('button', { name: 'Aceptar presupuesto' }).click();
      await expect(dialog).toBeHidden();
      await expect(clientPage.locator('.request-page .board-card-top')).toContainText('Contratada');
      await expect(table.locator(':scope > tbody > tr', { hasText: 'Estado' })).toContainText('Aceptado');
      await expect(table.locator(':scope > tbody > tr', { hasText: 'Estado' })).toContainText(
        'No seleccionado',
      );
      await expectNoSeriousA11yViolations(clientPage);

      await received.getByRole('button', { name: 'Trabajo terminado' }).click();
      const done = clientPage.getByRole('dialog', { name: '¿Marcar el trabajo como terminado?' });
      await done.getByRole('button', { name: 'Trabajo terminado' }).click();
      await expect(clientPage.locator('.request-page .board-card-top')).toContainText('Terminada');

      // The client's list says it too.
      await clientPage.goto('/client-view');
      const card = clientPage.locator('li.client-request', { hasText: 'Reformar el baño de arriba' });
      await expect(card).toContainText('Terminada');
      await expect(card.getByRole('link', { name: '2 presupuestos' })).toHaveAttribute(
        'href',
        `/projects/${projectId}`,
      );

      // The professional sees it accepted in 'Mis presupuestos'.
      await page.goto('/worker-view?tab=presupuestos');
      const item = page.locator('li.my-quote', { hasText: 'Baños en Soria' });
      await expect(item).toContainText('Aceptado');
      await expect(item).toContainText('1.908,02 €');
      await expect(item.getByRole('link', { name: 'Baños en Soria' })).toHaveAttribute(
        'href',
        `/projects/${projectId}`,
      );
      await expectNoSeriousA11yViolations(page);
      expectNoConsoleErrors(watch);
    } finally {
      await client.close();
    }
  });
}

test('a professional without a NIF/CIF is told so, with the way to their profile', async ({
  page,
  browser,
}) => {
  const client = await someoneElse(browser, 'client', 'Marta Ruiz Gil');
  try {
    const projectId = await requestInSoria(client.request, 'Pintar la cocina', 'painting');
    await registerViaApi(page.request, 'professional', 'Luis Mora Sanz');
    const res = await page.request.post('/api/workers', {
      data: { services: ['painting'], city: 'Soria', postalCode: '42001' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/projects/${projectId}`);
    const form = page.getByRole('region', { name: 'Enviar presupuesto' });
    await form.getByLabel('Concepto (Partida 1)').fill('Pintura');
    await form.getByLabel('Importe (€) (Partida 1)').fill('800');
    await form.getByLabel('Fecha de inicio').fill(spainDay(3));
    await form.getByLabel('Duración (días)').fill('2');
    await form.getByLabel('Garantía (meses)').fill('6');
    await form.getByRole('button', { name: 'Enviar presupuesto' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('NIF/CIF');
    await alert.getByRole('link', { name: 'Añadir mi NIF/CIF en mi perfil profesional' }).click();
    await expect(page).toHaveURL(/\/worker-view\?tab=perfil$/);
    await expect(page.getByLabel('NIF/CIF')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await client.request.post(`/api/projects/${projectId}/close`, { data: { reason: 'not_needed' } });
  } finally {
    await client.context.close();
  }
});
