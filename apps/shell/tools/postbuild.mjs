#!/usr/bin/env node
// After the two Rspack builds: prerender `/` into index.html, write app.html (the empty root for every other route,
// and the template of the pages the release tool composes), and precompress text assets (.br and .gz siblings).
import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedSiblings, shouldPrecompress } from '../../../tools/rspack/precompress.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(appDir, '../..');
const outDir = path.join(rootDir, 'dist/shell');
const require = createRequire(import.meta.url);

const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`index.html no tiene ${ROOT}`);

// Every route but `/`: the same page with an empty root (createRoot on the client).
await fs.writeFile(path.join(outDir, 'app.html'), template);

// `/` is the shell's one prerendered page built with it. A remote route's page is composed at release, from the
// remote's frame and this same prerender (dist/shell-prerender/prerender.cjs, tools/release/layout.mjs).
const { renderPath, remoteRoutesManifest, shellPaths } = require(
  path.join(rootDir, 'dist/shell-prerender/prerender.cjs'),
);
// The remote modules the shell itself shows (its sections) and the paths it keeps for its own pages: the release
// tool checks a new release against both.
await fs.writeFile(
  path.join(outDir, 'remote-routes.json'),
  JSON.stringify({ routes: remoteRoutesManifest(), shellPaths: shellPaths() }, null, 2),
);
// The shell's own routes, each the empty page under its name (routes/auth.html): an edge that serves files (nginx)
// answers those addresses 200 and any address no route claims 404 (deploy/nginx).
for (const shellPath of shellPaths().filter((p) => p !== '/')) {
  const file = path.join(outDir, 'routes', `${shellPath.slice(1)}.html`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, template);
}
const home = await renderPath('/');
await fs.writeFile(
  path.join(outDir, 'index.html'),
  template.replace(ROOT, `<div id="root" data-prerendered="/">${home}</div>`),
);

// remotes.json and the remote routes' pages are written per release (composed by tools/release/layout.mjs, served
// from the static server's --releases folder, scripts/serve-static.mjs): they are compressed as they are sent.
const SKIP = new Set(['remotes.json']);
const skipped = (file) => SKIP.has(path.basename(file)) || file.endsWith('.html');

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(outDir)) {
  if (skipped(file)) continue;
  const raw = await fs.readFile(file);
  if (!shouldPrecompress(file, raw.length)) continue;
  const { br, gz } = compressedSiblings(raw);
  await fs.writeFile(`${file}.br`, br);
  await fs.writeFile(`${file}.gz`, gz);
  count++;
}
console.log(`shell: prerenderizado / (${home.length} bytes de HTML); ${count} ficheros precomprimidos`);
