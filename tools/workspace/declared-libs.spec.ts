// Nx builds its project graph (and so what `nx affected` runs) from the dependencies each package.json
// declares: a workspace lib imported without being declared would leave its importer out of the affected set.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const WORKSPACE_IMPORT = /from '(@reformas\/[a-z0-9-]+)[^']*'|import\('(@reformas\/[a-z0-9-]+)[^']*'\)/g;

type Project = { dir: string; name: string; declared: string[] };

function projects(): Project[] {
  return ['apps', 'libs'].flatMap((parent) =>
    readdirSync(path.join(ROOT, parent)).map((folder) => {
      const dir = path.join(parent, folder);
      const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
      };
      return { dir, name: pkg.name, declared: Object.keys(pkg.dependencies ?? {}) };
    }),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

function importedLibs(project: Project): string[] {
  const libs = new Set<string>();
  for (const file of sourceFiles(project.dir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(WORKSPACE_IMPORT)) {
      const lib = match[1] ?? match[2];
      if (lib && lib !== project.name) libs.add(lib);
    }
  }
  return [...libs].sort();
}

describe('workspace libs in package.json', () => {
  it.each(projects().map((project) => [project.dir, project] as const))(
    '%s declares every workspace lib it imports, and only those',
    (_dir, project) => {
      expect([...project.declared].filter((dep) => dep.startsWith('@reformas/')).sort()).toEqual(
        importedLibs(project),
      );
    },
  );
});
