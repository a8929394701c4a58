// Pages as a signed-in visitor gets them. A session cookie the API does not know is enough: the edge serves the
// page as it serves a signed-in visitor's, composed at release and rendered in the browser (the server renderer
// draws pages for visitors without a session only). For the tests of that page: its frame, its preloads, the
// remote's page taking over.
import type { APIRequestContext, Page } from '@playwright/test';
import { SHELL_URL } from './environment';

const SESSION = { name: 'sid', value: 'sin-sesion' };

/** The HTML the edge serves at `address` to a signed-in visitor. */
export async function browserRenderedHtml(request: APIRequestContext, address: string): Promise<string> {
  const res = await request.get(address, { headers: { cookie: `${SESSION.name}=${SESSION.value}` } });
  return res.text();
}

/** This page's visitor gets the pages as a signed-in one does. */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.context().addCookies([{ ...SESSION, url: SHELL_URL }]);
}
