// The remotes of the product, read from the one list the shell loads at run time
// (apps/shell/public/remotes.json: name -> URL of its mf-manifest.json). Adding a remote is a folder under
// apps/, a rspack.config.mjs on createRemoteConfig and one line in that file; the port of its own origin
// comes from the URL there, and the app folder from the name (mfe_chat -> apps/mfe-chat).
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(
  readFileSync(new URL('../../apps/shell/public/remotes.json', import.meta.url), 'utf8'),
);

/**
 * The remotes with public pages, which the shell's renderer draws on the server: each has a src/server.ts, its build
 * writes server/remote.cjs (remote-server.mjs), and the release tool refuses a release of it without one or whose
 * one throws (tools/release/checks.mjs). A remote left out has only private pages (mfe_chat): its builds carry
 * no server build, and a src/server.ts in it is an error, so the list and the tree cannot drift apart.
 */
const SERVER_RENDERED = new Set(['mfe_renovation', 'mfe_cleaning', 'mfe_calculator']);

/** @type {{ name: string; app: string; port: number; server: boolean }[]} */
export const REMOTES = Object.entries(manifest).map(([name, url]) => ({
  name,
  app: name.replace(/_/g, '-'),
  port: Number(new URL(url).port),
  server: SERVER_RENDERED.has(name),
}));

export function remoteByName(name) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`"${name}" no figura en apps/shell/public/remotes.json`);
  return remote;
}

/** REMOTE_MFE_CHAT_URL: where that remote's release folders are served, when not on its own port here (scripts/start.mjs). */
export const remoteUrlVariable = (name) => `REMOTE_${name.toUpperCase()}_URL`;
