import { Check, Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { HIDEABLE_TYPES, MODERATION_ACTIONS, REPORT_TARGET_TYPES } from '@reformas/shared-types';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';
import { inList } from '../database/checks';

/**
 * Every operator action: who, when, what, on what, why. Append-only: a trigger (migration 1797400000000) refuses
 * any UPDATE, and any DELETE of an entry younger than 3 years (docs/decisions.md, "Moderation"). The
 * operator is kept by id without a foreign key, so that an entry outlives the operator's account.
 */
@Entity('moderation_log')
@Index('IDX_moderation_log_target', ['targetType', 'targetId', 'createdAt'])
@Check('moderation_log_action_check', inList('action', MODERATION_ACTIONS))
@Check('moderation_log_target_type_check', inList('targetType', REPORT_TARGET_TYPES))
export class ModerationLogEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  operatorId: number;

  @Column('text')
  action: string;

  @Column('text')
  targetType: string;

  @Column('int')
  targetId: number;

  @Column('text')
  reason: string;

  @CreatedAtColumn()
  createdAt: Date;
}

/**
 * An item an operator hid: gone from every public place (the visibility predicates of each kind read this table),
 * shown to its author with the reason. Restoring deletes the row; the log keeps both.
 */
@Entity('hidden_items')
@Check('hidden_items_target_type_check', inList('targetType', HIDEABLE_TYPES))
export class HiddenItem {
  @PrimaryColumn('text')
  targetType: string;

  @PrimaryColumn('int')
  targetId: number;

  @Column('text')
  reason: string;

  @CreatedAtColumn()
  hiddenAt: Date;
}

/** A suspended account: its sessions ended, signing in refused, its listings hidden, until an operator lifts it. */
@Entity('account_suspensions')
export class AccountSuspension {
  @PrimaryColumn('int')
  userId: number;

  @UserLink({ column: 'userId', constraint: 'account_suspensions_userId_fkey', one: true })
  user: User;

  @Column('text')
  reason: string;

  @CreatedAtColumn()
  suspendedAt: Date;
}

export const moderationLog = defineTable(ModerationLogEntry, { auto: ['id', 'createdAt'] });
export const hiddenItems = defineTable(HiddenItem, { auto: ['hiddenAt'] });
export const accountSuspensions = defineTable(AccountSuspension, { auto: ['suspendedAt'] });
