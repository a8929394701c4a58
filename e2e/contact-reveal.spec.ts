// Phones revealed on request: from /worker-view a professional's 'Contactar' asks for the client's phone
// and dials it in the same click; the client sees who did on /client-view; past the client's cap the card offers
// the chat instead.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { listInDirectoryViaApi, registerViaApi, someoneElse } from './support/accounts';
import { dialed, recordDials } from './support/dial';
import { withOwnRequest, withRequestByAnotherClient } from './support/requests';
import { expect, test } from './support/test';

/** The request's card on the board of /worker-view, narrowed to its postal code, with the page's dials recorded. */
async function boardCard(page: Page, postalCode: string, description: string) {
  await recordDials(page);
  await page.goto(`/worker-view?cp=${postalCode}`);
  return page.locator('article.board-card').filter({ hasText: description });
}

test.describe("'Contactar' reveals the client's phone", () => {
  test('a professional reveals and dials in one click, and the client sees who did on /client-view', async ({
    page,
    browser,
  }) => {
    const project = { city: 'Teruel', description: 'Reformar la cocina', phone: '699888777' };
    await withRequestByAnotherClient(
      browser,
      { block: 'contactReveal', clientName: 'Carmen López', project },
      async ({ client, id, postalCode }) => {
        const pro = await registerViaApi(page.request, 'professional', 'Jorge Pérez Soto');
        await listInDirectoryViaApi(page.request);
        const card = await boardCard(page, postalCode, 'Reformar la cocina');
        // Before: the phone masked, no call link.
        await expect(card.getByRole('link', { name: /Contactar/ })).toHaveCount(0);
        const [revealed] = await Promise.all([
          page.waitForResponse(
            (res) => res.url().endsWith(`/api/projects/${id}/contact`) && res.request().method() === 'POST',
          ),
          card.getByRole('button', { name: 'Contactar' }).click(),
        ]);
        expect(revealed.status()).toBe(200);
        await expect.poll(() => dialed(page)).toEqual(['tel:699888777']);
        // The phone now shows, and dials directly; the chat stays beside it.
        const call = card.getByRole('link', { name: 'Contactar 699888777' });
        await expect(call).toHaveAttribute('href', 'tel:699888777');
        await expect(card.getByRole('link', { name: 'Chatear' })).toHaveAttribute('href', /\/chat\/\d+$/);
        await expectNoSeriousA11yViolations(page);
        // A reload keeps it whole: the API remembers the reveal.
        await page.reload();
        await expect(card.getByRole('link', { name: 'Contactar 699888777' })).toBeVisible();
        await card.getByRole('link', { name: 'Contactar 699888777' }).click();
        await expect.poll(() => dialed(page)).toEqual(['tel:699888777']);

        const clientPage = await client.context.newPage();
        await clientPage.goto('/client-view');
        const request = clientPage.locator('li.client-request').filter({ hasText: 'Reformar la cocina' });
        const seen = request.getByRole('group', { name: /Profesionales que han visto tu teléfono/ });
        await expect(seen).toContainText('(1 de 5)');
        await expect(seen.getByText('Jorge Pérez Soto')).toBeVisible();
        await expect(seen.locator('time')).toHaveText(/de 20\d\d/);
        await expect(seen.getByRole('link', { name: 'Chatear con Jorge Pérez Soto' })).toHaveAttribute(
          'href',
          `/chat/${pro.id}`,
        );
        await expect(request).toContainText('Máximo de profesionales que pueden ver mi teléfono: 5');
        await expectNoSeriousA11yViolations(clientPage);
      },
    );
  });

  test('a professional not yet in the directory is told to publish a profile first, and then reveals', async ({
    page,
    browser,
  }) => {
    const project = { city: 'Huesca', description: 'Cambiar ventanas' };
    await withRequestByAnotherClient(browser, { block: 'contactReveal', project }, async ({ postalCode }) => {
      await registerViaApi(page.request, 'professional');
      const card = await boardCard(page, postalCode, 'Cambiar ventanas');
      await card.getByRole('button', { name: 'Contactar' }).click();
      await expect(card.getByRole('alert')).toHaveText(
        'Para ver el teléfono de un cliente, publica antes tu perfil profesional en el directorio, con al menos un servicio.',
      );
      expect(await dialed(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      await card.getByRole('link', { name: 'Publicar mi perfil profesional' }).click();
      await expect(page).toHaveURL(/\/worker-view\?tab=perfil$/);
      await expect(page.getByRole('tab', { name: 'Mi Perfil Profesional' })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      await listInDirectoryViaApi(page.request);
      await page.goto(`/worker-view?cp=${postalCode}`);
      await card.getByRole('button', { name: 'Contactar' }).click();
      await expect.poll(() => dialed(page)).toEqual(['tel:699888777']);
    });
  });

  test("with the client's cap reached, another professional is offered the chat instead", async ({
    page,
    browser,
  }) => {
    const project = { city: 'Soria', description: 'Pintar el piso', maxContacts: 1 };
    await withRequestByAnotherClient(
      browser,
      { block: 'contactReveal', project },
      async ({ client, id, postalCode }) => {
        const first = await someoneElse(browser, 'professional');
        try {
          await listInDirectoryViaApi(first.request);
          expect((await first.request.post(`/api/projects/${id}/contact`)).status()).toBe(200);
        } finally {
          await first.context.close();
        }
        await registerViaApi(page.request, 'professional');
        await listInDirectoryViaApi(page.request);
        const card = await boardCard(page, postalCode, 'Pintar el piso');
        await card.getByRole('button', { name: 'Contactar' }).click();
        await expect(card.getByRole('status')).toHaveText(
          'Este cliente ya tiene suficientes profesionales interesados en su solicitud. Puedes escribirle por el chat.',
        );
        await expect(card.getByRole('link', { name: 'Chatear' })).toHaveAttribute(
          'href',
          `/chat/${client.account.id}`,
        );
        expect(await dialed(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      },
    );
  });

  test('the request form asks for the cap, with its help line, and the edit keeps it', async ({ page }) => {
    await registerViaApi(page.request, 'client');
    await withOwnRequest(
      page.request,
      { city: 'Cuenca', description: 'Tejado', maxContacts: 3 },
      async (id) => {
        await page.goto(`/create-post?edit=${id}`);
        const cap = page.getByLabel('Máximo de profesionales que pueden ver mi teléfono');
        await expect(cap).toHaveValue('3');
        await expect(page.getByText(/De 1 a 20\. Cuando tantos profesionales/)).toBeVisible();
        await cap.fill('8');
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await expect(page).toHaveURL(/\/client-view$/);
        await expect(page.locator('li.client-request').filter({ hasText: 'Tejado' })).toContainText(
          'Máximo de profesionales que pueden ver mi teléfono: 8',
        );
      },
    );
  });
});
