import { SqlMigration } from '../database/sql-migration';
import { workerSearchExpression } from '../workers/worker-search';

export class DirectoryPaging1795419443575 extends SqlMigration {
  name = 'DirectoryPaging1795419443575';

  protected readonly upStatements = [
    'CREATE INDEX "IDX_cleaning_created" ON "cleaning_services"  ("createdAt", "id") ',
    'CREATE INDEX "IDX_worker_profiles_created" ON "worker_profiles"  ("createdAt", "id") ',
    // Trigram indexes TypeORM does not describe (declared on the entities with synchronize: false).
    `CREATE INDEX "IDX_worker_profiles_search" ON "worker_profiles" USING gin ((${workerSearchExpression()}) gin_trgm_ops)`,
    `CREATE INDEX "IDX_cleaning_city_trgm" ON "cleaning_services" USING gin (lower("city") gin_trgm_ops)`,
  ];

  protected readonly downStatements = [
    `DROP INDEX "public"."IDX_cleaning_city_trgm"`,
    `DROP INDEX "public"."IDX_worker_profiles_search"`,
    'DROP INDEX "public"."IDX_worker_profiles_created"',
    'DROP INDEX "public"."IDX_cleaning_created"',
  ];
}
