import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account settings (/profile/cuenta): each session's last request and the browser it was opened in, so that its
 * owner can tell one from another and close it (auth/session.entity.ts). Sessions opened before have neither.
 */
export class AccountSettings1796800000000 implements MigrationInterface {
  name = 'AccountSettings1796800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" ADD "lastSeenAt" timestamptz`);
    await q.query(`ALTER TABLE "sessions" ADD "userAgent" text`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "userAgent"`);
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "lastSeenAt"`);
  }
}
