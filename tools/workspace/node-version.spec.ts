// The Node.js the README and package.json name must be one every installed package accepts: npm warned about
// react-router 8.5, NestJS 12 (file-type 22) and others while the README still said Node 20.19.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type LockEntry = { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] };
type Lock = { packages: Record<string, LockEntry> };

// A platform's own binary (sharp's @img/sharp-win32-ia32, say) is never installed elsewhere: npm skips it here.
const installsHere = (entry: LockEntry) =>
  (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch));

const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const pinned = read('.nvmrc').trim();

describe('the Node.js version the project names', () => {
  it('pins in .nvmrc a version inside package.json engines, and the README names the same minimum', () => {
    expect(semver.satisfies(pinned, engines)).toBe(true);
    const minimum = semver.minVersion(engines)?.version.replace(/\.0$/, '');
    expect(read('README.md')).toContain(`Node.js ≥ ${minimum}`);
  });

  it('is accepted by every package in the lock file, and the declared minimum too', () => {
    const lock = JSON.parse(read('package-lock.json')) as Lock;
    const minimum = semver.minVersion(engines)?.version ?? engines;
    const refusing = Object.entries(lock.packages)
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return name !== '' && range !== undefined && installsHere(entry) ? [[name, range] as const] : [];
      })
      .filter(([, range]) => !semver.satisfies(pinned, range) || !semver.satisfies(minimum, range))
      .map(([name, range]) => `${name} (${range})`);
    expect(refusing).toEqual([]);
  });
});
