import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A photo's address is answered only while its row is public (media/photo-access.ts): the row is found by the
 * photo's key inside its `photos` array, which a GIN index per table makes a lookup rather than a scan.
 */
export class PhotoHolders1796600000000 implements MigrationInterface {
  name = 'PhotoHolders1796600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_projects_photos" ON "renovation_projects" USING gin ("photos")`);
    await q.query(`CREATE INDEX "IDX_worker_profiles_photos" ON "worker_profiles" USING gin ("photos")`);
    await q.query(`CREATE INDEX "IDX_cleaning_photos" ON "cleaning_services" USING gin ("photos")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_cleaning_photos"`);
    await q.query(`DROP INDEX "IDX_worker_profiles_photos"`);
    await q.query(`DROP INDEX "IDX_projects_photos"`);
  }
}
