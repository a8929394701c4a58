import { SqlMigration } from '../database/sql-migration';

export class Operators1797350000000 extends SqlMigration {
  name = 'Operators1797350000000';

  protected readonly upStatements = [
    'CREATE TABLE "operators" ("userId" integer NOT NULL, "totpSecret" text, "totpEnrolledAt" TIMESTAMP WITH TIME ZONE, "totpLastStep" integer, "grantedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "operators_pkey" PRIMARY KEY ("userId"))',
    'ALTER TABLE "sessions" ADD "totpVerifiedAt" TIMESTAMP WITH TIME ZONE',
    'ALTER TABLE "operators" ADD CONSTRAINT "operators_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  ];

  protected readonly downStatements = [
    'ALTER TABLE "operators" DROP CONSTRAINT "operators_userId_fkey"',
    'ALTER TABLE "sessions" DROP COLUMN "totpVerifiedAt"',
    'DROP TABLE "operators"',
  ];
}
