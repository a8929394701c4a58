// The API accepts error reports only for the remotes in REMOTE_NAMES: a remote added to the shell's runtime list
// must be added there too, or its failures would be refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@reformas/shared-types';

it('REMOTE_NAMES in shared-types are the remotes of apps/shell/public/remotes.json', () => {
  const manifest = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../apps/shell/public/remotes.json'), 'utf8'),
  ) as Record<string, string>;
  expect([...REMOTE_NAMES].sort()).toEqual(Object.keys(manifest).sort());
});
