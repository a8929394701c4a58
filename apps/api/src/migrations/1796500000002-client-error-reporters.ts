import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each error report keeps its sender's daily bucket, so the summary counts senders, not reports. */
export class ClientErrorReporters1796500000002 implements MigrationInterface {
  name = 'ClientErrorReporters1796500000002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "client_errors" ADD "reporter" integer NOT NULL DEFAULT 0`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "client_errors" DROP COLUMN "reporter"`);
  }
}
