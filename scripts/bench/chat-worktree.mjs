// An earlier commit's API, built beside this checkout for a before/after bench: a detached git worktree in the
// temporary folder, sharing this checkout's node_modules (so the workspace libs resolve to this checkout's libs:
// only the API's own code differs between the two builds).
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApi } from './api-bench.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** `{ dir, commit, remove }`: `rev` checked out and its API built (dist/api/main.js in `dir`). */
export function builtWorktree(rev) {
  const commit = git('rev-parse', '--verify', `${rev}^{commit}`);
  const dir = path.join(tmpdir(), `bench-chat-${commit.slice(0, 12)}-${process.pid}`);
  git('worktree', 'add', '--detach', dir, commit);
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  buildApi(dir);
  return {
    dir,
    commit,
    remove: () => git('worktree', 'remove', '--force', dir),
  };
}
