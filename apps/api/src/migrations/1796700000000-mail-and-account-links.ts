import { SqlMigration } from '../database/sql-migration';

/**
 * E-mail: the outbox (mail/outgoing-mail.entity.ts), the links e-mailed to account owners (auth/account-link.entity.ts)
 * and when each account confirmed its address (null: not yet; accounts made before stay unconfirmed until their
 * owner asks for a link).
 */
export class MailAndAccountLinks1796700000000 extends SqlMigration {
  name = 'MailAndAccountLinks1796700000000';

  protected readonly upStatements = [
    `
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
      )`,
    `CREATE UNIQUE INDEX "UQ_mail_outbox_key" ON "mail_outbox" ("key")`,
    // The senders' one question, what is due: only the rows not yet sent nor given up, in order.
    `CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("nextAttemptAt", "id") WHERE "sentAt" IS NULL AND "failedAt" IS NULL`,
    `
      CREATE TABLE "account_links" (
        "id" text PRIMARY KEY,
        "userId" integer NOT NULL,
        "purpose" text NOT NULL,
        "email" text NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "account_links_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE
      )`,
    `CREATE INDEX "IDX_account_links_userId" ON "account_links" ("userId")`,
    `ALTER TABLE "users" ADD "emailVerifiedAt" timestamptz`,
  ];

  protected readonly downStatements = [
    `ALTER TABLE "users" DROP COLUMN "emailVerifiedAt"`,
    `DROP TABLE "account_links"`,
    `DROP TABLE "mail_outbox"`,
  ];
}
