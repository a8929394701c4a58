import { SqlMigration } from '../database/sql-migration';

/** Each error report keeps its sender's daily bucket, so the summary counts senders, not reports. */
export class ClientErrorReporters1796500000002 extends SqlMigration {
  name = 'ClientErrorReporters1796500000002';

  protected readonly upStatements = [`ALTER TABLE "client_errors" ADD "reporter" integer NOT NULL DEFAULT 0`];

  protected readonly downStatements = [`ALTER TABLE "client_errors" DROP COLUMN "reporter"`];
}
