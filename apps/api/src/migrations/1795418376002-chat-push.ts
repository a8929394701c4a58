import { SqlMigration } from '../database/sql-migration';

export class ChatPush1795418376002 extends SqlMigration {
  name = 'ChatPush1795418376002';

  protected readonly upStatements = [
    'ALTER TABLE "chat_messages" ADD "clientKey" uuid',
    'CREATE UNIQUE INDEX "UQ_messages_sender_client_key" ON "chat_messages"  ("senderId", "clientKey") ',
    'CREATE INDEX "IDX_messages_receiver_id" ON "chat_messages"  ("receiverId", "id") ',
    'CREATE INDEX "IDX_messages_sender_id" ON "chat_messages"  ("senderId", "id") ',
  ];

  protected readonly downStatements = [
    'DROP INDEX "public"."IDX_messages_sender_id"',
    'DROP INDEX "public"."IDX_messages_receiver_id"',
    'DROP INDEX "public"."UQ_messages_sender_client_key"',
    'ALTER TABLE "chat_messages" DROP COLUMN "clientKey"',
  ];
}
