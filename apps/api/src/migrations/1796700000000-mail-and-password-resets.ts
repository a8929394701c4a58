import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail outbox (mail/outgoing-mail.entity.ts) and the password-reset links (auth/password-reset.entity.ts). */
export class MailAndPasswordResets1796700000000 implements MigrationInterface {
  name = 'MailAndPasswordResets1796700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "mail_outbox" (
        "id" SERIAL PRIMARY KEY,
        "key" text NOT NULL,
        "recipient" text NOT NULL,
        "kind" text NOT NULL,
        "subject" text NOT NULL,
        "html" text NOT NULL,
        "text" text NOT NULL,
        "headers" jsonb NOT NULL DEFAULT '{}',
        "attempts" integer NOT NULL DEFAULT 0,
        "nextAttemptAt" timestamptz NOT NULL DEFAULT now(),
        "lockedUntil" timestamptz,
        "sentAt" timestamptz,
        "failedAt" timestamptz,
        "lastError" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_mail_outbox_key" ON "mail_outbox" ("key")`);
    // The senders' one question, what is due: only the rows not yet sent nor given up, in order.
    await q.query(
      `CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("nextAttemptAt", "id") WHERE "sentAt" IS NULL AND "failedAt" IS NULL`,
    );
    await q.query(`
      CREATE TABLE "password_resets" (
        "id" text PRIMARY KEY,
        "userId" integer NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "password_resets_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_password_resets_userId" ON "password_resets" ("userId")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "password_resets"`);
    await q.query(`DROP TABLE "mail_outbox"`);
  }
}
