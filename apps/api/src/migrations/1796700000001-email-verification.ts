import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Confirmed e-mail addresses: when each account confirmed its own (null: not yet; accounts made before this stay
 * unconfirmed until their owner asks for a link), and the confirmation links.
 */
export class EmailVerification1796700000001 implements MigrationInterface {
  name = 'EmailVerification1796700000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "emailVerifiedAt" timestamptz`);
    await q.query(`
      CREATE TABLE "email_verifications" (
        "id" text PRIMARY KEY,
        "userId" integer NOT NULL,
        "email" text NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "email_verifications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_email_verifications_userId" ON "email_verifications" ("userId")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "email_verifications"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "emailVerifiedAt"`);
  }
}
