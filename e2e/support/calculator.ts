// Locators of the calculator remote's screen.
import type { Page } from '@playwright/test';

export const CALCULATOR_TITLE = 'Calcula tu presupuesto de reforma (Estimativo)';

/**
 * The live calculator, never /calculator's frame: the composed page draws the same screen inert until the remote
 * replaces it, and an action on the frame's copy would land on an element about to leave the page.
 */
export function calculator(page: Page) {
  const live = page.locator('.mfe-calculator:not([inert] *)');
  const group = (name: string) => live.getByRole('group', { name, exact: true });
  return {
    title: page.getByRole('heading', { name: CALCULATOR_TITLE }),
    total: live.getByTestId('calculator-total'),
    area: live.getByLabel('Superficie a reformar (m²)', { exact: true }),
    doors: live.getByLabel(/^Puertas/),
    windows: live.getByLabel(/^Ventanas/),
    plumbing: live.getByLabel(/^Puntos de fontanería/),
    ductMetres: live.getByLabel('Metros lineales de conductos'),
    walls: (name: RegExp | string) => group('Paredes y techos').getByRole('radio', { name }),
    floor: (name: RegExp | string) => group('Suelo').getByRole('radio', { name }),
    air: (name: RegExp | string) => group('Aire acondicionado').getByRole('checkbox', { name }),
    drywall: (name: RegExp | string) => group('Pladur').getByRole('checkbox', { name }),
    insulation: group('Aislamiento').getByRole('checkbox'),
    requestButton: live.getByRole('button', { name: 'Solicitar presupuesto detallado' }),
  };
}

/** '13.000 €' as Intl es-ES writes it (a no-break space before the sign), alone in the element. */
export function euros(amount: number): RegExp {
  return new RegExp(`^${eurosPattern(amount)}$`);
}

/** The same amount anywhere in a text. */
export function eurosWithin(amount: number): RegExp {
  return new RegExp(eurosPattern(amount));
}

function eurosPattern(amount: number): string {
  const grouped = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 }).format(amount);
  return `${grouped.replace('.', '\\.')}\\s€`;
}
