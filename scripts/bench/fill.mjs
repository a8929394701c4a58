// The benches' data at scale: scripts/bench/fill.sql (generate_series) on a database whose schema the API's
// migrations made.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** fill.sql on a connected client: `projects` renovation requests, `workers` professional profiles and theirs. */
export async function fillBenchData(client, { projects, workers }) {
  await client.query(
    readFileSync(new URL('./fill.sql', import.meta.url), 'utf8')
      .replaceAll(':projects', String(projects))
      .replaceAll(':workers', String(workers)),
  );
}

/** fillBenchData on the database at `url`, then VACUUM ANALYZE, so the reads are measured on fresh statistics. */
export async function fillDatabase(url, counts) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fillBenchData(client, counts);
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
