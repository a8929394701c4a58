// The remotes of the product, read from the one list the shell loads at run time
// (apps/shell/public/remotes.json: name -> URL of its mf-manifest.json). Adding a remote is a folder under
// apps/, a rspack.config.mjs on createRemoteConfig and one line in that file; the port of its own origin
// comes from the URL there, and the app folder from the name (mfe_chat -> apps/mfe-chat).
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(
  readFileSync(new URL('../../apps/shell/public/remotes.json', import.meta.url), 'utf8'),
);

/** @type {{ name: string; app: string; port: number }[]} */
export const REMOTES = Object.entries(manifest).map(([name, url]) => ({
  name,
  app: name.replace(/_/g, '-'),
  port: Number(new URL(url).port),
}));

export function remoteByName(name) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`"${name}" no figura en apps/shell/public/remotes.json`);
  return remote;
}

/** REMOTE_MFE_CHAT_URL: the variable that replaces a remote's entry in the remotes.json `npm start` serves. */
export const remoteUrlVariable = (name) => `REMOTE_${name.toUpperCase()}_URL`;
