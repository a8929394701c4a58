import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './data-model';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/**
 * `npm run migration:generate -- Name`: builds a scratch embedded database from the migrations, asks TypeORM
 * what the entities still need, and writes that as a new migration file.
 * The entities stay the one description of the tables; the data-model test fails until this is done.
 */
export async function generateMigration(name: string): Promise<string | null> {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name))
    throw new Error('El nombre de la migración debe ser PascalCase (ej.: AddPhoneIndex)');
  const dir = mkdtempSync(join(tmpdir(), 'migration-'));
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres(dir);
  const dataSource = new DataSource({
    type: 'postgres',
    url: embedded.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    extra: { max: 1 },
  });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const { upQueries, downQueries } = await dataSource.driver.createSchemaBuilder().log();
    if (upQueries.length === 0) return null;
    const timestamp = Date.now();
    // One line per statement, as SqlMigration lists them; a statement with values keeps them beside it.
    const lines = (queries: { query: string; parameters?: unknown[] }[]) =>
      queries
        .map((q) =>
          q.parameters?.length
            ? `    { query: ${JSON.stringify(q.query)}, parameters: ${JSON.stringify(q.parameters)} },`
            : `    ${JSON.stringify(q.query)},`,
        )
        .join('\n');
    const file = resolve(
      'apps/api/src/migrations',
      `${timestamp}-${name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}.ts`,
    );
    writeFileSync(
      file,
      `import { SqlMigration } from '../database/sql-migration';

export class ${name}${timestamp} extends SqlMigration {
  name = '${name}${timestamp}';

  protected readonly upStatements = [
${lines(upQueries)}
  ];

  protected readonly downStatements = [
${lines([...downQueries].reverse())}
  ];
}
`,
    );
    return file;
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
