import { SqlMigration } from '../database/sql-migration';

export class DeletedAccounts1797300000000 extends SqlMigration {
  name = 'DeletedAccounts1797300000000';

  protected readonly upStatements = ['ALTER TABLE "users" ADD "deletedAt" TIMESTAMP WITH TIME ZONE'];

  protected readonly downStatements = ['ALTER TABLE "users" DROP COLUMN "deletedAt"'];
}
