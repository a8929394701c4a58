import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeletedAccounts1797300000000 implements MigrationInterface {
  name = 'DeletedAccounts1797300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "users" ADD "deletedAt" TIMESTAMP WITH TIME ZONE');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "users" DROP COLUMN "deletedAt"');
  }
}
