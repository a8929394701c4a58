import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChatPush1795418376002 implements MigrationInterface {
  name = 'ChatPush1795418376002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "chat_messages" ADD "clientKey" uuid');
    await q.query(
      'CREATE UNIQUE INDEX "UQ_messages_sender_client_key" ON "chat_messages"  ("senderId", "clientKey") ',
    );
    await q.query('CREATE INDEX "IDX_messages_receiver_id" ON "chat_messages"  ("receiverId", "id") ');
    await q.query('CREATE INDEX "IDX_messages_sender_id" ON "chat_messages"  ("senderId", "id") ');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."IDX_messages_sender_id"');
    await q.query('DROP INDEX "public"."IDX_messages_receiver_id"');
    await q.query('DROP INDEX "public"."UQ_messages_sender_client_key"');
    await q.query('ALTER TABLE "chat_messages" DROP COLUMN "clientKey"');
  }
}
