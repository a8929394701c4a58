// The professionals' directory and profile pages as a newcomer meets them: one company name shown
// wherever it is edited, a search of several words, the logo and the services on a profile page.
import type { Page } from '@playwright/test';
import { publishProfileViaApi, registerViaApi } from './support/accounts';
import { confirmAddressViaMail } from './support/mail';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { browserRenderedHtml, renderInBrowser } from './support/rendering';
import { expect, expectNoConsoleErrors, holdRequests, test } from './support/test';
import { uniqueWord } from './support/unique';

// An 8×8 PNG, one blue: a logo as /profile/edit uploads it (PUT /api/users/{id}/logo, the file's bytes).
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQ9buBFTEMLQkAXtlQwTWdBQcAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Registers a professional in this page's browser and publishes their profile, in Bilbao unless the profile says
 * otherwise, under a company name no other test's profile holds (`prefix` and a unique word); returns the name and
 * the ids.
 */
async function professionalWithProfile(
  page: Page,
  {
    services,
    city = 'Bilbao',
    postalCode = '48001',
    prefix = 'Reformas',
  }: { services: string[]; city?: string; postalCode?: string; prefix?: string },
): Promise<{ company: string; userId: number; profileId: number; email: string }> {
  const account = await registerViaApi(page.request, 'professional');
  const company = `${prefix} ${uniqueWord()}`;
  const profileId = await publishProfileViaApi(page.request, {
    companyName: company,
    city,
    postalCode,
    services,
    description: 'Equipo propio y presupuesto sin compromiso.',
    experience: 9,
  });
  return { company, userId: account.id, profileId, email: account.email };
}

test.describe('one company name', () => {
  test('/profile/edit shows the company name of the worker profile, and a change there reaches the profile', async ({
    page,
  }) => {
    const { company, profileId } = await professionalWithProfile(page, { services: ['bathroom'] });

    await page.goto('/profile/edit');
    const companyField = page.getByLabel('Nombre de la empresa');
    await expect(companyField).toHaveValue(company);

    const renamed = `${company} e Hijos`;
    await companyField.fill(renamed);
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();

    await page.goto(`/worker-profiles/${profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.goto('/worker-view?tab=perfil');
    await expect(page.getByLabel('Nombre de la empresa')).toHaveValue(renamed);
  });
});

test.describe('directory search', () => {
  test('finds a professional by two words in either order (service and city), and nobody for a word that matches nothing', async ({
    page,
  }) => {
    const { company } = await professionalWithProfile(page, {
      services: ['bathroom', 'kitchen'],
      city: 'Madrid',
      postalCode: '28013',
    });
    const card = page.getByRole('article', { name: company });

    const word = company.split(' ')[1] ?? '';
    // Typed in the box, two words: the list follows once typing pauses (this professional is the newest).
    await page.goto('/worker-profiles');
    const [searched] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === 'baños madrid'),
      page.getByRole('searchbox', { name: 'Buscar profesionales' }).fill('baños madrid'),
    ]);
    const found = (await searched.json()) as { companyName: string }[];
    expect(found.map((profile) => profile.companyName)).toContain(company);
    await expect(card).toBeVisible();
    // Each word must match somewhere (company, services by name, city, postal code), in any order.
    for (const q of [`${word} madrid baños`, `${word.toUpperCase()} 28013 cocinas`, `madrid de ${word}`]) {
      await page.goto(`/worker-profiles?q=${encodeURIComponent(q)}`);
      await expect(card, q).toBeVisible();
      await expect(page.getByRole('article'), q).toHaveCount(1);
    }
    await page.goto(`/worker-profiles?q=${encodeURIComponent(`${word} sevilla`)}`);
    await expect(page.getByText('No se encontraron profesionales')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});

test.describe('a profile page', () => {
  test('shows the uploaded logo in a fixed box, on the page and on the directory card, and the services as inline tags', async ({
    page,
  }) => {
    const { company, userId, profileId } = await professionalWithProfile(page, {
      services: ['bathroom', 'kitchen', 'painting'],
    });
    const saved = await page.request.put(`/api/users/${userId}/logo`, {
      headers: { 'content-type': 'image/png' },
      data: LOGO_PNG,
    });
    expect(saved.ok()).toBe(true);

    await page.goto(`/worker-profiles/${profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    const services = page.getByRole('region', { name: 'Servicios' }).getByRole('list');
    await expect(services.getByRole('listitem')).toHaveText(['Baños', 'Cocinas', 'Pintura']);
    await expect(services).toHaveCSS('list-style-type', 'none');
    const tops = await services
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the tags sit on one line').toBe(1);
    const logo = page.getByRole('img', { name: `Logo de ${company}` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
    // The box keeps its size whatever the image: nothing below it moves when the image arrives.
    expect(await logo.boundingBox()).toMatchObject({ width: 96, height: 96 });

    await expectNoSeriousA11yViolations(page);

    await page.goto(`/worker-profiles?q=${encodeURIComponent(company)}`);
    const card = page.getByRole('article', { name: company });
    await expect(card.getByRole('img', { name: `Logo de ${company}` })).toBeVisible();
  });

  test('without a logo, shows the initials in the same box', async ({ page }) => {
    const { company, profileId } = await professionalWithProfile(page, {
      services: ['painting'],
      prefix: 'Obras',
    });
    await page.goto(`/worker-profiles/${profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    const fallback = page.getByRole('img', { name: `Logo de ${company}` });
    await expect(fallback).toHaveText(`O${company.split(' ')[1]?.[0] ?? ''}`.toUpperCase());
    await expect.poll(() => fallback.boundingBox()).toMatchObject({ width: 96, height: 96 });
  });
});

test.describe("a professional's composed page (pages/worker-profiles/_.html)", () => {
  test('is served with its frame for any id, shows its skeleton until the page draws the profile, asked for once, without errors', async ({
    page,
    request,
    watch,
  }) => {
    const { company, profileId } = await professionalWithProfile(page, { services: ['kitchen'] });
    // The same page for every id: the frame of /worker-profiles/:id in the HTML as served, no script of its own. As
    // a signed-in visitor gets it (the page's own visitor is signed in); anonymous ones get it drawn on the server.
    const html = await browserRenderedHtml(request, `/worker-profiles/${profileId}`);
    expect(html).toContain('data-prerendered="/worker-profiles/:id" data-route="/worker-profiles/:id"');
    expect(html).toContain('<div class="renovation-screen" inert=""><nav class="breadcrumb"');
    expect(html).toContain('<h1>Perfil profesional</h1>');
    expect(html).not.toContain('<script type="module">');
    expect(await browserRenderedHtml(request, '/worker-profiles/999999')).toBe(html);

    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/workers/')) asked.push(new URL(req.url()).pathname);
    });
    // The remote held back (its manifest): the frame's heading and skeleton, nothing of the profile.
    const release = await holdRequests(page, '**/mf-manifest.json');
    await page.goto(`/worker-profiles/${profileId}`);
    const frame = page.locator('.renovation-screen[inert]');
    await expect(frame.locator('.page-skeleton')).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Perfil profesional');
    await expect(page.locator('.worker-heading')).toHaveCount(0);
    release();
    // The remote's page in place of the frame, with the profile's heading.
    await expect(page.locator('.renovation-screen[inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Información de contacto' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(company);
    // The page's own request for the profile: one, not two.
    expect(asked).toEqual([`/api/workers/${profileId}`]);
    // A hydration mismatch (React #418) or any other error shows up in the console.
    expectNoConsoleErrors(watch);

    // An unknown id: the same page, then the page's own not-found state.
    await page.goto('/worker-profiles/999999');
    await expect(page.getByText('No se encontró el perfil profesional')).toBeVisible();
  });

  test("marks an owner who confirmed the address 'Correo verificado' from the first paint, on the page and on the directory card", async ({
    page,
    request,
    watch,
  }) => {
    const { company, profileId, email } = await professionalWithProfile(page, { services: ['painting'] });
    await page.goto(`/worker-profiles/${profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Correo verificado' })).toHaveCount(0);

    await confirmAddressViaMail(page.request, email);
    // A visitor without a session gets the page drawn on the server: the mark in the username's row of the HTML.
    const served = await (
      await request.get(`/worker-profiles/${profileId}`, { headers: { cookie: '' } })
    ).text();
    const username = /<p class="username">(.*?)<\/p>/s.exec(served)?.[1] ?? '';
    expect(username).toContain('<span class="email-verified" role="img" aria-label="Correo verificado">');
    await page.goto(`/worker-profiles/${profileId}`);
    const mark = page.getByRole('img', { name: 'Correo verificado' });
    await expect(mark).toBeVisible();
    await expect(page.locator('.worker-heading .username')).toContainText('✓ Correo verificado');

    await page.goto(`/worker-profiles?q=${encodeURIComponent(company)}`);
    const card = page.getByRole('article', { name: company });
    await expect(card.getByRole('img', { name: 'Correo verificado' })).toBeVisible();
    expectNoConsoleErrors(watch);
  });
});

// The directories' composed pages, as a signed-in visitor gets them: the frame's skeleton until the remote's page
// draws the first cards from the first page the HTML preloads, asked for once (anonymous visitors get the cards
// drawn on the server: server-rendering.spec.ts).
const cardNames = (cards: Element[]) =>
  cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);
for (const [route, api, card, pending] of [
  ['/worker-profiles', '/api/workers?limit=12&offset=0', '.worker-card', '.skeleton-card'],
  ['/cleaning', '/api/cleaning?limit=12&offset=0', '.cleaning-card', '.cleaning-loading'],
] as const) {
  test(`${route}: the frame shows its pending state and no card before the remote, then the page's cards, the first page asked for once`, async ({
    page,
    request,
    watch,
  }) => {
    // At least one card on the first page, whatever ran before (another account than the page's visitor).
    await registerViaApi(request, route === '/cleaning' ? 'cleaning' : 'professional');
    const published =
      route === '/cleaning'
        ? await request.post('/api/cleaning', {
            data: {
              name: `Limpiezas ${uniqueWord()}`,
              phone: '612345678',
              city: 'Lugo',
              experience: 3,
              availability: 'weekends',
              serviceType: ['home'],
            },
          })
        : await request.post('/api/workers', {
            data: {
              companyName: `Reformas ${uniqueWord()}`,
              city: 'Lugo',
              postalCode: '27001',
              services: ['painting'],
              description: 'Equipo propio y presupuesto sin compromiso.',
              experience: 5,
            },
          });
    expect(published.status()).toBe(201);
    // Today's page, as a signed-in visitor gets it (anonymous visitors get it drawn: server-rendering.spec.ts).
    const html = await browserRenderedHtml(request, route);
    expect(html).toContain(`rel="preload" href="${api}"`);
    expect(html).not.toContain('<script type="module">');
    await renderInBrowser(page);

    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (`${url.pathname}${url.search}` === api) asked.push(api);
    });
    // The remote held back (its manifest): the frame's pending state, and no card drawn before the page.
    const release = await holdRequests(page, '**/mf-manifest.json');
    await page.goto(route);
    await expect(page.locator(`[inert] ${pending}`).first()).toBeVisible();
    await expect(page.locator(card)).toHaveCount(0);
    release();
    await expect(page.locator('[inert]')).toHaveCount(0);
    const cards = page.locator(card);
    await expect(cards.first()).toBeVisible();
    const names = await cards.evaluateAll(cardNames);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name && name.trim().length > 0)).toBe(true);
    // The page's own request used the HTML's preload: one request, not two.
    expect(asked).toEqual([api]);
    expectNoConsoleErrors(watch);
  });
}
