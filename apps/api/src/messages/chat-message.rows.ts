import type { ChatMessage } from '@reformas/shared-types';
import { isHidden } from '../moderation/visibility';
import type { Sql } from '../database/sql';
import type { RowOf } from '../database/table';
import { chatMessages } from './chat-message.entity';

/** A chat_messages row as read. */
export type MessageRow = RowOf<typeof chatMessages>;

/** A stored message as the API sends it (the client's retry key stays on the server). */
export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  message: row.message,
  isRead: row.isRead,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The chat's statements, built once at start from the entity (the stream's replay and the conversation read). */
export function messageStatements(db: Sql) {
  const t = db.table(chatMessages);
  const from = `SELECT ${t.select()} FROM ${t.name}`;
  return {
    table: t,
    from,
    senderId: t.col('senderId'),
    receiverId: t.col('receiverId'),
    id: t.col('id'),
    isRead: t.col('isRead'),
    createdAt: t.col('createdAt'),
    clientKey: t.col('clientKey'),
    // A message an operator hid is gone for its receiver (the sender still has what they wrote).
    notHidden: `NOT ${isHidden('message', t.col('id', t.name))}`,
    returning: `RETURNING ${t.select()}`,
  };
}
