import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  publishCleaningViaApi,
  closeRequestViaApi,
  createProjectViaApi,
  listInDirectoryViaApi,
  registerViaApi,
} from './support/accounts';
import { authTab } from './support/auth-page';
import { expect, expectLinks, test } from './support/test';

/** Opens 'Perfil' on /about and checks the menu's six entries, its work area being `area`. */
async function openProfileMenu(page: Page, area: string) {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Perfil', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Opciones de perfil' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Editar Perfil',
    'Mi cuenta',
    'Notificaciones por correo',
    area,
    'Mensajes',
    'Cerrar sesión',
  ]);
  return menu;
}

test.describe('header, access menu and footer (desktop)', () => {
  test('top bar shows the support phone and e-mail; no social link where none is configured', async ({
    page,
  }) => {
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(banner.locator('a[href^="mailto:"]').first()).toBeVisible();
    // The test build sets no SOCIAL_*_URL: a link to a network's home page would be a dead end.
    await expect(banner.getByRole('navigation', { name: 'Redes sociales' })).toHaveCount(0);
    await expect(
      page.locator('a[href*="facebook.com"], a[href*="instagram.com"], a[href*="linkedin.com"]'),
    ).toHaveCount(0);
  });

  test('desktop navigation leads to each section', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const [name, path] of [
      ['Proyectos', '/projects'],
      ['Servicios', '/services'],
      ['Calcula tu presupuesto', '/calculator'],
      ['Limpieza', '/cleaning'],
      ['Inicio', '/'],
    ]) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}$`));
    }
    await page.goto('/about');
    await page.getByRole('link', { name: 'ReformasYa, ir al inicio' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed out: "Acceso Usuarios" opens "Selecciona tipo de usuario" with both access types', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Acceso Usuarios' }).click();
    const menu = page.getByRole('menu', { name: 'Selecciona tipo de usuario' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(2);
    await menu.getByRole('menuitem', { name: 'Soy Profesional' }).click();
    await expect(page).toHaveURL(/\/auth\?type=professional$/);

    await page.goto('/about');
    await page.getByRole('button', { name: 'Acceso Usuarios' }).click();
    await page.getByRole('menuitem', { name: 'Soy Cliente' }).click();
    await expect(page).toHaveURL(/\/auth\?type=client$/);
  });

  test('signed in: "Perfil" opens "Opciones de perfil" with its six entries; logging out returns home', async ({
    page,
  }) => {
    await registerViaApi(page.request, 'professional');
    const menu = await openProfileMenu(page, 'Mi Área de Trabajo');
    await menu.getByRole('menuitem', { name: 'Editar Perfil' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);

    await page.getByRole('button', { name: 'Perfil', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Mi Área de Trabajo' }).click();
    await expect(page).toHaveURL(/\/worker-view$/);

    await page.getByRole('button', { name: 'Perfil', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Acceso Usuarios' })).toBeVisible();
    await expect(page.getByText('Sesión cerrada').first()).toBeVisible();
    const session = await page.request.get('/api/user');
    expect(session.status()).toBe(401);
  });

  test('footer: quick links, services, contact, legal pages and the current year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Enlaces rápidos' });
    // 'Profesionales' is the public directory, not one professional's dashboard.
    await expect(quick.getByRole('link', { name: 'Profesionales' })).toHaveAttribute(
      'href',
      '/worker-profiles',
    );
    await expect(quick.getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/client-view');
    for (const [service, type] of [
      ['Reformas integrales', 'integral'],
      ['Cocinas', 'kitchen'],
      ['Baños', 'bathroom'],
      ['Pintura y decoración', 'painting'],
    ]) {
      await expect(footer.getByRole('link', { name: service, exact: true })).toHaveAttribute(
        'href',
        `/projects?type=${type}`,
      );
    }
    const legal = footer.getByRole('navigation', { name: 'Información legal' });
    await expect(legal.getByRole('link')).toHaveText([
      'Aviso legal',
      'Política de privacidad',
      'Política de cookies',
    ]);
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('small screens (375 px wide)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no page scrolls sideways on a phone', async ({ page }) => {
    for (const path of ['/', '/services', '/about', '/auth?type=client', '/ruta-que-no-existe']) {
      await page.goto(path);
      await expect(page.locator('footer')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('signed out: the drawer takes 85% of the width and offers the register buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width ?? 0).toBeCloseTo(375 * 0.85, 0);

    await expect(drawer.getByRole('heading', { name: 'Servicios principales' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Servicios de limpieza' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Área de usuario' })).toBeVisible();
    await expect(drawer.getByText('Regístrate para acceder a todas las funciones')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Publicar mi servicio' })).toHaveCount(0);
    await expect(drawer.locator('a[href^="tel:"]')).toBeVisible();

    await drawer.getByRole('link', { name: 'Calcula tu presupuesto' }).click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Registrarme como cliente' }).click();
    await expect(page).toHaveURL(/\/auth\?type=client$/);
  });

  test('signed in: the drawer offers the own area, messages and logout', async ({ page }) => {
    await registerViaApi(page.request, 'client');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Mis solicitudes' })).toBeVisible();
    await expectLinks(drawer, {
      'Editar Perfil': '/profile/edit',
      'Mi cuenta': '/profile/cuenta',
      'Notificaciones por correo': '/profile/notificaciones',
    });
    await expect(drawer.getByRole('link', { name: 'Mensajes' })).toBeVisible();
    await expect(drawer.getByText('Regístrate para acceder a todas las funciones')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(
      page.getByRole('dialog').getByText('Regístrate para acceder a todas las funciones'),
    ).toBeVisible();
  });
});

// What each user type may publish is decided once (PUBLISHER_OF in shared-types); the menu and the
// drawer offer each one only their own place to publish, and never another type's publish page.
test.describe('each user type is offered only what they may publish', () => {
  const PUBLISH_PAGES = ['/create-post', '/worker-view?tab=perfil', '/create-cleaning'];
  const OWN = [
    { userType: 'client', area: 'Mis solicitudes', path: '/client-view', publishes: '/create-post' },
    {
      userType: 'professional',
      area: 'Mi Área de Trabajo',
      path: '/worker-view',
      publishes: '/worker-view?tab=perfil',
    },
    {
      userType: 'cleaning',
      area: 'Mi servicio de limpieza',
      path: '/create-cleaning',
      publishes: '/create-cleaning',
    },
  ] as const;

  for (const own of OWN) {
    test(`a ${own.userType}: the profile menu and the drawer link no other type's publish page`, async ({
      page,
    }) => {
      await registerViaApi(page.request, own.userType);
      const menu = await openProfileMenu(page, own.area);
      await expect(menu.getByRole('menuitem', { name: own.area })).toHaveAttribute('href', own.path);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: own.area })).toHaveAttribute('href', own.path);
      for (const other of PUBLISH_PAGES.filter((p) => p !== own.publishes && p !== own.path))
        await expect(drawer.locator(`a[href="${other}"]`)).toHaveCount(0);
    });
  }

  test("a client opening a professional's or a cleaner's publish page is told what they can do instead", async ({
    page,
  }) => {
    await registerViaApi(page.request, 'client');
    await page.goto('/create-cleaning');
    await expect(page.getByText('Los servicios de limpieza son para cuentas de limpieza')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar servicio' })).toHaveCount(0);
    await page.goto('/worker-view?tab=perfil');
    await expect(page.getByText('Los perfiles profesionales son para cuentas de profesional')).toBeVisible();
    await page.getByRole('link', { name: 'Publicar una solicitud de reforma' }).click();
    await expect(page).toHaveURL(/\/create-post$/);
    await expect(page.getByRole('button', { name: 'Publicar solicitud' })).toBeVisible();
  });

  test('a professional opening /create-post is told what they can do instead', async ({ page }) => {
    await registerViaApi(page.request, 'professional');
    await page.goto('/create-post');
    await expect(page.getByText('Las solicitudes de reforma son para cuentas de cliente')).toBeVisible();
    await page.getByRole('link', { name: 'Ir a mi perfil profesional' }).click();
    await expect(page).toHaveURL(/\/worker-view\?tab=perfil$/);
    await expect(page.getByRole('button', { name: 'Crear Perfil' })).toBeVisible();
  });
});

test.describe('moving between pages', () => {
  test('a page opened from a link starts at its top; Back returns to where the person was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(page.request, 'client');
    for (const city of ['Bilbao', 'Málaga', 'Zaragoza', 'Murcia'])
      await createProjectViaApi(page.request, { city, renovationType: 'painting' });
    await page.goto('/');
    const more = page.getByRole('link', { name: 'Ver más' }).last();
    await more.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await more.click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    // The request's heading in view, at the top: not the previous page's scroll position (over 300 px). Once in a
    // full run (2026-11-28) the page stood 53 px down with its heading in view, not reproduced in 11 runs alone
    // or under load: the bound says "at the top", not "to the pixel" (cause unknown, noted in issue 33's note).
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(100);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('after moving to another page the focus is on its content, not on the body', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Profesionales' }).click();
    await expect(page).toHaveURL(/\/worker-profiles$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName))
      .toBe('contenido');
    // Tab goes on from the content: the first link or control inside the page, not the header.
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

test.describe('the phone drawer keeps the focus', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Tab and Shift+Tab stay inside while it is open; Escape closes it and gives the focus back to the menu button', async ({
    page,
  }) => {
    await page.goto('/projects');
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    await opener.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const insideDrawer = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-drawer, [role="dialog"]')));
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await insideDrawer(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDrawer(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('offers "Iniciar sesión" beside the register buttons to someone signed out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: /^Cliente/ }).click();
    await expect(page.getByRole('tab', { name: 'Iniciar sesión', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByLabel('Correo electrónico')).toHaveAttribute(
      'type',
      'email',
    );
  });
});

test.describe('registration', () => {
  test('links to the terms and the privacy page, and the e-mail field brings the e-mail keyboard', async ({
    page,
  }) => {
    await page.goto('/auth?type=client');
    const form = await authTab(page, 'Registrarse');
    await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('type', 'email');
    await expectLinks(form, {
      'términos y condiciones': '/aviso-legal#condiciones-de-uso',
      'política de privacidad': '/politica-de-privacidad',
    });
    // The schema's Spanish message, not the browser's bubble, for a malformed address.
    await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await form.getByRole('button', { name: 'Registrarse' }).click();
    await expect(form.getByText('Email inválido')).toBeVisible();
  });
});

test.describe('browser titles', () => {
  test('each page has a title of its own, the 404 too', async ({ page }) => {
    const expected: [string, string][] = [
      ['/', 'ReformasYa · Reformas y limpieza en España'],
      ['/projects', 'Tablón de reformas · ReformasYa'],
      ['/worker-profiles', 'Profesionales de reformas · ReformasYa'],
      ['/cleaning', 'Servicios de limpieza · ReformasYa'],
      ['/services', 'Servicios · ReformasYa'],
      ['/about', 'Sobre nosotros · ReformasYa'],
      ['/no-existe', 'Página no encontrada · ReformasYa'],
    ];
    for (const [address, title] of expected) {
      await page.goto(address);
      await expect(page).toHaveTitle(title);
    }
    // And when moving inside the app, not only on a page load.
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveTitle('ReformasYa · Reformas y limpieza en España');
  });
});
test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a toast does not cover the page's title", async ({ page }) => {
    await registerViaApi(page.request, 'client');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    const toast = page.locator('.ant-notification-notice').first();
    await expect(toast).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(toast).toBeInViewport();
    const [a, b] = [await toast.boundingBox(), await heading.boundingBox()];
    if (!a || !b) throw new Error('sin caja');
    const overlaps =
      a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width;
    expect(overlaps).toBe(false);
  });
});

test.describe('the outline of the list pages', () => {
  // axe-core's own rules for it (best practices, outside the WCAG set the journeys check for serious findings).
  const outline = async (page: Page) =>
    (await new AxeBuilder({ page }).withRules(['heading-order', 'landmark-unique']).analyze()).violations.map(
      (v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );

  test('headings go down one level at a time, and no two landmarks share a name', async ({ page }) => {
    const city = `Esquema ${Date.now()}`;
    const author = await registerViaApi(page.request, 'client', 'Nuria Vidal Roca');
    const ids = [
      await createProjectViaApi(page.request, { city, description: 'Cambiar el suelo del salón' }),
      await createProjectViaApi(page.request, { city, description: 'Pintar las habitaciones' }),
    ];
    const found: string[] = [];
    await page.goto('/client-view');
    await expect(page.locator('li.client-request')).toHaveCount(2);
    await expect(page.getByRole('group', { name: /Profesionales que han visto tu teléfono/ })).toHaveCount(2);
    found.push(...(await outline(page)));
    await page.goto(`/projects?city=${encodeURIComponent(city)}`);
    await expect(page.locator('article').first()).toBeVisible();
    found.push(...(await outline(page)));

    await registerViaApi(page.request, 'professional', 'Iván Sanz Mora');
    await listInDirectoryViaApi(page.request);
    for (const path of ['/worker-view', '/worker-profiles']) {
      await page.goto(path);
      await expect(page.locator('article.board-card').first()).toBeVisible();
      found.push(...(await outline(page)));
    }

    await registerViaApi(page.request, 'cleaning', 'Rocío Pérez Gil');
    await publishCleaningViaApi(page.request, { name: 'Rocío Pérez Gil', city });
    await page.goto(`/cleaning?city=${encodeURIComponent(city)}`);
    await expect(page.locator('article').first()).toBeVisible();
    found.push(...(await outline(page)));
    expect(found).toEqual([]);

    // The author signs in again to close them.
    await page.request.post('/api/login', { data: { username: author.email, password: author.password } });
    for (const id of ids) await closeRequestViaApi(page.request, id);
  });
});
