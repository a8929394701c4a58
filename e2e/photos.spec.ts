// Photos: a client attaches photos on /create-post; the request's page shows them in a gallery that
// works with the keyboard and on a phone; the board's card shows the first one's thumbnail in a fixed box; a
// professional shows photos of their work on their page.
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import {
  createProjectViaApi,
  publishCleaningViaApi,
  publishProfileViaApi,
  registerViaApi,
} from './support/accounts';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts';
import { photo } from './support/photos';
import { browserRenderedHtml } from './support/rendering';
import { closeOwnOpenRequestsViaApi, fillRequestForm, ownRequestsViaApi } from './support/requests';
import { expect, expectNoConsoleErrors, holdRequests, test } from './support/test';
import { uniqueName } from './support/unique';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function uploadViaApi(request: APIRequestContext, id: number, bytes: Buffer) {
  const res = await request.post(`/api/projects/${id}/photos`, {
    data: bytes,
    headers: { 'content-type': 'image/png' },
  });
  expect(res.status()).toBe(201);
}

test.describe('photos of requests and of work', () => {
  // One database for the whole run, and home.spec.ts starts from an empty board: what this file published is closed.
  test.afterEach(({ page }) => closeOwnOpenRequestsViaApi(page.request));

  test('a client publishes a request with photos from /create-post, changes them when editing, sees them on its page with the keyboard, and the board shows the thumbnail', async ({
    page,
    watch,
  }) => {
    // Five screens and seven uploads: about 30 s on a quiet machine, nearer 60 s with the load average at 10.
    test.setTimeout(120_000);
    const city = uniqueName('Foto');
    await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
    await page.goto('/create-post');
    await expect(page.getByRole('heading', { name: 'Nueva Solicitud de Reforma' })).toBeVisible();
    await fillRequestForm(page, {
      type: 'Baños',
      city,
      description: 'Cambiar la bañera por un plato de ducha',
    });

    // 'Añadir foto' is reached with Tab from the description and opened with Enter.
    const add = page.getByRole('button', { name: 'Añadir foto' });
    await page.getByLabel('Descripción').focus();
    for (
      let presses = 0;
      presses < 4 && !(await add.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(add).toBeFocused();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooser.setFiles([
      { name: 'bano.png', mimeType: 'image/png', buffer: await photo(800, 600, 30) },
      { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una foto') },
    ]);
    const picker = page.locator('.photo-field input[type="file"]');
    await expect(page.getByRole('alert')).toContainText('«notas.txt» no es una imagen JPG, PNG, GIF o WebP');
    await picker.setInputFiles([
      { name: 'ducha.png', mimeType: 'image/png', buffer: await photo(600, 800, 200) },
      { name: 'sobra.png', mimeType: 'image/png', buffer: await photo(640, 480, 120) },
    ]);
    const chosen = page.locator('.photo-field .ant-upload-list-item');
    await expect(chosen).toHaveCount(3);
    // Removed before sending.
    await chosen.nth(2).hover();
    await chosen.nth(2).getByRole('button', { name: 'Quitar foto' }).click();
    await expect(chosen).toHaveCount(2);
    await expect(page.getByText(/2 de 6 fotos/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A refused file last: its message is still there when the request is published, and must not outlive it.
    await picker.setInputFiles({
      name: 'plano.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    const stale = page.getByText('«plano.pdf» no es una imagen JPG, PNG, GIF o WebP');
    await expect(stale).toBeVisible();

    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();
    await expect(
      page.getByText('¡Solicitud creada! Tu solicitud ha sido publicada correctamente.'),
    ).toBeInViewport();
    await expect(stale).toHaveCount(0);
    await expect.poll(async () => (await ownRequestsViaApi(page.request))[0]?.photos.length).toBe(2);
    const [created] = await ownRequestsViaApi(page.request);

    // Editing it: a photo removed and another added, each saved at once.
    await page.goto(`/create-post?edit=${created?.id}`);
    const saved = page.locator('.photo-field .ant-upload-list-item');
    await expect(saved).toHaveCount(2);
    await saved.first().hover();
    await saved.first().getByRole('button', { name: 'Quitar foto' }).click();
    await expect(page.getByText(/1 de 6 fotos/)).toBeVisible();
    await page
      .locator('.photo-field input[type="file"]')
      .setInputFiles({ name: 'plato.png', mimeType: 'image/png', buffer: await photo(700, 500, 90) });
    await expect(page.getByText(/2 de 6 fotos/)).toBeVisible();
    await expect(saved).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The request's page: a gallery of two thumbnails, opened and moved with the keyboard.
    await page.goto(`/projects/${created?.id}`);
    const gallery = page.getByRole('region', { name: 'Fotos' });
    const first = gallery.getByRole('button', { name: /Ver foto 1 de 2/ });
    await expect(first.getByRole('img')).toHaveAttribute('width', '320');
    await first.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Foto 1 de 2' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(first).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // The board: the first photo's thumbnail in a 320×240 box, loaded.
    await page.goto(`/projects?city=${city}`);
    const thumb = page.locator('article.board-card img.board-card-photo');
    await expect(thumb).toHaveAttribute('alt', /^Foto de la solicitud: Cambiar la bañera/);
    await expect(thumb).toHaveAttribute('width', '320');
    await expect(thumb).toHaveAttribute('height', '240');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors(watch);
  });

  test('a professional adds photos of their work on /worker-view and their page shows them in a gallery', async ({
    page,
  }) => {
    const company = `Reformas ${uniqueName('Foto')}`;
    await registerViaApi(page.request, 'professional');
    const id = await publishProfileViaApi(page.request, {
      companyName: company,
      city: 'Huesca',
      postalCode: '22001',
      services: ['bathroom'],
    });

    await page.goto('/worker-view?tab=perfil');
    await expect(page.getByText(/0 de 12 fotos/)).toBeVisible();
    await page.locator('.photo-field input[type="file"]').setInputFiles([
      { name: 'bano.png', mimeType: 'image/png', buffer: await photo(800, 600, 10) },
      { name: 'cocina.png', mimeType: 'image/png', buffer: await photo(800, 600, 250) },
    ]);
    await expect(page.getByText(/2 de 12 fotos/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/worker-profiles/${id}`);
    const gallery = page.getByRole('region', { name: 'Fotos de trabajos' });
    await expect(gallery.getByRole('img', { name: `Foto 2 de los trabajos de ${company}` })).toBeVisible();
    await gallery.getByRole('button', { name: /Ver foto 2 de 2/ }).click();
    await expect(page.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Foto 1 de 2' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a cleaner adds photos to their published service on /create-cleaning, and its card shows them', async ({
    page,
  }) => {
    const city = uniqueName('Foto');
    await registerViaApi(page.request, 'cleaning', 'Rosario Vega');
    await publishCleaningViaApi(page.request, { name: 'Rosario Vega', city });

    await page.goto('/create-cleaning');
    await expect(page.getByRole('heading', { name: 'Fotos de tu servicio' })).toBeVisible();
    await page
      .locator('.photo-field input[type="file"]')
      .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: await photo(800, 600, 140) });
    await expect(page.getByText(/1 de 12 fotos/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/cleaning?city=${city}`);
    const card = page.getByRole('article', { name: 'Rosario Vega' });
    await expect(card.getByRole('img', { name: 'Foto 1 del servicio de Rosario Vega' })).toBeVisible();
    await card.getByRole('button', { name: /Ver foto 1 de 1/ }).click();
    await expect(page.getByRole('dialog', { name: 'Foto 1 de 1' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // The composed pages of a request and of a service (pages/projects/_.html, pages/cleaning/_.html), as a signed-in
  // visitor gets them: one for every id, the frame's skeleton until the page draws the data it asked for.
  for (const kind of ['request', 'cleaning'] as const) {
    test(`a ${kind}'s composed page: its skeleton frame as served, the page draws the first photo (eager, first), the data asked for once, without errors; an unknown id says so`, async ({
      page,
      request,
      watch,
    }) => {
      let path: string;
      let api: string;
      let heading: string;
      let notFound: string;
      let frameHeading: string;
      if (kind === 'request') {
        await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
        const city = uniqueName('Foto');
        const id = await createProjectViaApi(page.request, { city, renovationType: 'painting' });
        await uploadViaApi(page.request, id, await photo(800, 600, 60));
        await uploadViaApi(page.request, id, await photo(800, 600, 200));
        [path, api, heading] = [`/projects/${id}`, `/api/projects/${id}`, `Pintura en ${city}`];
        [notFound, frameHeading] = ['Esta solicitud no existe o ya está cerrada.', 'Solicitud de reforma'];
      } else {
        const name = `Limpiezas ${uniqueName('Foto')}`;
        await registerViaApi(page.request, 'cleaning', name);
        const id = await publishCleaningViaApi(page.request, { name, city: uniqueName('Foto') });
        const upload = await page.request.post(`/api/cleaning/${id}/photos`, {
          data: await photo(800, 600, 120),
          headers: { 'content-type': 'image/png' },
        });
        expect(upload.status()).toBe(201);
        [path, api, heading] = [`/cleaning/${id}`, `/api/cleaning/${id}`, name];
        [notFound, frameHeading] = ['No se encontró el servicio de limpieza', 'Servicio de limpieza'];
      }
      const route = path.replace(/\d+$/, ':id');
      // The same page for every id: the route's frame in the HTML as served, and no script of its own, as a
      // signed-in visitor gets it (this page's visitor is signed in; anonymous ones get it drawn on the server).
      const html = await browserRenderedHtml(request, path);
      expect(html).toContain(`data-prerendered="${route}" data-route="${route}"`);
      expect(html).toContain(frameHeading);
      expect(html).not.toContain('<script type="module">');
      expect(await browserRenderedHtml(request, path.replace(/\d+$/, '999999'))).toBe(html);

      const asked: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === api) asked.push(api);
      });
      // Every layout shift of the page's load, with what moved.
      await watchLayoutShifts(page);
      await page.setViewportSize({ width: 412, height: 823 });
      // The remote held back (its manifest): the frame shows its heading and its pending state, no photo.
      const release = await holdRequests(page, '**/mf-manifest.json');
      await page.goto(path);
      const frame = page.locator('[inert]');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(frameHeading);
      await expect(page.locator('.photo-gallery')).toHaveCount(0);
      release();
      // The remote's page in place of the frame, with the data's heading and photos, the first one fetched first.
      await expect(page.locator('[inert]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const first = page.locator('.photo-gallery img').first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      // The page's own request: one, not two.
      expect(asked).toEqual([api]);
      // From the frame to the page, nothing already painted moved on a phone's screen. Left out: the reviews
      // section's own settling under a short card (rating summary and statement, at the screen's bottom).
      await page.waitForTimeout(500);
      const shifts = await layoutShifts(page);
      expect(
        shifts.filter((shift) => !/^[\d.e-]+: <div class="(reviews-statement|rating-summary)"/.test(shift)),
      ).toEqual([]);
      // A hydration mismatch (React #418) or any other error shows up in the console.
      expectNoConsoleErrors(watch);

      // An unknown id: the same page, then the page's own not-found state.
      await page.goto(path.replace(/\d+$/, '999999'));
      await expect(page.getByText(notFound)).toBeVisible();
    });
  }

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the gallery opens with a tap, moves with its buttons, fits the screen and closes', async ({
      page,
    }) => {
      await registerViaApi(page.request, 'client', 'Marta Ruiz Gil');
      const id = await createProjectViaApi(page.request, {
        city: uniqueName('Foto'),
        description: 'Pintar el salón y el pasillo',
        renovationType: 'painting',
      });
      await uploadViaApi(page.request, id, await photo(1200, 900, 60));
      await uploadViaApi(page.request, id, await photo(900, 1200, 180));

      await page.goto(`/projects/${id}`);
      await page.getByRole('button', { name: /Ver foto 1 de 2/ }).tap();
      const viewer = page.getByRole('dialog', { name: 'Foto 1 de 2' });
      await expect(viewer).toBeVisible();
      const image = viewer.getByRole('img');
      await expect(image).toHaveJSProperty('complete', true);
      const box = await image.boundingBox();
      expect(box?.width ?? 999).toBeLessThanOrEqual(390);
      expect((box?.y ?? 0) + (box?.height ?? 999)).toBeLessThanOrEqual(844);
      await viewer.getByRole('button', { name: 'Foto siguiente' }).tap();
      await expect(page.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).tap();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
