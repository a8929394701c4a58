import { SqlMigration } from '../database/sql-migration';

export class ReportDecisions1797450000000 extends SqlMigration {
  name = 'ReportDecisions1797450000000';

  protected readonly upStatements = [
    // When an operator's action settled the report (docs/decisions.md, "Telling the reporter"); null while open.
    'ALTER TABLE "reports" ADD "decidedAt" TIMESTAMP WITH TIME ZONE',
  ];

  protected readonly downStatements = ['ALTER TABLE "reports" DROP COLUMN "decidedAt"'];
}
