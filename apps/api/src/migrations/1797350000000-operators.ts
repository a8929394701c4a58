import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Operators1797350000000 implements MigrationInterface {
  name = 'Operators1797350000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "operators" ("userId" integer NOT NULL, "totpSecret" text, "totpEnrolledAt" TIMESTAMP WITH TIME ZONE, "totpLastStep" integer, "grantedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "operators_pkey" PRIMARY KEY ("userId"))',
    );
    await q.query('ALTER TABLE "sessions" ADD "totpVerifiedAt" TIMESTAMP WITH TIME ZONE');
    await q.query(
      'ALTER TABLE "operators" ADD CONSTRAINT "operators_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "operators" DROP CONSTRAINT "operators_userId_fkey"');
    await q.query('ALTER TABLE "sessions" DROP COLUMN "totpVerifiedAt"');
    await q.query('DROP TABLE "operators"');
  }
}
