// Checkers nobody here wrote, on every public page as a visitor's browser renders it: the W3C Nu HTML checker
// (vnu.jar, Java) on the rendered document, and HTML_CodeSniffer (WCAG 2 AA) inside the page. Both with 0 errors.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  publishCleaningViaApi,
  closeRequestViaApi,
  createProjectViaApi,
  listInDirectoryViaApi,
  someoneElse,
} from './support/accounts';
import { REPO_ROOT } from './support/environment';
import { expect, test } from './support/test';

const VNU_JAR = path.join(REPO_ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
const HTMLCS = path.join(REPO_ROOT, 'node_modules/html_codesniffer/build/HTMLCS.js');

type NuMessage = { type: string; message: string; extract?: string; lastLine?: number };

/** The Nu checker's errors for this document, each with the markup it points at. */
function nuErrors(html: string): string[] {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '-'], {
    input: html,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${m.message} (línea ${m.lastLine ?? '?'}: ${m.extract?.trim() ?? ''})`);
}

/** HTML_CodeSniffer's WCAG 2 AA errors in the page as it is now. */
async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: HTMLCS });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        sniffer.process('WCAG2AA', document, () =>
          resolve(
            sniffer
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => `${m.code}: ${m.msg} (${m.element.outerHTML.slice(0, 120)})`),
          ),
        );
      }),
  );
}
type HtmlCs = {
  process: (standard: string, content: Document, done: () => void) => void;
  getMessages: () => { type: number; code: string; msg: string; element: Element }[];
};

test.describe('pages checked by the W3C Nu checker and HTML_CodeSniffer', () => {
  // One page after another, each loaded, read and checked twice: a minute or two on two busy cores.
  test.setTimeout(180_000);

  test('every public page has no HTML error and no WCAG 2 AA error', async ({ page, browser }) => {
    const client = await someoneElse(browser, 'client');
    const pro = await someoneElse(browser, 'professional');
    const cleaner = await someoneElse(browser, 'cleaning');
    const city = `Revisada ${Date.now()}`;
    const projectId = await createProjectViaApi(client.request, { city, description: 'Cambiar el suelo' });
    try {
      await listInDirectoryViaApi(pro.request);
      const profile = (await (await pro.request.get(`/api/users/${pro.account.id}/profile`)).json()) as {
        id: number;
      };
      const serviceId = await publishCleaningViaApi(cleaner.request, { name: 'Rocío Pérez Gil', city });

      const routes: [path: string, ready: string][] = [
        ['/', 'main h1'],
        ['/projects', 'article.board-card'],
        [`/projects/${projectId}`, 'article.request-page'],
        ['/worker-profiles', 'article.worker-card'],
        [`/worker-profiles/${profile.id}`, 'main h1'],
        ['/cleaning', 'article.cleaning-card'],
        [`/cleaning/${serviceId}`, 'article.cleaning-card'],
        ['/worker-view', 'article.board-card'],
        ['/services', 'main h1'],
        ['/calculator', 'main h1'],
        ['/about', 'main h1'],
        ['/aviso-legal', 'main h1'],
        ['/politica-de-privacidad', 'main h1'],
        ['/politica-de-cookies', 'main h1'],
        ['/auth', 'main h1'],
      ];
      const found: string[] = [];
      for (const [route, ready] of routes) {
        await page.goto(route);
        await expect(page.locator(ready).first()).toBeVisible();
        // The frame a remote's page is painted with has been replaced by the page.
        await expect(page.locator('[inert]')).toHaveCount(0);
        found.push(...nuErrors(await page.content()).map((e) => `${route} Nu: ${e}`));
        found.push(...(await codeSnifferErrors(page)).map((e) => `${route} HTMLCS: ${e}`));
      }
      expect(found).toEqual([]);

      // Both checkers do look: a page with an image without its text and a field without a label fails both.
      await page.setContent(
        '<!doctype html><html lang="es"><head><title>Prueba</title></head><body><main><img src="x.png"><form><input type="text"><button>Enviar</button></form></main></body></html>',
      );
      expect(nuErrors(await page.content()).join('\n')).toContain('“alt” attribute');
      expect((await codeSnifferErrors(page)).join('\n')).toMatch(/H37/);
    } finally {
      await closeRequestViaApi(client.request, projectId);
      for (const who of [client, pro, cleaner]) await who.context.close();
    }
  });
});
