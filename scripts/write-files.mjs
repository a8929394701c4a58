// Small files written into a folder for a test to serve or read: a shell's build, a releases folder, a remote's
// release (the static servers' tests: deploy/nginx/nginx.spec.ts, scripts/serve-static.spec.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes each of `files` (its path inside `root` → its content), and the folders it needs. */
export function writeFiles(root, files) {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}
