// Renovation requests a test works on: filled in on /create-post, or published through the API; closed when the
// test ends (one database serves the whole run, and home.spec.ts expects an empty board).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { closeRequestViaApi, createProjectViaApi, someoneElse } from './accounts';
import { uniquePostalCode } from './unique';

type NewRequest = Parameters<typeof createProjectViaApi>[1];

/** Runs `run` with a request published by the client signed in on `request`, then closes it. */
export async function withOwnRequest(
  request: APIRequestContext,
  project: NewRequest,
  run: (id: number) => Promise<void>,
): Promise<void> {
  const id = await createProjectViaApi(request, project);
  try {
    await run(id);
  } finally {
    await closeRequestViaApi(request, id);
  }
}

/**
 * Runs `run` with a request by another client, signed in in a browser of their own, on a postal code of the test
 * file's own block (unique.ts); then closes the request and that browser.
 */
export async function withRequestByAnotherClient(
  browser: Browser,
  setup: {
    block: Parameters<typeof uniquePostalCode>[0];
    clientName?: string;
    project: Omit<NewRequest, 'postalCode'>;
  },
  run: (request: {
    id: number;
    postalCode: string;
    client: Awaited<ReturnType<typeof someoneElse>>;
  }) => Promise<void>,
): Promise<void> {
  const postalCode = uniquePostalCode(setup.block);
  const client = await someoneElse(browser, 'client', setup.clientName);
  try {
    await withOwnRequest(client.request, { ...setup.project, postalCode }, (id) =>
      run({ id, postalCode, client }),
    );
  } finally {
    await client.context.close();
  }
}

/** The requests of the user signed in on `request`, as the API lists them (none when nobody is signed in). */
export async function ownRequestsViaApi(
  request: APIRequestContext,
): Promise<{ id: number; status: string; photos: unknown[] }[]> {
  const { user } = (await (await request.get('/api/session')).json()) as { user: { id: number } | null };
  if (!user) return [];
  return (await (await request.get(`/api/users/${user.id}/projects`)).json()) as {
    id: number;
    status: string;
    photos: unknown[];
  }[];
}

/** Closes every open request of the user signed in on `request`, however the test ended. */
export async function closeOwnOpenRequestsViaApi(request: APIRequestContext): Promise<void> {
  for (const own of await ownRequestsViaApi(request))
    if (own.status === 'open') await closeRequestViaApi(request, own.id);
}

/** Picks `option` in the select labelled `label` (antd's, opened with a click). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).click();
}

/**
 * Fills /create-post's form as a client does: phone 611 222 333, starting 'Próximo mes', postal code 28013, the
 * renovation type chosen (unless the calculator chose it already), the city and the description.
 */
export async function fillRequestForm(
  page: Page,
  request: { type?: string; city: string; description: string },
): Promise<void> {
  await page.getByLabel('Teléfono', { exact: true }).fill('611 222 333');
  if (request.type) await choose(page, 'Tipo de reforma', request.type);
  await choose(page, '¿Cuándo quieres empezar?', 'Próximo mes');
  await page.getByLabel('Código postal').fill('28013');
  await page.getByLabel('Ciudad').fill(request.city);
  await page.getByLabel('Descripción').fill(request.description);
}
