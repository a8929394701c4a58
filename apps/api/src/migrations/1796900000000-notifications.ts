import { SqlMigration } from '../database/sql-migration';

/**
 * Notification e-mails (notifications/): each account's switches, when each user last had a push channel open
 * (the unread-message notice waits for them to be away), when an unread message was last told by e-mail, when a
 * request's alerts were decided, and the secret the unsubscribe links are signed with. Messages and requests
 * that exist already count as told: a deploy sends nothing about the past.
 */
export class Notifications1796900000000 extends SqlMigration {
  name = 'Notifications1796900000000';

  protected readonly upStatements = [
    `
      CREATE TABLE "notification_settings" (
        "userId" integer PRIMARY KEY,
        "unreadMessages" boolean NOT NULL DEFAULT true,
        "reviews" boolean NOT NULL DEFAULT true,
        "requestAlerts" boolean NOT NULL DEFAULT true,
        "alertFrequency" text NOT NULL DEFAULT 'daily',
        "alertTypes" text[],
        "alertAreas" text[],
        "lastDigestAt" timestamptz,
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "notification_settings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE
      )`,
    `
      CREATE TABLE "push_presence" (
        "userId" integer PRIMARY KEY,
        "seenAt" timestamptz NOT NULL,
        CONSTRAINT "push_presence_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE
      )`,
    `CREATE TABLE "app_secrets" ("name" text PRIMARY KEY, "value" text NOT NULL)`,
    `ALTER TABLE "chat_messages" ADD "notifiedAt" timestamptz`,
    `UPDATE "chat_messages" SET "notifiedAt" = "createdAt" WHERE NOT "isRead"`,
    // The notifier's question, which unread messages nobody was told of yet: a small index, since a message
    // leaves it once read or told.
    `CREATE INDEX "IDX_messages_untold" ON "chat_messages" ("createdAt") WHERE NOT "isRead" AND "notifiedAt" IS NULL`,
    `ALTER TABLE "renovation_projects" ADD "alertedAt" timestamptz`,
    `UPDATE "renovation_projects" SET "alertedAt" = now()`,
    `CREATE INDEX "IDX_projects_unalerted" ON "renovation_projects" ("id") WHERE "alertedAt" IS NULL`,
  ];

  protected readonly downStatements = [
    `DROP INDEX "IDX_projects_unalerted"`,
    `ALTER TABLE "renovation_projects" DROP COLUMN "alertedAt"`,
    `DROP INDEX "IDX_messages_untold"`,
    `ALTER TABLE "chat_messages" DROP COLUMN "notifiedAt"`,
    `DROP TABLE "app_secrets"`,
    `DROP TABLE "push_presence"`,
    `DROP TABLE "notification_settings"`,
  ];
}
