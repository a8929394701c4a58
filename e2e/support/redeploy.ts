// The calculator's team ships a change: a copy of apps/mfe-calculator with one text changed is built on
// its own (nothing else is rebuilt, the working tree is not touched) into a new folder ready to deploy.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './environment';
import { readState } from './processes';

/** The calculator with its page title (`T.pageTitle`, libs/i18n-es) replaced by `to` in its own page. */
export function buildChangedCalculator(workDir: string, to: string): string {
  return buildChangedRemote(
    workDir,
    'mfe-calculator',
    'src/pages/calculator.page.tsx',
    '{T.pageTitle}',
    `{${JSON.stringify(to)}}`,
  );
}

/** A copy of apps/<app> with `from` replaced by `to` in `file` (relative to the app), built alone; returns its dist. */
export function buildChangedRemote(
  workDir: string,
  app: string,
  file: string,
  from: string,
  to: string,
): string {
  return buildEditedRemote(workDir, app, [{ file, from, to }]);
}

export type SourceEdit = { file: string; from: string; to: string };

/** A copy of apps/<app> with each edit made (files relative to the app), built alone; returns its dist. */
export function buildEditedRemote(workDir: string, app: string, edits: SourceEdit[]): string {
  const appDir = path.join(workDir, 'apps', app);
  mkdirSync(path.dirname(appDir), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'apps', app), appDir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}node_modules`),
  });
  // Same layout as the repository, so the app's config and imports resolve unchanged.
  for (const shared of ['node_modules', 'libs', 'tools', 'package.json']) {
    symlinkSync(path.join(REPO_ROOT, shared), path.join(workDir, shared));
  }
  for (const { file, from, to } of edits) {
    const source = path.join(appDir, file);
    const text = readFileSync(source, 'utf8');
    if (!text.includes(from)) throw new Error(`'${from}' no está en ${source}`);
    writeFileSync(source, text.replace(from, to));
  }

  const rspack = path.join(REPO_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const build = spawnSync(process.execPath, [rspack, 'build', '-c', 'rspack.config.mjs'], {
    cwd: appDir,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`Build del remote modificado falló:\n${build.stdout}\n${build.stderr}`);
  // The app's config writes to <root>/dist/<app>, here the copy's root.
  return path.join(workDir, 'dist', app);
}

export type ReleaseRun = { status: number | null; output: string; seconds: number };

/** `npm run <command> -- <args>` as a team runs it, on the test environment's releases; with its duration. */
export function releaseCommand(command: string, args: string[]): Promise<ReleaseRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tools/release/cli.mjs', command, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, RELEASES_DIR: readState().releasesDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output, seconds: (Date.now() - started) / 1000 }));
  });
}
