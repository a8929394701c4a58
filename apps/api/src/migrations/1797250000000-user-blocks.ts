import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserBlocks1797250000000 implements MigrationInterface {
  name = 'UserBlocks1797250000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "user_blocks" ("blockerId" integer NOT NULL, "blockedId" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fc74151c76df192714f76b2a2e1" PRIMARY KEY ("blockerId", "blockedId"))',
    );
    await q.query('CREATE INDEX "IDX_user_blocks_blocked" ON "user_blocks"  ("blockedId", "blockerId") ');
    await q.query(
      'ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "user_blocks" DROP CONSTRAINT "user_blocks_blockedId_fkey"');
    await q.query('ALTER TABLE "user_blocks" DROP CONSTRAINT "user_blocks_blockerId_fkey"');
    await q.query('DROP INDEX "public"."IDX_user_blocks_blocked"');
    await q.query('DROP TABLE "user_blocks"');
  }
}
