#!/usr/bin/env node
// After the two Rspack builds: prerender `/` into index.html, write app.html (the empty root for every other route),
// and precompress text assets (.br and .gz siblings) for the static server.
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

// Prerendered routes and their files: `/` the home; the renovation pages' and the chat's frames (heading, filters,
// skeletons: src/prerender/*.frame(s).tsx) that their remote replaces (`remote`: src/index.ts starts loading it at
// once). The static server sends <route>.html for a route that has one (scripts/serve-static.mjs).
const PRERENDERED = [
  { route: '/', file: 'index.html' },
  {
    route: '/projects',
    file: 'projects.html',
    remote: 'mfe_renovation/ProjectsPage',
    // The board's first page as the page asks for it unfiltered (apps/mfe-renovation/src/api/projects.query.ts,
    // 12 a page; e2e checks it is requested once): fetched with the HTML instead of after the remote's code.
    // A filtered link (?type=) asks for another URL and leaves this one unused.
    preload: '/api/projects?limit=12&offset=0',
  },
  { route: '/worker-view', file: 'worker-view.html', remote: 'mfe_renovation/WorkerViewPage' },
  { route: '/worker-profiles', file: 'worker-profiles.html', remote: 'mfe_renovation/WorkerProfilesPage' },
  { route: '/chat', file: 'chat.html', remote: 'mfe_chat/ChatPage' },
];
const { renderPath, remoteRoutesManifest } = require(
  path.join(rootDir, 'node_modules/.cache/shell-prerender/prerender.cjs'),
);
// Where the shell shows each remote module: the release tool checks a new release against it (tools/release).
await fs.writeFile(
  path.join(outDir, 'remote-routes.json'),
  JSON.stringify({ routes: remoteRoutesManifest() }, null, 2),
);
const sizes = [];
for (const { route, file, remote, preload } of PRERENDERED) {
  const html = await renderPath(route);
  const remoteAttr = remote ? ` data-remote="${remote}"` : '';
  let page = template.replace(ROOT, `<div id="root" data-prerendered="${route}"${remoteAttr}>${html}</div>`);
  // use-credentials: web-core's apiFetch sends the session cookie (credentials 'include'); a preload only
  // serves a fetch with the same credentials mode.
  if (preload)
    page = page.replace(
      '</head>',
      `<link rel="preload" href="${preload}" as="fetch" crossorigin="use-credentials"></head>`,
    );
  await fs.writeFile(path.join(outDir, file), page);
  sizes.push(`${route} ${html.length} bytes`);
}

// remotes.json and the pages are replaced per release (composed with their remote's preload hints, and served from
// the static server's --releases folder, scripts/serve-static.mjs): they are compressed as they are sent.
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
console.log(`shell: prerenderizado ${sizes.join(', ')} de HTML; ${count} ficheros precomprimidos`);
