import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * When a user last had a push channel (the chat's event stream) open in any API process: each process writes it
 * when a user's first stream opens, while it stays open (a heartbeat) and when the last one closes. A message
 * unread while its receiver has been away longer than NOTIFY_UNREAD_AFTER is told by e-mail.
 */
@Entity('push_presence')
export class PushPresence {
  @PrimaryColumn('int', { primaryKeyConstraintName: 'push_presence_pkey' })
  userId: number;

  @UserLink({ column: 'userId', constraint: 'push_presence_userId_fkey' })
  user: User;

  @Column('timestamptz')
  seenAt: Date;
}

export const pushPresence = defineTable(PushPresence);
