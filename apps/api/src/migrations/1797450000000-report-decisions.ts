import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportDecisions1797450000000 implements MigrationInterface {
  name = 'ReportDecisions1797450000000';

  public async up(q: QueryRunner): Promise<void> {
    // When an operator's action settled the report (docs/decisions.md, "Telling the reporter"); null while open.
    await q.query('ALTER TABLE "reports" ADD "decidedAt" TIMESTAMP WITH TIME ZONE');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "reports" DROP COLUMN "decidedAt"');
  }
}
