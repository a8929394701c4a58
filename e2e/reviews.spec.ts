// Verified reviews with the right of reply, as people meet them: a client who chatted with a
// professional (both wrote) writes a review on the professional's page, the professional replies there, and a
// signed-out visitor sees both with the masked name and the badge; the directory ordered by 'Mejor valorados';
// a cleaner's page reached from the cleaning directory; the same on a phone. axe on every screen shown.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import {
  publishCleaningViaApi,
  publishProfileViaApi,
  sendMessageViaApi,
  someoneElseWithPage,
} from './support/accounts';
import { expect, expectNoConsoleErrors, test } from './support/test';
import { uniqueWord } from './support/unique';

/** A professional with a public profile named `company`; returns the profile's id. */
const publishProfile = (request: APIRequestContext, company: string) =>
  publishProfileViaApi(request, {
    companyName: company,
    city: 'Huesca',
    postalCode: '22001',
    services: ['painting'],
    description: 'Pintura de interiores y exteriores.',
    experience: 7,
  });

/** A client and a provider who both wrote in the chat: the contact that lets the client review. */
async function chatBothWays(
  client: { page: Page; account: { id: number } },
  provider: { page: Page; account: { id: number } },
) {
  await sendMessageViaApi(
    client.page.request,
    provider.account.id,
    'Hola, ¿podríais pasar a ver la vivienda esta semana?',
  );
  await sendMessageViaApi(
    provider.page.request,
    client.account.id,
    'Claro, el jueves por la mañana nos viene bien.',
  );
}

const REVIEW = 'Pintaron todo el piso en tres días, muy limpios y con un acabado excelente.';
const REPLY = 'Gracias, Lucía. Fue un placer trabajar en tu casa.';

test.describe('reviews on a professional’s page', () => {
  test('a client who chatted writes a review, the professional replies, and a visitor sees both with the masked name and the badge', async ({
    page,
    browser,
    watch,
  }) => {
    // Three people in three browsers, each page loading the remote and antd's form: 45 s on two busy cores.
    test.setTimeout(120_000);
    const company = `Pinturas ${uniqueWord()}`;
    const pro = await someoneElseWithPage(browser, 'professional', 'Carlos Ruiz');
    const profileId = await publishProfile(pro.page.request, company);
    const client = await someoneElseWithPage(browser, 'client', 'Lucía Martín');
    try {
      // Before any contact the client is told when they may review.
      await client.page.goto(`/worker-profiles/${profileId}`);
      const section = client.page.getByRole('region', { name: 'Opiniones' });
      await expect(section).toContainText('Sin opiniones todavía');
      await expect(section).toContainText('cuando os hayáis escrito los dos por el chat');
      await expect(client.page.getByRole('button', { name: 'Escribir una opinión' })).toHaveCount(0);

      await chatBothWays(client, pro);
      await client.page.reload();
      await client.page.getByRole('button', { name: 'Escribir una opinión' }).click();
      await expectNoSeriousA11yViolations(client.page);
      // A phone number in the text is refused in Spanish, before anything is stored.
      await client.page.getByRole('radio', { name: '5 estrellas' }).check({ force: true });
      await client.page.getByLabel('Tu opinión').fill('Muy buenos, llamadles al 600 11 22 33 sin dudar.');
      await client.page.getByRole('button', { name: 'Publicar opinión' }).click();
      await expect(section).toContainText('El texto no puede incluir teléfonos ni direcciones de correo');
      await client.page.getByLabel('Tu opinión').fill(REVIEW);
      await client.page.getByRole('button', { name: 'Publicar opinión' }).click();

      const mine = section.getByRole('article', { name: 'Lucía M.' });
      await expect(mine).toContainText(REVIEW);
      await expect(mine).toContainText('Tu opinión');
      await expect(mine).toContainText('Contacto verificado por chat');
      await expect(section).toContainText('1 opinión');
      await expect(section).toContainText('Ya has opinado sobre este proveedor');
      await expectNoSeriousA11yViolations(client.page);

      // The professional replies on their own page.
      await pro.page.goto(`/worker-profiles/${profileId}`);
      const review = pro.page.getByRole('article', { name: 'Lucía M.' });
      await review.getByRole('button', { name: 'Responder a Lucía M.' }).click();
      await review.getByLabel('Tu respuesta').fill(REPLY);
      await expectNoSeriousA11yViolations(pro.page);
      await review.getByRole('button', { name: 'Publicar respuesta' }).click();
      await expect(review).toContainText('Respuesta del proveedor');
      await expect(review).toContainText(REPLY);
      await expect(review.getByRole('button', { name: 'Editar respuesta a Lucía M.' })).toBeVisible();

      // A third person, signed out, sees both, the masked name and the badge, and who may review.
      await page.goto(`/worker-profiles/${profileId}`);
      const seen = page.getByRole('article', { name: 'Lucía M.' });
      await expect(seen).toContainText(REVIEW);
      await expect(seen).toContainText(REPLY);
      await expect(seen).toContainText('Contacto verificado por chat');
      await expect(seen.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();
      await expect(page.getByRole('article', { name: /Lucía Martín/ })).toHaveCount(0);
      const visitorSection = page.getByRole('region', { name: 'Opiniones' });
      await expect(visitorSection).toContainText('5,0');
      await expect(visitorSection).toContainText('Cómo verificamos las opiniones');
      await expect(page.getByRole('link', { name: 'Iniciar sesión para opinar' })).toBeVisible();
      // A visitor may only report a review ('Denunciar', which asks them to sign in first).
      await expect(seen.getByRole('button')).toHaveCount(1);
      await expect(seen.getByRole('button', { name: 'Denunciar la opinión de Lucía M.' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expectNoConsoleErrors(watch);
    } finally {
      await pro.context.close();
      await client.context.close();
    }
  });

  test("the directory ordered by 'Mejor valorados' puts the best rated first and keeps the order in the URL", async ({
    page,
    browser,
  }) => {
    const word = uniqueWord();
    const people = [];
    try {
      // Rated 4 first, then 5 (the newest first by default), then one without reviews (last either way).
      for (const [rating, name] of [
        [4, `Reformas Cuatro ${word}`],
        [5, `Reformas Cinco ${word}`],
        [null, `Reformas Nueva ${word}`],
      ] as const) {
        const pro = await someoneElseWithPage(browser, 'professional');
        await publishProfile(pro.page.request, name);
        people.push(pro);
        if (rating === null) continue;
        const client = await someoneElseWithPage(browser, 'client');
        people.push(client);
        await chatBothWays(client, pro);
        const res = await client.page.request.post(`/api/users/${pro.account.id}/reviews`, {
          data: { rating, text: 'Trabajo bien hecho y en el plazo que acordamos.' },
        });
        expect(res.status(), await res.text()).toBe(201);
      }

      await page.goto(`/worker-profiles?q=${word}`);
      const names = page.locator('article.worker-card .board-card-title');
      await expect(names).toHaveText([
        `Reformas Nueva ${word}`,
        `Reformas Cinco ${word}`,
        `Reformas Cuatro ${word}`,
      ]);
      await expect(page.getByRole('article', { name: `Reformas Nueva ${word}` })).toContainText(
        'Sin opiniones todavía',
      );
      await expect(page.getByRole('article', { name: `Reformas Cinco ${word}` })).toContainText(
        '5,0 (1 opinión)',
      );

      await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Mejor valorados' });
      await expect(page).toHaveURL(new RegExp(`/worker-profiles\\?q=${word}&sort=rating$`));
      await expect(names).toHaveText([
        `Reformas Cinco ${word}`,
        `Reformas Cuatro ${word}`,
        `Reformas Nueva ${word}`,
      ]);
      await expectNoSeriousA11yViolations(page);

      // The order survives a reload.
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('rating');
      await expect(names.first()).toHaveText(`Reformas Cinco ${word}`);
    } finally {
      for (const someone of people) await someone.context.close();
    }
  });
});

test.describe('reviews of a cleaner', () => {
  test("the cleaning card's 'Ver opiniones' opens the cleaner's page, where a client who chatted reviews them", async ({
    browser,
  }) => {
    const city = `Ciudad ${uniqueWord()}`;
    const cleaner = await someoneElseWithPage(browser, 'cleaning', 'Rocío Pérez');
    const client = await someoneElseWithPage(browser, 'client', 'Lucía Martín');
    try {
      const serviceId = await publishCleaningViaApi(cleaner.page.request, {
        name: 'Rocío Pérez',
        city,
        description: 'Limpieza de hogares.',
      });
      await chatBothWays(client, cleaner);

      await client.page.goto(`/cleaning?city=${encodeURIComponent(city)}`);
      await client.page.getByRole('link', { name: /^Ver opiniones/ }).click();
      // The service's own id, as the API lists it.
      await expect(client.page).toHaveURL(new RegExp(`/cleaning/${serviceId}$`));
      await client.page.getByRole('button', { name: 'Escribir una opinión' }).click();
      await client.page.getByRole('radio', { name: '4 estrellas' }).check({ force: true });
      await client.page
        .getByLabel('Tu opinión')
        .fill('Dejó la casa impecable después de la obra, muy recomendable.');
      await client.page.getByRole('button', { name: 'Publicar opinión' }).click();
      const review = client.page.getByRole('article', { name: 'Lucía M.' });
      await expect(review).toContainText('Contacto verificado por chat');
      await expect(client.page.getByRole('region', { name: 'Opiniones' })).toContainText('4,0');
      await expectNoSeriousA11yViolations(client.page);

      // The directory's card now shows the average and the count.
      await client.page.goto(`/cleaning?city=${encodeURIComponent(city)}`);
      await expect(client.page.locator('article.cleaning-card')).toContainText('4,0 (1 opinión)');
    } finally {
      await cleaner.context.close();
      await client.context.close();
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor reads the reviews and the reply on a professional’s page, nothing wider than the screen', async ({
    page,
    browser,
  }) => {
    const pro = await someoneElseWithPage(browser, 'professional');
    const profileId = await publishProfile(pro.page.request, `Pinturas ${uniqueWord()}`);
    const client = await someoneElseWithPage(browser, 'client', 'Lucía Martín');
    try {
      await chatBothWays(client, pro);
      const written = await client.page.request.post(`/api/users/${pro.account.id}/reviews`, {
        data: { rating: 5, text: REVIEW },
      });
      expect(written.status(), await written.text()).toBe(201);
      const { id } = (await written.json()) as { id: number };
      const replied = await pro.page.request.post(`/api/reviews/${id}/reply`, { data: { text: REPLY } });
      expect(replied.status(), await replied.text()).toBe(201);

      await page.goto(`/worker-profiles/${profileId}`);
      const seen = page.getByRole('article', { name: 'Lucía M.' });
      await expect(seen).toContainText(REPLY);
      await expect(seen).toContainText('Contacto verificado por chat');
      await seen.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await pro.context.close();
      await client.context.close();
    }
  });
});
