// The renderer's short cache of anonymous pages (apps/shell/src/server/page-cache.ts): a board page drawn once is
// served again from memory, and a request published after shows on it at once, not after the cache's 30 s, since
// the API announces the change (GET /api/public-changes) and the renderer drops the pages that show it.
import { request as playwrightRequest } from '@playwright/test';
import { createProjectViaApi, someoneElse } from './support/accounts';
import { SHELL_URL } from './support/environment';
import { expect, test } from './support/test';

test('a cached board page shows a request published after it at once', async ({ browser }) => {
  const visitor = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  // A city of its own: the page shows nothing else, and other tests' requests never land on it.
  const city = `Villacaché ${Date.now().toString(36)}`;
  const board = `/projects?city=${encodeURIComponent(city)}`;
  // Served twice until the second comes from the cache (the renderer caches only once its feed of changes is up,
  // and any request published meanwhile by another test drops the board's pages).
  await expect
    .poll(
      async () => {
        await visitor.get(board);
        const again = await visitor.get(board);
        return `${again.headers()['x-render']} ${again.headers()['x-render-cache']}`;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^server; release=mfe_renovation@\S+ hit$/);

  const client = await someoneElse(browser, 'client');
  const id = await createProjectViaApi(client.request, { city, renovationType: 'kitchen' });
  await client.context.close();
  // Well inside the cache's 30 s: a few tries only because the change reaches the renderer just after the API's
  // answer.
  await expect
    .poll(async () => (await (await visitor.get(board)).text()).includes(`id="project-${id}-title"`), {
      timeout: 3_000,
      intervals: [50, 100, 250],
    })
    .toBe(true);
  // A signed-in visitor never gets that shared page.
  const signedIn = await visitor.get(board, { headers: { cookie: 'sid=desconocida' } });
  expect(signedIn.headers()['x-render-cache']).toBeUndefined();
  await visitor.dispose();
});
