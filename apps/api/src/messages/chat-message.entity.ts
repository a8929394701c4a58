import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';
import { CreatedAtColumn, NullableColumn } from '../database/columns';

@Entity('chat_messages')
@Index('IDX_messages_pair', { synchronize: false })
@Index('IDX_messages_receiver_unread', { synchronize: false })
@Index('IDX_messages_untold', { synchronize: false })
// A user's push stream resumes with "every message after id N" where they are the sender or the receiver.
@Index('IDX_messages_sender_id', ['senderId', 'id'])
@Index('IDX_messages_receiver_id', ['receiverId', 'id'])
// A retried send (same key from the same sender) stores one row.
@Index('UQ_messages_sender_client_key', ['senderId', 'clientKey'], { unique: true })
export class ChatMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  senderId: number;

  @UserLink({ column: 'senderId', constraint: 'chat_messages_senderId_fkey' })
  sender: User;

  @Column('int')
  receiverId: number;

  @UserLink({ column: 'receiverId', constraint: 'chat_messages_receiverId_fkey' })
  receiver: User;

  @Column('text')
  message: string;

  @Column('boolean', { default: false })
  isRead: boolean;

  // When its receiver was told of it by e-mail (or would have been, had they wanted it): see notifications/.
  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  notifiedAt: Date | null;

  @NullableColumn('uuid')
  clientKey: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}

export const chatMessages = defineTable(ChatMessage, {
  auto: ['id', 'createdAt', 'notifiedAt'],
  hidden: ['notifiedAt'],
});
