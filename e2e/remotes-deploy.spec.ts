// Each remote's team ships alone: a copy of the remote with one text changed is built on its own and released
// with the release tool (checked against the live shell, smoke-tested in Chromium, then switched); the running
// shell (neither rebuilt nor restarted) shows the new version, and a rollback brings the old one back. Runs in the
// 'despliegue' project, after every other test, because it changes what every page gets.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerViaApi } from './support/accounts';
import { liveRelease, readState } from './support/processes';
import { buildChangedRemote, releaseCommand } from './support/redeploy';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

const REDEPLOYS = [
  {
    remote: 'mfe_renovation',
    route: '/projects',
    signedIn: false,
    file: 'src/pages/projects/projects.page.tsx',
    from: ': T.projects.title}',
    to: ': `${T.projects.title} · nueva versión`}',
    before: 'Todos los proyectos',
  },
  {
    remote: 'mfe_cleaning',
    route: '/cleaning',
    signedIn: false,
    file: 'src/pages/cleaning/cleaning.page.tsx',
    from: 'title={T.title} titleId="cleaning-title"',
    to: 'title={`${T.title} · nueva versión`} titleId="cleaning-title"',
    before: 'Servicios de limpieza',
  },
  {
    remote: 'mfe_chat',
    route: '/chat',
    signedIn: true,
    file: 'src/pages/chat/chat.page.tsx',
    from: '<h1>{T.chat.title}</h1>',
    to: '<h1>{`${T.chat.title} · nueva versión`}</h1>',
    before: 'Mensajes',
  },
];

for (const { remote, route, signedIn, file, from, to, before } of REDEPLOYS) {
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
      const newBuild = buildChangedRemote(workDir, app, file, from, to);
      const released = await releaseCommand('release', [app, '--from', newBuild]);
      expect(released.status, released.output).toBe(0);
      expect(liveRelease(remote)).not.toBe(first);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `${before} · nueva versión` })).toBeVisible();
      expect(readState().servers.shell.pid, 'el servidor del shell no se reinicia').toBe(shellPid);
    } finally {
      const back = await releaseCommand('rollback', [app, first]);
      expect(back.status, back.output).toBe(0);
      rmSync(workDir, { recursive: true, force: true });
    }
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: before, exact: true })).toBeVisible();
  });
}
