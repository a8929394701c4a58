import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES, MIGRATIONS } from '../src/database/data-model';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createDatabase, type Database } from './support/api-process';

// The entity classes are the one description of the tables: on a database built by the migrations alone,
// TypeORM must find nothing to change (the same check as `typeorm migration:generate --check`).
describe('one data model: entities and migrations agree', () => {
  let database: Database;
  let embedded: ChildProcess | undefined;
  let embeddedUrl: string | undefined;
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    // A scratch database on the server of DATABASE_URL, else an embedded one in a temporary folder.
    database = await createDatabase();
    if (!database.url && database.dataDir) {
      embedded = spawn(process.execPath, [join(__dirname, 'support/embedded-server.mjs'), database.dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      embeddedUrl = await new Promise<string>((resolve, reject) => {
        embedded?.stdout?.on('data', (chunk: Buffer) => {
          const match = /listening (\S+)/.exec(chunk.toString());
          if (match) resolve(`postgres://postgres@${match[1]}/postgres?sslmode=disable`);
        });
        embedded?.once('exit', (code) => reject(new Error(`embedded database exited with ${code}`)));
      });
    }
  });
  afterAll(async () => {
    await dataSource?.destroy();
    embedded?.kill('SIGTERM');
    await database.drop();
  });

  it('a freshly migrated database needs no schema change', async () => {
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url ?? embeddedUrl,
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
