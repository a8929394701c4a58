import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The text of a PDF, as a PDF reader extracts it (support/pdf-text.mjs), its spaces made plain. */
export function pdfText(bytes: Buffer): string {
  const run = spawnSync(process.execPath, [join(__dirname, 'pdf-text.mjs')], {
    input: bytes,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pdf-text failed: ${run.stderr}`);
  return run.stdout.replace(/[\s\u00a0\u202f]+/g, ' ');
}
