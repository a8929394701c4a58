// The project runs on the Node.js that package.json's `engines` names (react-router 8.5, NestJS 12 through
// file-type 22, @fastify/static, lighthouse 13 and others ask for Node 22). `npm start` and `npm test` call
// ensureNode() first: on an older Node they say so, fetch the version pinned in .nvmrc from the npm registry
// (the official binaries, published as node-<platform>-<arch>) into node_modules/.cache, and run themselves
// again under it, so a fresh clone still needs only those two commands. Node built-ins only.
//
// `node scripts/ensure-node.mjs --bin-dir` prints the folder of a Node that fits (for .ci/run's PATH).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PINNED = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
const RANGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;

function parse(version) {
  return version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);
}

function atLeast(version, minimum) {
  const [a, b] = [parse(version), parse(minimum)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

const fits = (version) => atLeast(version, RANGE.replace(/^>=\s*/, ''));

/** The folder of a Node that fits `engines`: this one's, or the pinned copy (fetched when missing). */
function nodeBinDir() {
  if (fits(process.version)) return path.dirname(process.execPath);
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const prefix = path.join(ROOT, 'node_modules', '.cache', `node-${PINNED}`);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.error(
      `Descargando Node.js ${PINNED} (${pkg}) del registro de npm en ${path.relative(ROOT, prefix)}…`,
    );
    const result = spawnSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--loglevel=error',
        '--prefix',
        prefix,
        `${pkg}@${PINNED}`,
      ],
      // npm's own output to stderr: with --bin-dir, stdout carries only the folder.
      { stdio: ['inherit', 2, 'inherit'] },
    );
    if (result.status !== 0 || !existsSync(path.join(bin, 'node'))) {
      console.error(
        `No se pudo descargar Node.js ${PINNED}. Instálalo tú (nvm install, o https://nodejs.org) y vuelve a empezar.`,
      );
      process.exit(1);
    }
  }
  return bin;
}

/** Runs the calling script again under a Node that fits `engines`, unless this one already does. */
export async function ensureNode() {
  if (fits(process.version)) return;
  console.error(
    `\n  Este proyecto necesita Node.js ${RANGE} (package.json "engines"; .nvmrc fija ${PINNED}).\n` +
      `  Estás usando ${process.version}: se usará una copia local de Node.js ${PINNED}.\n`,
  );
  const bin = nodeBinDir();
  const child = spawn(path.join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl+C reaches both processes; this one waits for the child to finish its own shutdown.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  process.exit(code);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--bin-dir')) {
  console.log(nodeBinDir());
}
