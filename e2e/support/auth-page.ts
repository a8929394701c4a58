// The /auth page's forms, filled and sent as a person does.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import type { Account } from './accounts';
import { expect } from './test';

/** The visible tab's form: only it is in the accessibility tree. */
export const authPanel = (page: Page) => page.getByRole('tabpanel');

/** Opens the tab `tab` ('Iniciar sesión' or 'Registrarse') and returns its form. */
export async function authTab(page: Page, tab: 'Iniciar sesión' | 'Registrarse') {
  await page.getByRole('tab', { name: tab }).click();
  return authPanel(page);
}

/** 'Registrarse': its tab, the account's details, the button. */
export async function registerInForm(
  page: Page,
  account: Pick<Account, 'name' | 'email' | 'phone' | 'password'>,
) {
  const form = await authTab(page, 'Registrarse');
  await form.getByLabel('Nombre completo').fill(account.name);
  await form.getByLabel('Correo electrónico').fill(account.email);
  await form.getByLabel('Teléfono').fill(account.phone);
  await form.getByLabel('Contraseña').fill(account.password);
  await form.getByRole('button', { name: 'Registrarse' }).click();
}

/** 'Iniciar sesión': its tab, the address and the password, the button. */
export async function signInInForm(page: Page, email: string, password: string) {
  const form = await authTab(page, 'Iniciar sesión');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

// The actions a signed-out visitor is asked to sign in for: what the 'Acceso requerido' dialog says, and the /auth
// its 'Iniciar sesión / Registrarse' leads to: the account type, its heading there, and the way back (`next`: the
// form the action opens, or else the page it was on).
const ACCESS_REQUIRED = {
  'Añade tu proyecto': {
    says: 'Para publicar un proyecto necesitas iniciar sesión o registrarte.',
    type: 'client',
    heading: 'Acceso como Cliente',
    next: '/create-post',
  },
  'Publicar mi servicio de limpieza': {
    says: 'Para publicar tu servicio de limpieza necesitas iniciar sesión o registrarte.',
    type: 'cleaning',
    heading: 'Acceso como Servicio de limpieza',
    next: '/create-cleaning',
  },
  Contactar: {
    says: 'Para contactar con el cliente necesitas iniciar sesión o registrarte.',
    type: 'professional',
    heading: 'Acceso como Profesional',
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The button `opener` opens 'Acceso requerido', which says why, passes axe and leads to /auth as above. */
export async function expectAccessRequired(page: Page, opener: keyof typeof ACCESS_REQUIRED) {
  const action: { says: string; type: string; heading: string; next?: string } = ACCESS_REQUIRED[opener];
  const here = new URL(page.url());
  const next = encodeURIComponent(action.next ?? `${here.pathname}${here.search}`);
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: 'Acceso requerido' });
  await expect(dialog).toContainText(action.says);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?type=${action.type}&next=${escapeRegExp(next)}$`));
  await expect(page.getByRole('heading', { name: action.heading })).toBeVisible();
}
