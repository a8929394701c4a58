#!/usr/bin/env node
// The package.json of the renderer's image: the packages its bundle and the releases' server builds load at run time
// (React, react-dom, antd, react-query…: the browser's libraries, devDependencies of the repository, which a plain
// `npm ci --omit=dev` leaves out and a full one would bring with every build and test tool), each at the version of
// the lock file.
//   node deploy/docker/renderer-packages.mjs package-lock.json dist/shell-prerender var/releases > package.json
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

// require("antd/locale/es_ES") is the package antd; @scope/name/sub is @scope/name.
const REQUIRE = /require\("((?:@[^/"]+\/)?[^/"]+)[^"]*"\)/g;

/** Every .cjs file under `target` (a file or a folder). */
function bundles(target) {
  if (statSync(target).isFile()) return target.endsWith('.cjs') ? [target] : [];
  return readdirSync(target).flatMap((name) => bundles(path.join(target, name)));
}

/** The packages `files` require: not Node's own, not ours (@reformas/*, bundled or handed over by the renderer). */
function requiredPackages(files) {
  const names = new Set();
  for (const file of files) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(REQUIRE)) {
      if (name.startsWith('.') || name.startsWith('node:') || name.startsWith('@reformas/')) continue;
      if (builtinModules.includes(name)) continue;
      names.add(name);
    }
  }
  return [...names].sort();
}

const [lockFile, ...targets] = process.argv.slice(2);
if (!lockFile || targets.length === 0) {
  console.error('Uso: node deploy/docker/renderer-packages.mjs package-lock.json <carpeta o .cjs>…');
  process.exit(2);
}
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const dependencies = {};
for (const name of requiredPackages(targets.flatMap(bundles))) {
  const version = lock.packages?.[`node_modules/${name}`]?.version;
  if (!version) {
    console.error(`${name} no está en ${lockFile}`);
    process.exit(1);
  }
  dependencies[name] = version;
}
console.log(JSON.stringify({ name: 'reformas-renderer', private: true, dependencies }, null, 2));
