import { Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * 'Bloquear' in a conversation: `blockerId` no longer takes messages from `blockedId`, and neither writes to the
 * other while the row exists (docs/decisions.md, "Blocking"). The second index answers "has the receiver blocked
 * me?" on every send.
 */
@Entity('user_blocks')
@Index('IDX_user_blocks_blocked', ['blockedId', 'blockerId'])
export class UserBlock {
  @PrimaryColumn('int')
  blockerId: number;

  @PrimaryColumn('int')
  blockedId: number;

  @UserLink({ column: 'blockerId', constraint: 'user_blocks_blockerId_fkey' })
  blocker: User;

  @UserLink({ column: 'blockedId', constraint: 'user_blocks_blockedId_fkey' })
  blocked: User;

  @CreatedAtColumn()
  createdAt: Date;
}

export const userBlocks = defineTable(UserBlock, { auto: ['createdAt'] });
