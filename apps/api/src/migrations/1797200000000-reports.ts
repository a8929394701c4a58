import { SqlMigration } from '../database/sql-migration';

export class Reports1797200000000 extends SqlMigration {
  name = 'Reports1797200000000';

  protected readonly upStatements = [
    'CREATE TABLE "reports" ("id" SERIAL NOT NULL, "reporterId" integer NOT NULL, "targetType" text NOT NULL, "targetId" integer NOT NULL, "reason" text NOT NULL, "details" text, "status" text NOT NULL DEFAULT \'open\', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "reports_status_check" CHECK ("status" IN (\'open\', \'dismissed\', \'actioned\')), CONSTRAINT "reports_reason_check" CHECK ("reason" IN (\'spam\', \'fraud\', \'offensive\', \'personal_data\', \'other\')), CONSTRAINT "reports_target_type_check" CHECK ("targetType" IN (\'project\', \'worker_profile\', \'cleaning_service\', \'review\', \'message\', \'user\')), CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))',
    'CREATE INDEX "IDX_reports_target" ON "reports"  ("targetType", "targetId") ',
    'CREATE INDEX "IDX_reports_reporter_created" ON "reports"  ("reporterId", "createdAt") ',
    'CREATE UNIQUE INDEX "UQ_reports_open_per_reporter" ON "reports"  ("reporterId", "targetType", "targetId") WHERE "status" = \'open\'',
    'ALTER TABLE "reports" ADD CONSTRAINT "reports_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  ];

  protected readonly downStatements = [
    'ALTER TABLE "reports" DROP CONSTRAINT "reports_reporterId_fkey"',
    'DROP INDEX "public"."UQ_reports_open_per_reporter"',
    'DROP INDEX "public"."IDX_reports_reporter_created"',
    'DROP INDEX "public"."IDX_reports_target"',
    'DROP TABLE "reports"',
  ];
}
