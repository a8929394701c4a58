import { SqlMigration } from '../database/sql-migration';

export class UserBlocks1797250000000 extends SqlMigration {
  name = 'UserBlocks1797250000000';

  protected readonly upStatements = [
    'CREATE TABLE "user_blocks" ("blockerId" integer NOT NULL, "blockedId" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fc74151c76df192714f76b2a2e1" PRIMARY KEY ("blockerId", "blockedId"))',
    'CREATE INDEX "IDX_user_blocks_blocked" ON "user_blocks"  ("blockedId", "blockerId") ',
    'ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    'ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  ];

  protected readonly downStatements = [
    'ALTER TABLE "user_blocks" DROP CONSTRAINT "user_blocks_blockedId_fkey"',
    'ALTER TABLE "user_blocks" DROP CONSTRAINT "user_blocks_blockerId_fkey"',
    'DROP INDEX "public"."IDX_user_blocks_blocked"',
    'DROP TABLE "user_blocks"',
  ];
}
