import { SqlMigration } from '../database/sql-migration';

/**
 * A photo's address is answered only while its row is public (media/photo-access.ts): the row is found by the
 * photo's key inside its `photos` array, which a GIN index per table makes a lookup rather than a scan.
 */
export class PhotoHolders1796600000000 extends SqlMigration {
  name = 'PhotoHolders1796600000000';

  protected readonly upStatements = [
    `CREATE INDEX "IDX_projects_photos" ON "renovation_projects" USING gin ("photos")`,
    `CREATE INDEX "IDX_worker_profiles_photos" ON "worker_profiles" USING gin ("photos")`,
    `CREATE INDEX "IDX_cleaning_photos" ON "cleaning_services" USING gin ("photos")`,
  ];

  protected readonly downStatements = [
    `DROP INDEX "IDX_cleaning_photos"`,
    `DROP INDEX "IDX_worker_profiles_photos"`,
    `DROP INDEX "IDX_projects_photos"`,
  ];
}
