// The renovation remote's board, client area and request form, in a real browser through the shell.
import { request as playwrightRequest } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import {
  createProjectViaApi,
  listInDirectoryViaApi,
  publishProfileViaApi,
  registerViaApi,
} from './support/accounts';
import { expectAccessRequired, signInInForm } from './support/auth-page';
import { dialed, recordDials } from './support/dial';
import { remoteOrigin, SHELL_URL } from './support/environment';
import { liveRelease } from './support/processes';
import { browserRenderedHtml, renderInBrowser } from './support/rendering';
import { fillRequestForm } from './support/requests';
import { expect, expectNoConsoleErrors, holdRequests, test } from './support/test';
import { uniqueName, uniquePostalCode } from './support/unique';

/** Requests published by another client (a separate session), on a city no other test uses. */
async function publishAsAnotherClient(
  count: number,
  project: {
    city: string;
    renovationType?: string;
    name?: string;
    postalCode?: string;
    description?: string;
  },
) {
  const context = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  try {
    await registerViaApi(context, 'client');
    for (let i = 0; i < count; i++)
      await createProjectViaApi(context, { description: `Obra ${i + 1}`, ...project });
  } finally {
    await context.dispose();
  }
}

test.describe('/projects, the public board', () => {
  test('a visitor sees masked data, the filters in the URL survive a reload, and the sponsored panel', async ({
    page,
  }) => {
    const city = uniqueName('Villa');
    await publishAsAnotherClient(2, { city, renovationType: 'bathroom', name: 'Carmen López' });

    await page.goto(`/projects?type=bathroom&city=${city}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos filtrados (2)' })).toBeVisible();
    const cards = page.locator('article.board-card');
    await expect(cards).toHaveCount(2);
    // What the API sends a visitor: the name and phone masked by the server.
    await expect(cards.first()).toContainText('Carmen L.');
    await expect(cards.first()).toContainText('***777');
    await expect(cards.first()).not.toContainText('699888777');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos filtrados (2)' })).toBeVisible();
    await expect(page.getByLabel('Ciudad')).toHaveValue(city);

    // The test database has no sponsors (the demo data brings them; site-links.spec.ts shows them): no empty panel.
    await expect(page.getByRole('heading', { name: 'Servicios recomendados' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Restablecer filtros' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Todos los proyectos' })).toBeVisible();
  });

  test('the served HTML holds the board frame with 6 skeletons, and the page replaces it without errors', async ({
    page,
    request,
    watch,
  }) => {
    // Today's page, as a signed-in visitor gets it (anonymous visitors get it drawn: server-rendering.spec.ts).
    const html = await browserRenderedHtml(request, '/projects');
    expect(html).toContain('data-prerendered="/projects"');
    expect(html).toContain('Todos los proyectos');
    expect(html.match(/class="board-card skeleton-card"/g)).toHaveLength(6);

    await renderInBrowser(page);
    const release = await holdRequests(page, '**/api/projects?*');
    await page.goto('/projects');
    // The remote's page in place of the shell's inert frame, still waiting for its data.
    await expect(page.locator('.renovation-screen[inert]')).toHaveCount(0);
    await expect(page.locator('.board-grid[aria-busy="true"] .skeleton-card')).toHaveCount(6);
    release();
    await expect(page.locator('.board-grid')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.skeleton-card')).toHaveCount(0);
    // A hydration mismatch (React #418) or any other error shows up in the console.
    expectNoConsoleErrors(watch);
  });

  test('the first page of the board is asked for once, by the HTML, and the cards come from it', async ({
    page,
    request,
  }) => {
    const html = await browserRenderedHtml(request, '/projects');
    expect(html).toContain('<link rel="preload" href="/api/projects?limit=12&offset=0" as="fetch"');
    await renderInBrowser(page);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/projects') asked.push(req.url());
    });
    await page.goto('/projects');
    await expect(page.locator('.board-grid')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.board-card').first()).toBeVisible();
    // The page's own request would be a second one: the preload's URL and credentials must stay the page's.
    expect(asked.map((url) => new URL(url).search)).toEqual(['?limit=12&offset=0']);
  });

  test("the remote's files are asked for once each, beside the shell's script, from its live release", async ({
    page,
    request,
  }) => {
    const remote = `${remoteOrigin('mfe_renovation')}/${liveRelease('mfe_renovation')}`;
    const html = await browserRenderedHtml(request, '/projects');
    await renderInBrowser(page);
    expect(html).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
    expect(html).toContain(
      `<link rel="preload" href="${remote}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
    );
    expect(html).toContain(
      `<link rel="preload" href="${remote}/remoteEntry.js" as="script" fetchpriority="low">`,
    );
    const asked: string[] = [];
    page.on('request', (req) => asked.push(req.url()));
    await page.goto('/projects');
    await expect(page.locator('.board-card').first()).toBeVisible();
    // A hint the shell did not use (another URL, mode or credentials) would show as a second request.
    for (const url of [`${SHELL_URL}/remotes.json`, `${remote}/mf-manifest.json`, `${remote}/remoteEntry.js`])
      expect(asked.filter((u) => u === url)).toHaveLength(1);
  });

  test("each 'Acceso requerido' dialog leads to the right sign-in", async ({ page }) => {
    const city = uniqueName('Villa');
    await publishAsAnotherClient(1, { city });
    // 'Ver más' is the request's page, masked; its 'Contactar' asks to sign in, and comes back to it.
    await page.goto(`/projects?city=${city}`);
    await page.getByRole('link', { name: 'Ver más' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expectAccessRequired(page, 'Contactar');

    await page.goto('/projects');
    await expectAccessRequired(page, 'Añade tu proyecto');
  });

  test("'Cargar más' brings the next page from the server", async ({ page }) => {
    const city = uniqueName('Villa');
    await publishAsAnotherClient(14, { city });
    await page.goto(`/projects?city=${city}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos filtrados (14)' })).toBeVisible();
    await expect(page.locator('article.board-card')).toHaveCount(12);
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await expect(page.locator('article.board-card')).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
  });

  test('a signed-in professional sees the phone masked until "Contactar" on the request\'s page reveals and dials it', async ({
    page,
  }) => {
    const city = uniqueName('Villa');
    await publishAsAnotherClient(1, { city, name: 'Carmen López' });
    await registerViaApi(page.request, 'professional');
    await listInDirectoryViaApi(page.request);
    await recordDials(page);
    await page.goto(`/projects?city=${city}`);
    const card = page.locator('article.board-card');
    await expect(card).toContainText('***777');
    await card.getByRole('link', { name: 'Ver más' }).click();
    await page.getByRole('button', { name: 'Contactar' }).click();
    await expect(page.getByRole('link', { name: /Contactar/ })).toHaveAttribute('href', 'tel:699888777');
    await expect.poll(() => dialed(page)).toEqual(['tel:699888777']);
  });
});

test.describe('a client publishes a request', () => {
  test('from /create-post to the success banner, then /client-view and the board', async ({ page }) => {
    const city = uniqueName('Villa');
    const client = await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
    await page.goto('/client-view');
    await expect(page.getByRole('heading', { name: 'No tienes solicitudes activas' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Crear Mi Primera Solicitud' }).click();

    await expect(page.getByRole('heading', { name: 'Nueva Solicitud de Reforma' })).toBeVisible();
    // Prefilled from the session.
    await expect(page.getByLabel('Nombre')).toHaveValue('Marta Ruiz Gil');
    await expect(page.getByLabel('Email')).toHaveValue(client.email);
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();
    await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();

    await fillRequestForm(page, {
      type: 'Cocinas',
      city,
      description: 'Cambiar los muebles de la cocina y la encimera',
    });
    await page.getByLabel('Acepto los términos y condiciones').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();

    // Read where the person is looking: the button was at the form's foot, the message is at its head.
    await expect(
      page.getByText('¡Solicitud creada! Tu solicitud ha sido publicada correctamente.'),
    ).toBeInViewport();
    await expect(page.getByLabel('Ciudad')).toHaveValue('');
    await expect(page).toHaveURL(/\/client-view$/, { timeout: 6000 });
    await expect(
      page.getByRole('heading', { name: 'Cambiar los muebles de la cocina y la encimera' }),
    ).toBeVisible();
    await expect(page.getByText(`${city}, 28013`)).toBeVisible();

    await page.goto(`/projects?city=${city}`);
    await expect(page.locator('article.board-card')).toHaveCount(1);
    await expect(page.locator('article.board-card')).toContainText('Marta Ruiz Gil');
  });

  test('a signed-out visitor is sent to sign in and comes back to the form', async ({ page }) => {
    const client = await registerViaApi(page.request, 'client');
    await page.request.post('/api/logout');
    await page.goto('/create-post');
    await expect(page).toHaveURL(/\/auth\?type=client&next=%2Fcreate-post$/);
    await signInInForm(page, client.email, client.password);
    await expect(page).toHaveURL(/\/create-post$/);
    await expect(page.getByRole('heading', { name: 'Nueva Solicitud de Reforma' })).toBeVisible();
  });
});

test.describe('/worker-view, the professional dashboard', () => {
  test('a professional filters by type, postal code and city chip, and Contactar dials the client', async ({
    page,
  }) => {
    const postalCode = uniquePostalCode('renovation');
    const [north, south] = [uniqueName('Villa'), uniqueName('Villa')];
    await publishAsAnotherClient(2, { city: north, postalCode, renovationType: 'kitchen' });
    await publishAsAnotherClient(1, {
      city: south,
      postalCode,
      renovationType: 'kitchen',
      description: '',
    });
    await publishAsAnotherClient(1, { city: north, postalCode, renovationType: 'bathroom' });
    await registerViaApi(page.request, 'professional');
    await listInDirectoryViaApi(page.request);
    await recordDials(page);

    await page.goto('/worker-view');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel Profesional' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Proyectos Disponibles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Ver todos los profesionales' })).toHaveAttribute(
      'href',
      '/worker-profiles',
    );
    await expect(page.getByRole('link', { name: 'Mensajes' }).last()).toHaveAttribute('href', '/chat');

    await page.getByLabel('Código postal').fill(postalCode);
    await page.getByLabel('Tipo de reforma').selectOption({ label: 'Cocinas' });
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    const cards = page.locator('article.board-card');
    await expect(cards).toHaveCount(3);
    await expect(page.getByText('Filtrar por población (2)')).toBeVisible();
    // The title rule: no description gives 'Reforma en {city}', and the card says so.
    const southCard = cards.filter({ hasText: `Reforma en ${south}` });
    await expect(southCard).toContainText('Sin descripción adicional');
    await expect(southCard).toContainText('Publicado hace menos de un minuto');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('checkbox', { name: south }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${south}, ${postalCode}`);
    // A signed-in professional asks the API for the phone: Contactar reveals and dials it, a chat one click away.
    await cards.first().getByRole('button', { name: 'Contactar' }).click();
    await expect(cards.first().getByRole('link', { name: /Contactar/ })).toHaveAttribute(
      'href',
      'tel:699888777',
    );
    await expect(cards.first().getByRole('link', { name: 'Chatear' })).toHaveAttribute(
      'href',
      /\/chat\/\d+$/,
    );
    await expect.poll(() => dialed(page)).toEqual(['tel:699888777']);

    // The filters live in the URL: a reload shows the same list.
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(page.getByLabel('Código postal')).toHaveValue(postalCode);

    // 'Filtrar' clears the chosen city; 'Todas' too.
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(cards).toHaveCount(3);
    await page.getByRole('checkbox', { name: north }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Todas' }).click();
    await expect(cards).toHaveCount(3);

    await page.getByLabel('Código postal').fill(uniquePostalCode('renovation'));
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No hay proyectos disponibles' })).toBeVisible();
    await expect(page.getByText('No se encontraron proyectos con los filtros seleccionados.')).toBeVisible();
  });

  test('/worker-view and /worker-profiles are served with their frame and replace it without errors', async ({
    page,
    request,
    watch,
  }) => {
    for (const [route, title, skeletons] of [
      ['/worker-view', 'Panel Profesional', 3],
      ['/worker-profiles', 'Profesionales', 6],
    ] as const) {
      const html = await browserRenderedHtml(request, route);
      expect(html).toContain(`data-prerendered="${route}"`);
      expect(html).toContain(title);
      expect(html.match(/class="board-card skeleton-card"/g)).toHaveLength(skeletons);
      await renderInBrowser(page);
      await page.goto(route);
      await expect(page.locator('.board-grid')).toHaveAttribute('aria-busy', 'false');
      await expect(page.locator('.skeleton-card')).toHaveCount(0);
    }
    expectNoConsoleErrors(watch);
  });

  test('on a phone, the cards of /worker-view come in where the frame held their place (the city chips too)', async ({
    page,
  }) => {
    await publishAsAnotherClient(1, { city: uniqueName('Villa') });
    await page.setViewportSize({ width: 390, height: 844 });
    // The remote is held back (its manifest) so that the frame can be measured.
    const release = await holdRequests(page, '**/mf-manifest.json');
    await page.goto('/worker-view');
    const frameGrid = page.locator('.renovation-screen[inert] .board-grid');
    await expect(frameGrid).toBeVisible();
    const frameTop = (await frameGrid.boundingBox())?.y;
    release();
    await expect(page.locator('.board-grid')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('group', { name: /Filtrar por población/ })).toBeVisible();
    expect((await page.locator('.board-grid').boundingBox())?.y).toBe(frameTop);
    // Both tabs whole within the screen ('Mi Perfil Profesional' was cut at 390 px).
    for (const name of ['Proyectos Disponibles', 'Mi Perfil Profesional']) {
      const tab = page.getByRole('tab', { name });
      const box = await tab.boundingBox();
      expect([name, (box?.x ?? 0) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390]).toEqual([name, true]);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('a professional creates then updates the profile, finds it in the directory and opens it', async ({
    page,
  }) => {
    const company = `Reformas ${uniqueName('Villa')}`;
    const professional = await registerViaApi(page.request, 'professional', 'Pedro Ruiz Soto');
    await page.goto('/worker-view');
    await page.getByRole('tab', { name: 'Mi Perfil Profesional' }).click();
    await expect(page).toHaveURL(/tab=perfil/);
    const save = page.getByRole('button', { name: 'Crear Perfil' });
    await expect(save).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/');

    // The shared schema speaks before anything is sent.
    await save.click();
    await expect(page.getByText('Datos inválidos')).toBeVisible();
    await expect(page.getByText('Selecciona al menos un servicio')).toBeVisible();

    await page.getByLabel('Nombre de la empresa').fill(company);
    await page.getByLabel('Descripción').fill('Cocinas y baños completos, con presupuesto cerrado.');
    await page.getByRole('checkbox', { name: 'Cocinas' }).check();
    await page.getByRole('checkbox', { name: 'Baños' }).check();
    await page.getByLabel('Años de experiencia').fill('12');
    await page.getByLabel('Sitio web').fill('reformas-ejemplo.es');
    await page.getByLabel('Ciudad').fill('Sevilla');
    await page.getByLabel('Código postal').fill('41001');
    await expectNoSeriousA11yViolations(page);
    await save.click();
    await expect(page.getByText('Tu perfil profesional ha sido creado correctamente.')).toBeVisible();
    const update = page.getByRole('button', { name: 'Actualizar Perfil' });
    await expect(update).toBeVisible();

    await page.getByLabel('Años de experiencia').fill('13');
    await update.click();
    await expect(page.getByText('Tu perfil ha sido actualizado correctamente.')).toBeVisible();
    // Its own public page, one click from the dashboard.
    await expect(page.getByRole('link', { name: 'Ver mi página pública' })).toHaveAttribute(
      'href',
      /^\/worker-profiles\/\d+$/,
    );

    // The directory, searched on the server.
    await page.getByRole('link', { name: 'Ver todos los profesionales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profesionales' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', /\/worker-view/);
    await page.getByRole('searchbox', { name: 'Buscar profesionales' }).fill(company);
    const cards = page.locator('article.worker-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('13 años de experiencia');
    await expect(cards.first()).toContainText('Cocinas');
    await expect(cards.first().getByRole('link', { name: /Contactar/ })).toHaveAttribute(
      'href',
      `/chat/${professional.id}`,
    );
    await expect(page).toHaveURL(/\?q=/);
    await expectNoSeriousA11yViolations(page);

    await cards
      .first()
      .getByRole('link', { name: /Ver Perfil/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Profesionales' })).toHaveAttribute(
      'href',
      '/worker-profiles',
    );
    await expect(breadcrumb).toContainText(company);
    const website = page.getByRole('link', { name: 'reformas-ejemplo.es' });
    await expect(website).toHaveAttribute('href', 'https://reformas-ejemplo.es/');
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'Enviar Mensaje' })).toHaveAttribute(
      'href',
      `/chat/${professional.id}`,
    );
    // The owner sees their own phone whole, so it can be called.
    await expect(page.getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', 'tel:612345678');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /Volver/ }).click();
    await expect(page).toHaveURL(/\/worker-profiles\?q=/);
  });

  test('an anonymous visitor is asked to sign in to contact, and sees a masked phone on a profile', async ({
    page,
    browser,
  }) => {
    const postalCode = uniquePostalCode('renovation');
    await publishAsAnotherClient(1, { city: uniqueName('Villa'), postalCode });
    const company = `Reformas ${uniqueName('Villa')}`;
    const owner = await browser.newContext({ baseURL: SHELL_URL });
    const ownerPage = await owner.newPage();
    await registerViaApi(ownerPage.request, 'professional');
    const profileId = await publishProfileViaApi(ownerPage.request, {
      companyName: company,
      services: ['painting'],
      city: 'Bilbao',
      postalCode: '48001',
    });
    await owner.close();

    await page.goto(`/worker-view?cp=${postalCode}`);
    await expectAccessRequired(page, 'Contactar');

    await page.goto(`/worker-profiles/${profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText('***678')).toBeVisible();
    await expect(page.getByRole('link', { name: /Llamar/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/worker-profiles/999999');
    await expect(page.getByText('No se encontró el perfil profesional')).toBeVisible();
  });
});
