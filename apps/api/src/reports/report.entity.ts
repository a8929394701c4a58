import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, NullableColumn } from '../database/columns';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@reformas/shared-types';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';
import { inList } from '../database/checks';

/**
 * A report ("Denunciar") of an item by a signed-in person: one open report per person and item (the partial unique
 * key answers the 409), counted per reporter for the daily limit (the second index). The item is named by kind and
 * id, not by a foreign key: reports outlive what they are about, which an operator may need to judge. Removed
 * with its reporter for now (docs/decisions.md, "Reports"); its reporter is told the decision ("Telling the reporter").
 */
@Entity('reports')
@Index('UQ_reports_open_per_reporter', ['reporterId', 'targetType', 'targetId'], {
  unique: true,
  where: `"status" = 'open'`,
})
@Index('IDX_reports_reporter_created', ['reporterId', 'createdAt'])
@Index('IDX_reports_target', ['targetType', 'targetId'])
@Check('reports_target_type_check', inList('targetType', REPORT_TARGET_TYPES))
@Check('reports_reason_check', inList('reason', REPORT_REASONS))
@Check('reports_status_check', inList('status', REPORT_STATUSES))
export class Report {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  reporterId: number;

  @UserLink({ column: 'reporterId', constraint: 'reports_reporterId_fkey' })
  reporter: User;

  @Column('text')
  targetType: string;

  @Column('int')
  targetId: number;

  @Column('text')
  reason: string;

  @NullableColumn('text')
  details: string | null;

  @Column('text', { default: 'open' })
  status: string;

  @CreatedAtColumn()
  createdAt: Date;

  /** When an operator's action settled it (dismissed or actioned); null while open. */
  @NullableColumn('timestamptz')
  decidedAt: Date | null;
}

export const reports = defineTable(Report, { auto: ['id', 'createdAt'] });
