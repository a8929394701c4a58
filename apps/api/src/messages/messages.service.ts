import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import {
  markReadSchema,
  sendMessageSchema,
  type ChatMessage,
  type Contact,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { User } from '../users/user.entity';
import type { ChatMessage as ChatMessageEntity } from './chat-message.entity';
import type { SessionUser } from '@reformas/shared-types';

// Rows as read: a chat_messages row, and a user with what the contacts query adds.
type MessageRow = Omit<ChatMessageEntity, 'sender' | 'receiver'>;
type ContactRow = Pick<User, 'id' | 'name' | 'username' | 'email' | 'userType'> & {
  hasWorkerProfile: boolean;
  hasCleaningService: boolean;
  lastMessageAt: Date | null;
  unreadCount: string | number;
};

const COLUMNS = `"id", "senderId", "receiverId", "message", "isRead", "createdAt"`;
// A conversation answer carries at most the latest messages; older ones are rarely read.
const CONVERSATION_LIMIT = 1000;

@Injectable()
export class MessagesService {
  constructor(private readonly db: Sql) {}

  /** Both directions between two users, oldest first; only a participant may read it. */
  async conversation(userId1: number, userId2: number, caller: SessionUser): Promise<ChatMessage[]> {
    if (caller.id !== userId1 && caller.id !== userId2) throw new DomainError('NOT_PARTICIPANT');
    const rows = await this.db.rows<MessageRow>(
      `SELECT * FROM (
         SELECT ${COLUMNS} FROM "chat_messages"
          WHERE ("senderId" = $1 AND "receiverId" = $2) OR ("senderId" = $2 AND "receiverId" = $1)
          ORDER BY "createdAt" DESC, "id" DESC LIMIT ${CONVERSATION_LIMIT}
       ) latest ORDER BY "createdAt" ASC, "id" ASC`,
      [userId1, userId2],
    );
    return rows.map(toChatMessage);
  }

  async send(body: z.output<typeof sendMessageSchema>, caller: SessionUser): Promise<ChatMessage> {
    if (body.senderId !== undefined && body.senderId !== caller.id) throw new DomainError('NOT_OWN_IDENTITY');
    if (body.receiverId === caller.id) throw new DomainError('CANNOT_MESSAGE_SELF');
    const receiver = await this.db.rows<unknown>(`SELECT 1 FROM "users" WHERE "id" = $1`, [body.receiverId]);
    if (receiver.length === 0) throw new DomainError('RECEIVER_NOT_FOUND');
    const rows = await this.db.rows<MessageRow>(
      `INSERT INTO "chat_messages" ("senderId", "receiverId", "message") VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [caller.id, body.receiverId, body.message],
    );
    return toChatMessage(rows[0]);
  }

  /** Marks what senderId sent to receiverId as read; only the receiver may. */
  async markRead(body: z.output<typeof markReadSchema>, caller: SessionUser): Promise<{ updated: number }> {
    if (body.receiverId !== caller.id) throw new DomainError('ONLY_RECEIVER_MARKS_READ');
    const updated = await this.db.execute(
      `UPDATE "chat_messages" SET "isRead" = true WHERE "senderId" = $1 AND "receiverId" = $2 AND NOT "isRead"`,
      [body.senderId, body.receiverId],
    );
    return { updated };
  }

  /** The people one has exchanged messages with, latest conversation first. */
  async contacts(userId: number, caller: SessionUser): Promise<Contact[]> {
    if (caller.id !== userId) throw new DomainError('FORBIDDEN');
    const rows = await this.db.rows<ContactRow>(
      `WITH partners AS (
         SELECT CASE WHEN "senderId" = $1 THEN "receiverId" ELSE "senderId" END AS "partnerId",
                max("createdAt") AS "lastMessageAt",
                count(*) FILTER (WHERE "receiverId" = $1 AND NOT "isRead") AS "unreadCount"
           FROM "chat_messages"
          WHERE "senderId" = $1 OR "receiverId" = $1
          GROUP BY 1
       )
       SELECT u."id", u."name", u."username", u."email", u."userType",
              EXISTS (SELECT 1 FROM "worker_profiles" w WHERE w."userId" = u."id") AS "hasWorkerProfile",
              EXISTS (SELECT 1 FROM "cleaning_services" c WHERE c."userId" = u."id") AS "hasCleaningService",
              p."lastMessageAt", p."unreadCount"
         FROM partners p JOIN "users" u ON u."id" = p."partnerId"
        ORDER BY p."lastMessageAt" DESC`,
      [userId],
    );
    return rows.map((row) => ({
      ...row,
      lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
      unreadCount: Number(row.unreadCount),
    }));
  }
}

function toChatMessage(row: MessageRow): ChatMessage {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
