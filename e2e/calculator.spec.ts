import { expectNoSeriousA11yViolations } from './support/accessibility';
import { closeRequestViaApi, registerViaApi } from './support/accounts';
import { calculator, euros, eurosWithin } from './support/calculator';
import { fillRequestForm } from './support/requests';
import { expect, test } from './support/test';

test.describe('/calculator (remote mfe-calculator)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/calculator');
    await expect(calculator(page).title).toBeVisible();
  });

  test('shows the defaults and their estimate, labelled non-binding', async ({ page }) => {
    const calc = calculator(page);
    await expect(calc.area).toHaveValue('10');
    await expect(calc.doors).toHaveValue('6');
    await expect(calc.windows).toHaveValue('4');
    await expect(calc.plumbing).toHaveValue('5');
    await expect(calc.air('Ninguno')).toBeChecked();
    await expect(calc.ductMetres).toHaveCount(0);
    // 10 m² × 60 electrical + 6 × 350 + 4 × 350 + 5 × 150
    await expect(page.getByRole('heading', { name: 'Tu presupuesto estimado' })).toBeVisible();
    await expect(calc.total).toHaveText(euros(4850));
    await expect(page.getByText(/estimativo y sin compromiso/)).toBeVisible();
    // The area slider is named, and the muted texts are dark enough to read (axe-core: colour contrast).
    await expect(page.getByRole('slider', { name: /Superficie a reformar/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('updates the total live: 50 m², plastic paint, parquet, 2 splits', async ({ page }) => {
    const calc = calculator(page);
    await calc.area.fill('50');
    await calc.area.press('Tab');
    await expect(calc.total).toHaveText(euros(3000 + 2100 + 1400 + 750));
    await calc.walls(/^Pintura plástica/).check();
    await calc.floor(/^Parquet/).check();
    await calc.air(/^2 splits/).check();
    // 50×20 + 50×65 + 1500 + 2100 doors + 1400 windows + 3000 electrical + 750 plumbing
    await expect(calc.total).toHaveText(euros(13_000));
  });

  test('duct machine: metres input only while it is ticked, "Ninguno" exclusive and restored', async ({
    page,
  }) => {
    const calc = calculator(page);
    await calc.air(/^Máquina de conductos/).check();
    await expect(calc.air('Ninguno')).not.toBeChecked();
    await expect(calc.ductMetres).toHaveValue('5');
    await expect(calc.total).toHaveText(euros(4850 + 450 + 5 * 55));
    await calc.ductMetres.fill('12');
    await calc.ductMetres.press('Tab');
    await expect(calc.total).toHaveText(euros(4850 + 450 + 12 * 55));

    await calc.air(/^1 split/).check();
    await expect(calc.total).toHaveText(euros(4850 + 450 + 12 * 55 + 800));
    // Ticking 'Ninguno' clears the others and hides the metres.
    await calc.air('Ninguno').check();
    await expect(calc.air(/^1 split/)).not.toBeChecked();
    await expect(calc.ductMetres).toHaveCount(0);
    await expect(calc.total).toHaveText(euros(4850));
    // Unticking the last option brings 'Ninguno' back.
    await calc.air(/^3 splits/).check();
    await calc.air(/^3 splits/).uncheck();
    await expect(calc.air('Ninguno')).toBeChecked();
  });

  test('drywall and insulation are priced over the area; counts stay within their bounds', async ({
    page,
  }) => {
    const calc = calculator(page);
    await calc.area.fill('20');
    await calc.area.press('Tab');
    await calc.doors.fill('0');
    await calc.windows.fill('0');
    await calc.plumbing.fill('0');
    await calc.plumbing.press('Tab');
    await expect(calc.total).toHaveText(euros(1200));
    await calc.drywall(/^Tabiques/).check();
    await calc.drywall(/^Techos/).check();
    await calc.insulation.check();
    // 20 × (60 + 32 + 34 + 15)
    await expect(calc.total).toHaveText(euros(2820));
    await expect(
      page.getByText(/El pladur y el aislamiento se calculan sobre la superficie indicada/),
    ).toBeVisible();

    // Out of range entries are brought back to the bounds on leaving the field.
    await calc.doors.fill('99');
    await calc.doors.press('Tab');
    await expect(calc.doors).toHaveValue('20');
    await calc.area.fill('1000');
    await calc.area.press('Tab');
    await expect(calc.area).toHaveValue('200');
    await expect(calc.total).toHaveText(euros(200 * (60 + 32 + 34 + 15) + 20 * 350));
  });

  test('"Solicitar presupuesto detallado" brings the estimate to /create-post as a field of its own, private unless shown', async ({
    page,
    browser,
  }) => {
    // The request form is for signed-in clients.
    const client = await registerViaApi(page.request, 'client');
    await page.goto('/calculator');
    const calc = calculator(page);
    await calc.walls(/^Alicatado/).check();
    await expect(calc.total).toHaveText(euros(4850 + 500));
    await calc.requestButton.click();
    await expect(page).toHaveURL(/\/create-post$/);
    const estimate = page.getByRole('region', { name: /^Tu presupuesto estimado con la calculadora/ });
    await expect(estimate.getByRole('heading')).toContainText(eurosWithin(5350));
    await expect(
      estimate.getByRole('listitem').filter({ hasText: 'Paredes y techos: Alicatado (10 m²)' }),
    ).toContainText(eurosWithin(500));
    // Not the description (the request's public text), and the type the items point to: several trades.
    await expect(page.getByLabel('Descripción')).toHaveValue('');
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Tipo de reforma' })).toContainText(
      'Reforma integral',
    );
    await expectNoSeriousA11yViolations(page);

    const city = `Calculada ${Date.now()}`;
    // The type is the calculator's.
    await fillRequestForm(page, { city, description: 'Alicatar la cocina y cambiar las puertas' });
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();
    await expect(page).toHaveURL(/\/client-view$/, { timeout: 6000 });
    const card = page.locator('li.client-request').filter({ hasText: 'Alicatar la cocina' });
    await card.getByRole('button', { name: 'Ver detalles' }).click();
    await expect(card).toContainText('Presupuesto estimado (calculadora)');
    await expect(card).toContainText('(solo lo ves tú)');

    // A professional sees the work, not the client's budget.
    const pro = await browser.newContext();
    try {
      await registerViaApi(pro.request, 'professional');
      const proPage = await pro.newPage();
      await proPage.goto(`/projects?city=${encodeURIComponent(city)}`);
      const board = proPage.locator('article.board-card');
      await expect(board).toHaveCount(1);
      await expect(board).toContainText('Alicatar la cocina');
      await board.getByRole('link', { name: /Ver más/ }).click();
      await expect(proPage.getByText('Alicatar la cocina y cambiar las puertas')).toBeVisible();
      await expect(proPage.getByRole('heading', { level: 1 })).toContainText('Reforma integral');
      await expect(proPage.locator('main')).not.toContainText('Presupuesto estimado');
      await expect(proPage.locator('main')).not.toContainText(eurosWithin(5350));
    } finally {
      await pro.close();
      // The page's session is still its author's.
      const [mine] = (await (await page.request.get('/api/users/' + client.id + '/projects')).json()) as {
        id: number;
      }[];
      if (mine) await closeRequestViaApi(page.request, mine.id);
    }
  });
});

test.describe('/calculator at 375 px', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('keeps the live total in sight while the form scrolls', async ({ page }) => {
    await page.goto('/calculator');
    const calc = calculator(page);
    await expect(calc.title).toBeVisible();
    const bar = page.locator('.mfe-calculator:not([inert] *) .mfe-calculator__bar');
    await calc.plumbing.scrollIntoViewIfNeeded();
    await calc.plumbing.fill('15');
    await calc.plumbing.press('Tab');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(eurosWithin(4850 + 10 * 150));
  });
});
