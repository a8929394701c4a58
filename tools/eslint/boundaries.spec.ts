// The boundaries rule of eslint.config.mjs, run as `npm run lint` runs it, on code that is never written to disk.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

type LintMessage = { ruleId: string | null; message: string };

function lint(file: string, code: string): LintMessage[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return result.messages;
}

const boundaryErrors = (messages: LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);

describe('module boundaries (type:* tags)', () => {
  it('refuses a remote that imports another remote or the shell', () => {
    const errors = boundaryErrors(
      lint(
        'apps/mfe-chat/src/cross.ts',
        [
          "import { CleaningPage } from '../../mfe-cleaning/src/pages/cleaning/cleaning.page';",
          "import '../../shell/src/bootstrap';",
          'export const page = CleaningPage;',
        ].join('\n'),
      ),
    );
    expect(errors).toEqual([
      expect.stringContaining('remote no importa remote'),
      expect.stringContaining('remote no importa app'),
    ]);
  });

  it('refuses a lib that imports an app', () => {
    const errors = boundaryErrors(
      lint('libs/web-core/src/cross.ts', "export { bootstrap } from '../../../apps/api/src/bootstrap';\n"),
    );
    expect(errors).toEqual([expect.stringContaining('shared no importa api')]);
  });

  it('lets a remote import the shared libs by package name and its own files', () => {
    const messages = lint(
      'apps/mfe-chat/src/allowed.ts',
      [
        "import { useAuthStore } from '@reformas/web-core';",
        "import { z } from '@reformas/shared-types';",
        "import { ChatScreen } from './components/chat.screen';",
        'export const used = [useAuthStore, z, ChatScreen];',
      ].join('\n'),
    );
    expect(boundaryErrors(messages)).toEqual([]);
  });
});
