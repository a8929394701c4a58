import { DataSource, MigrationExecutor } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './data-model';

// One key for "this database's schema is being migrated", the same in every process and release
// (pg_advisory_lock takes a bigint; any fixed number works as long as nothing else uses it).
const MIGRATION_LOCK_KEY = 7_406_312_019;

/**
 * Applies the pending migrations, each in its own transaction, while holding a session-level advisory lock: three
 * processes started together on an empty database queue behind the lock, the first migrates, the others find
 * nothing pending. TypeORM's runner takes no lock of its own. Returns the names of the migrations applied here.
 * A DataSource of its own (one connection for the lock, one for the work) so it also runs as
 * `node dist/api/main.js migrate`, without the rest of the API.
 */
export async function migrateDatabase(url: string): Promise<string[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    // The embedded database has a single backend: the lock and the migrations share its one connection.
    extra: { max: 1 },
    logging: ['error'],
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // The lock's connection runs the migrations too: with one connection in the pool, any other would wait for it.
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      const applied = await executor.executePendingMigrations();
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
