// Every project of the workspace with its `type:*` tag (without the prefix), read from the package.json
// files npm's workspaces name: the tags are declared once, there, for Nx and for the boundaries lint rule.
import { readFileSync, readdirSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const rootPackage = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** @type {{ root: string; type: string }[]} */
export const PROJECTS = rootPackage.workspaces.flatMap((glob) => {
  const parent = glob.replace(/\/\*$/, '');
  return readdirSync(new URL(`${parent}/`, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`)
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(new URL(`${dir}/package.json`, root), 'utf8'));
      const tag = (pkg.nx?.tags ?? []).find((t) => t.startsWith('type:'));
      if (!tag) throw new Error(`${dir}/package.json no tiene etiqueta type:*`);
      return { root: dir, type: tag.slice('type:'.length) };
    });
});
