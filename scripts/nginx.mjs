// Debian's nginx as the edge's tests and tools start it. /usr/sbin is not on every user's PATH, so the binary is
// looked for there too; NGINX_PATH moves it.
import { existsSync } from 'node:fs';
import path from 'node:path';

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

export const NGINX_PATH = process.env.NGINX_PATH ?? onPath('nginx') ?? '/usr/sbin/nginx';
