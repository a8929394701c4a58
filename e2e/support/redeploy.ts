// The calculator's team ships a change: a copy of apps/mfe-calculator with one text changed is built on
// its own (nothing else is rebuilt, the working tree is not touched) into a new folder ready to deploy.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

export type OwnBuild = { dist: string; built: boolean; output: string };

/**
 * A team's own checkout and install: apps/<app>, the libs, the build tools and the root package.json with
 * `versions` in place of ours (dependencies or devDependencies), installed by npm (from its cache when it can)
 * and built. What a team whose remote was built against other versions would release. Called again on the same
 * folder, only what changed is installed. Returns its dist and whether the build finished.
 */
export function buildWithOwnInstall(
  workDir: string,
  app: string,
  versions: Record<string, string>,
): OwnBuild {
  const skipInstalled = { filter: (source: string) => !source.includes(`${path.sep}node_modules`) };
  for (const dir of [path.join('apps', app), 'libs', 'tools'])
    cpSync(path.join(REPO_ROOT, dir), path.join(workDir, dir), { recursive: true, ...skipInstalled });
  // The remotes' list the build tools read (tools/rspack/remotes.mjs).
  cpSync(
    path.join(REPO_ROOT, 'apps/shell/public/remotes.json'),
    path.join(workDir, 'apps/shell/public/remotes.json'),
  );
  cpSync(path.join(REPO_ROOT, 'package-lock.json'), path.join(workDir, 'package-lock.json'));
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as Record<
    'dependencies' | 'devDependencies',
    Record<string, string>
  >;
  for (const [name, version] of Object.entries(versions)) {
    const field = name in pkg.dependencies ? 'dependencies' : 'devDependencies';
    if (!(name in pkg[field])) throw new Error(`${name} no es una dependencia del proyecto`);
    pkg[field][name] = version;
  }
  writeFileSync(path.join(workDir, 'package.json'), JSON.stringify(pkg, null, 2));
  // --legacy-peer-deps: an older Module Federation plugin names an older rspack as its peer.
  const install = spawnSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'],
    { cwd: workDir, encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`npm install falló:\n${install.stdout}\n${install.stderr}`);
  const dist = path.join(workDir, 'dist', app);
  rmSync(dist, { recursive: true, force: true });
  const build = spawnSync(
    process.execPath,
    [path.join(workDir, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'],
    { cwd: path.join(workDir, 'apps', app), encoding: 'utf8' },
  );
  return { dist, built: build.status === 0, output: `${build.stdout}\n${build.stderr}` };
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
