import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * A PGlite folder served on a free local port by support/embedded-server.mjs (jest cannot load PGlite itself),
 * for tests that reach an embedded database without the API: its URL, and how to stop it.
 */
export async function serveEmbedded(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = spawn(process.execPath, [join(__dirname, 'embedded-server.mjs'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolve(`postgres://postgres@${match[1]}/postgres?sslmode=disable`);
    });
    server.once('exit', (code) => reject(new Error(`embedded database exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * SQL on a test's database while its API is stopped: the server in its URL, or its embedded folder served for
 * the while (PGlite admits one process).
 */
export async function withDatabase(
  database: { url: string | undefined; dataDir: string | undefined },
  work: (db: Client) => Promise<unknown>,
): Promise<void> {
  const embedded = database.url ? undefined : await serveEmbedded(join(database.dataDir ?? '', 'pgdata'));
  const db = new Client({ connectionString: database.url ?? embedded?.url });
  await db.connect();
  try {
    await work(db);
  } finally {
    await db.end();
    await embedded?.stop();
  }
}
