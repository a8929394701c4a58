import { SqlMigration } from '../database/sql-migration';
import { workerSearchExpression } from '../workers/worker-search';

/**
 * The directory search reads a stored generated column instead of computing the accent-folding expression on
 * every row of every search; the trigram index moves onto it. TypeORM keeps a generated column's expression in
 * its typeorm_metadata table (it cannot read it back from PostgreSQL), so the row is written here as its schema
 * builder would.
 */
export class WorkerSearchColumn1795471457147 extends SqlMigration {
  name = 'WorkerSearchColumn1795471457147';

  protected readonly upStatements = [
    `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" varchar NOT NULL, "database" varchar, "schema" varchar, "table" varchar, "name" varchar, "value" text)`,
    `ALTER TABLE "worker_profiles" ADD "searchText" text GENERATED ALWAYS AS (${workerSearchExpression()}) STORED NOT NULL`,
    {
      query: `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'worker_profiles', 'searchText', $1)`,
      parameters: [workerSearchExpression()],
    },
    `DROP INDEX "public"."IDX_worker_profiles_search"`,
    `CREATE INDEX "IDX_worker_profiles_search" ON "worker_profiles" USING gin ("searchText" gin_trgm_ops)`,
  ];

  protected readonly downStatements = [
    `DROP INDEX "public"."IDX_worker_profiles_search"`,
    `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'worker_profiles' AND "name" = 'searchText'`,
    `ALTER TABLE "worker_profiles" DROP COLUMN "searchText"`,
    `CREATE INDEX "IDX_worker_profiles_search" ON "worker_profiles" USING gin ((${workerSearchExpression()}) gin_trgm_ops)`,
  ];
}
