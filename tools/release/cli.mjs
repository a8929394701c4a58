#!/usr/bin/env node
// npm run release|rollback|promote|releases -- <remote> … (README, "Publicar una versión de un remote").
//   release  <remote> [--canary <1-99>] [--from <build folder>] [--no-smoke]
//   rollback <remote> [<release id>]
//   promote  <remote>
//   releases <remote>
//   publish-builds        every dist/<app> build made live without a smoke test (the browser tests' setup)
// Works on the releases folder of the running product (RELEASES_DIR, by default var/releases, written by npm start).
import { parseArgs } from 'node:util';
import { ReleaseRefused, promote, publishBuilds, release, releases, rollback } from './commands.mjs';
import { readConfig, releasesDir } from './layout.mjs';

const USAGE = `Uso:
  npm run release -- <remote> [--canary <1-99>] [--from <carpeta de build>] [--no-smoke]
  npm run rollback -- <remote> [<versión>]
  npm run promote -- <remote>
  npm run releases -- <remote>`;

/** One line per release, columns padded: readable in a terminal and in CI logs. */
function printTable(rows) {
  const header = ['versión', 'fecha (Madrid)', 'kB', 'commit', 'estado', 'errores (1 h)'];
  const lines = rows.map((r) => [
    r.id,
    new Date(r.createdAt).toLocaleString('es-ES', { timeZone: 'Europe/Madrid' }),
    r.kB.toFixed(1),
    r.commit ?? '',
    r.state,
    r.errorsLastHour === null ? '—' : String(r.errorsLastHour),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const line of [header, ...lines])
    console.log(
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      from: { type: 'string' },
      'no-smoke': { type: 'boolean', default: false },
    },
  });
  const [name, target] = positionals;
  const dir = releasesDir();
  if (command === 'publish-builds') return publishBuilds(dir, await readConfig(dir));
  if (!name) throw new Error(USAGE);
  const config = await readConfig(dir);
  const started = Date.now();
  switch (command) {
    case 'release':
      await release(dir, config, name, {
        from: values.from,
        canary: values.canary === undefined ? undefined : Number(values.canary),
        smoke: !values['no-smoke'],
      });
      break;
    case 'rollback':
      await rollback(dir, config, name, target);
      console.log(`Hecho en ${((Date.now() - started) / 1000).toFixed(2)} s.`);
      break;
    case 'promote':
      await promote(dir, config, name);
      break;
    case 'releases': {
      const rows = await releases(dir, config, name);
      if (rows.length === 0) console.log('Sin versiones publicadas.');
      else printTable(rows);
      break;
    }
    default:
      throw new Error(USAGE);
  }
}

main().catch((error) => {
  console.error(
    error instanceof ReleaseRefused || !(error instanceof Error)
      ? String(error.message ?? error)
      : error.message,
  );
  process.exit(1);
});
