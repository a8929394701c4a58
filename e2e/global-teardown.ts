// Stops every server the setup (or a test) started, drops the scratch database, removes temp files.
import { existsSync, rmSync } from 'node:fs';
import { Client } from 'pg';
import { STATE_FILE } from './support/environment';
import { readState, stopProcess } from './support/processes';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = readState();
  // Another run's servers (a second run on the same ports stops at its setup, and must not end the first one's).
  if (state.runner !== process.pid) return;
  // Web servers first, the API last (it holds the database connections).
  const names = Object.keys(state.servers).sort((a, b) => Number(a === 'api') - Number(b === 'api'));
  for (const name of names) await stopProcess(state.servers[name].pid);

  if (state.database) {
    const client = new Client({ connectionString: state.database.adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${state.database.name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  if (process.env.E2E_KEEP_LOGS) console.log(`Logs del entorno e2e: ${state.logDir}`);
  else rmSync(state.tempDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
