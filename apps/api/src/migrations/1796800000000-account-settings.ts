import { SqlMigration } from '../database/sql-migration';

/**
 * Account settings (/profile/cuenta): each session's last request and the browser it was opened in, so that its
 * owner can tell one from another and close it (auth/session.entity.ts). Sessions opened before have neither.
 */
export class AccountSettings1796800000000 extends SqlMigration {
  name = 'AccountSettings1796800000000';

  protected readonly upStatements = [
    `ALTER TABLE "sessions" ADD "lastSeenAt" timestamptz`,
    `ALTER TABLE "sessions" ADD "userAgent" text`,
  ];

  protected readonly downStatements = [
    `ALTER TABLE "sessions" DROP COLUMN "userAgent"`,
    `ALTER TABLE "sessions" DROP COLUMN "lastSeenAt"`,
  ];
}
