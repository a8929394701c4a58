// The one writer of BENCHMARKS.md for every bench's --write: each bench owns the block between
// `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`, replaced in place, or appended under `heading` the first
// time. Written as the repository's formatter would (npm run lint checks it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';

const FILE = 'BENCHMARKS.md';

export async function writeBenchmarkSection({ name, heading, body }) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from !== -1 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(FILE)) ?? {};
  writeFileSync(FILE, await prettier.format(next, { ...options, filepath: FILE }));
  console.log(`${FILE}: sección ${name} escrita.`);
}
