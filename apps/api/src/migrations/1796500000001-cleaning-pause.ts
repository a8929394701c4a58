import { SqlMigration } from '../database/sql-migration';

/** A cleaner can pause her service: the moment she did, or null while it is in the directory. */
export class CleaningPause1796500000001 extends SqlMigration {
  name = 'CleaningPause1796500000001';

  protected readonly upStatements = [
    `ALTER TABLE "cleaning_services" ADD "pausedAt" TIMESTAMP WITH TIME ZONE`,
  ];

  protected readonly downStatements = [`ALTER TABLE "cleaning_services" DROP COLUMN "pausedAt"`];
}
