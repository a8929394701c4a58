import type { MigrationInterface, QueryRunner } from 'typeorm';
import { workerSearchExpression } from '../workers/worker-search';

export class DirectoryPaging1795419443575 implements MigrationInterface {
  name = 'DirectoryPaging1795419443575';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX "IDX_cleaning_created" ON "cleaning_services"  ("createdAt", "id") ');
    await q.query('CREATE INDEX "IDX_worker_profiles_created" ON "worker_profiles"  ("createdAt", "id") ');
    // Trigram indexes TypeORM does not describe (declared on the entities with synchronize: false).
    await q.query(
      `CREATE INDEX "IDX_worker_profiles_search" ON "worker_profiles" USING gin ((${workerSearchExpression()}) gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX "IDX_cleaning_city_trgm" ON "cleaning_services" USING gin (lower("city") gin_trgm_ops)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."IDX_cleaning_city_trgm"`);
    await q.query(`DROP INDEX "public"."IDX_worker_profiles_search"`);
    await q.query('DROP INDEX "public"."IDX_worker_profiles_created"');
    await q.query('DROP INDEX "public"."IDX_cleaning_created"');
  }
}
