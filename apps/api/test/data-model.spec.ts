import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES, MIGRATIONS } from '../src/database/data-model';
import { createDatabase, type Database } from './support/api-process';
import { serveEmbedded } from './support/embedded-database';

// The entity classes are the one description of the tables: on a database built by the migrations alone,
// TypeORM must find nothing to change (the same check as `typeorm migration:generate --check`).
describe('one data model: entities and migrations agree', () => {
  let database: Database;
  let embedded: Awaited<ReturnType<typeof serveEmbedded>> | undefined;
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    // A scratch database on the server of DATABASE_URL, else an embedded one in a temporary folder.
    database = await createDatabase();
    if (!database.url && database.dataDir) embedded = await serveEmbedded(database.dataDir);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await embedded?.stop();
    await database.drop();
  });

  it('a freshly migrated database needs no schema change', async () => {
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url ?? embedded?.url,
      extra: { max: 1 },
      entities: ENTITIES,
      migrations: MIGRATIONS,
      synchronize: false,
      logging: false,
    });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const pending = await dataSource.driver.createSchemaBuilder().log();
    const statements = pending.upQueries.map((q) => q.query);
    expect(statements).toEqual([]);
  });
});
