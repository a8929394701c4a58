// Each remote's team ships alone: a copy of the remote with one text changed is built on its own and released
// with the release tool (checked against the live shell, smoke-tested in Chromium, then switched); the running
// shell (neither rebuilt nor restarted) shows the new version, its page and, for a public page, the HTML drawn on
// the server with the new release's server build, and a rollback brings the old one back. A route the remote adds to its own list works too, with no
// shell release. Runs in the 'despliegue' project, after every other test, because it changes what every page gets.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerViaApi } from './support/accounts';
import { liveRelease, readState } from './support/processes';
import { buildEditedRemote, releaseCommand, type SourceEdit } from './support/redeploy';
import { expect, holdRequests, test } from './support/test';

test.describe.configure({ mode: 'serial' });

const NEW = ' · nueva versión';

const REDEPLOYS: {
  remote: string;
  route: string;
  signedIn: boolean;
  edits: SourceEdit[];
  before: string;
  /** A public page, drawn on the server from the live release's server build: its HTML changes with the release. */
  drawnOnServer?: boolean;
}[] = [
  {
    remote: 'mfe_renovation',
    route: '/projects',
    signedIn: false,
    edits: [
      {
        file: 'src/pages/projects/projects.page.tsx',
        from: ': T.projects.title}',
        to: `: \`\${T.projects.title}${NEW}\`}`,
      },
      {
        file: 'src/pages/projects/projects.frame.tsx',
        from: 'title={RENOVATION_TEXTS.projects.title}',
        to: `title={\`\${RENOVATION_TEXTS.projects.title}${NEW}\`}`,
      },
    ],
    before: 'Todos los proyectos',
    drawnOnServer: true,
  },
  {
    remote: 'mfe_cleaning',
    route: '/cleaning',
    signedIn: false,
    edits: [
      {
        file: 'src/pages/cleaning/cleaning.page.tsx',
        from: 'id="cleaning" title={T.title}',
        to: `id="cleaning" title={\`\${T.title}${NEW}\`}`,
      },
    ],
    before: 'Servicios de limpieza',
    drawnOnServer: true,
  },
  {
    remote: 'mfe_chat',
    route: '/chat',
    signedIn: true,
    edits: [
      {
        file: 'src/pages/chat/chat.page.tsx',
        from: '<h1>{T.chat.title}</h1>',
        to: `<h1>{\`\${T.chat.title}${NEW}\`}</h1>`,
      },
    ],
    before: 'Mensajes',
  },
  {
    remote: 'mfe_admin',
    route: '/admin',
    signedIn: true,
    edits: [
      {
        file: 'src/pages/console/admin.page.tsx',
        from: '<h1 id="admin-title">{T.title}</h1>',
        to: `<h1 id="admin-title">{\`\${T.title}${NEW}\`}</h1>`,
      },
    ],
    before: 'Moderación',
  },
];

for (const { remote, route, signedIn, edits, before, drawnOnServer } of REDEPLOYS) {
  test(`a rebuilt ${remote} released alone shows up in the running shell, which is not rebuilt; rollback undoes it`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (signedIn) await registerViaApi(page.request, 'client');
    const shellPid = readState().servers.shell.pid;
    const app = remote.replace(/_/g, '-');
    const first = liveRelease(remote);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: before, exact: true })).toBeVisible();

    const workDir = mkdtempSync(path.join(os.tmpdir(), `reformas-redeploy-${remote}-`));
    try {
      const newBuild = buildEditedRemote(workDir, app, edits);
      const released = await releaseCommand('release', [app, '--from', newBuild]);
      expect(released.status, released.output).toBe(0);
      expect(liveRelease(remote)).not.toBe(first);
      if (drawnOnServer) {
        // A new page load is drawn on the server with the new release, before the remote (held back here) arrives.
        expect(await (await page.request.get(route)).text()).toContain(`${before}${NEW}`);
        const release = await holdRequests(page, '**/mf-manifest.json');
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${before}${NEW}`);
        release();
      } else {
        await page.reload();
      }
      await expect(page.getByRole('heading', { level: 1, name: `${before}${NEW}` })).toBeVisible();
      expect(readState().servers.shell.pid, 'el servidor del shell no se reinicia').toBe(shellPid);
    } finally {
      const back = await releaseCommand('rollback', [app, first]);
      expect(back.status, back.output).toBe(0);
      rmSync(workDir, { recursive: true, force: true });
    }
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: before, exact: true })).toBeVisible();
    if (drawnOnServer) expect(await (await page.request.get(route)).text()).not.toContain(NEW);
  });
}

test('a route the cleaning remote adds to its own list works in the running shell, with no shell release', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const first = liveRelease('mfe_cleaning');
  const added = '/ofertas-limpieza';
  // Unknown before the release: the shell's own 404, answered 404.
  expect((await page.goto(added))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'reformas-new-route-'));
  try {
    const newBuild = buildEditedRemote(workDir, 'mfe-cleaning', [
      {
        file: 'src/routes.tsx',
        from: "  { path: '/create-cleaning', module: 'CreateCleaningPage', Page: CreateCleaningPage },",
        to:
          "  { path: '/create-cleaning', module: 'CreateCleaningPage', Page: CreateCleaningPage },\n" +
          `  { path: '${added}', module: 'CleaningPage', Page: CleaningPage },`,
      },
    ]);
    const released = await releaseCommand('release', ['mfe-cleaning', '--from', newBuild]);
    expect(released.status, released.output).toBe(0);
    // The smoke test opened the new route too, on the candidate, before it went live.
    expect(released.output).toContain(added);
    await page.goto(added);
    await expect(page.getByRole('heading', { level: 1, name: 'Servicios de limpieza' })).toBeVisible();
    await expect(page.getByText('Esta sección no está disponible en este momento.')).toHaveCount(0);
  } finally {
    const back = await releaseCommand('rollback', ['mfe-cleaning', first]);
    expect(back.status, back.output).toBe(0);
    rmSync(workDir, { recursive: true, force: true });
  }
  await page.goto(added);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
