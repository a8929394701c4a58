import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerViaApi } from './support/accounts';
import { calculator, euros, eurosWithin } from './support/calculator';
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

  test('"Solicitar presupuesto detallado" opens /create-post with the estimate and the chosen items', async ({
    page,
  }) => {
    // The request form is for signed-in clients: the estimate reaches it in the description.
    await registerViaApi(page.request, 'client');
    await page.goto('/calculator');
    const calc = calculator(page);
    await calc.walls(/^Alicatado/).check();
    await expect(calc.total).toHaveText(euros(4850 + 500));
    await calc.requestButton.click();
    await expect(page).toHaveURL(/\/create-post$/);
    const handoff = await page.evaluate(() => window.history.state?.usr?.calculatorEstimate);
    expect(handoff.total).toBe(5350);
    expect(handoff.items.map((item: { label: string }) => item.label)).toContain(
      'Paredes y techos: Alicatado (10 m²)',
    );
    const description = page.getByLabel('Descripción');
    await expect(description).toHaveValue(/Presupuesto estimado con la calculadora/);
    await expect(description).toHaveValue(/Paredes y techos: Alicatado \(10 m²\)/);
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
