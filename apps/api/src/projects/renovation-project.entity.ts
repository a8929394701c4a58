import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, NullableColumn } from '../database/columns';
import { itemNotModerated } from '../moderation/visibility';
import type { ProjectEstimate } from '@reformas/shared-types';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable, type ColumnKey, type JsonColumn, type Table } from '../database/table';

// The board's indexes (see the migrations): newest-first, per type and timeline, postal-code prefix,
// and a trigram index for the city substring, each only over the open requests (WHERE "closedAt" IS NULL, as
// the board asks); declared here so TypeORM leaves them alone. The author's list reads IDX_projects_user, over all.
@Entity('renovation_projects')
// Open: neither set. Closed: both, the reason one of CLOSE_REASONS, or 'hired' when its owner accepted a quote
// (off the board like a closed one: the board's partial indexes stay as they are).
@Check(
  'renovation_projects_closed_check',
  `("closedAt" IS NULL AND "closeReason" IS NULL) OR ("closedAt" IS NOT NULL AND "closeReason" IN ('found', 'not_needed', 'hired'))`,
)
@Index('IDX_projects_created', { synchronize: false })
@Index('IDX_projects_type_created', { synchronize: false })
@Index('IDX_projects_timeline_created', { synchronize: false })
@Index('IDX_projects_postal_prefix', { synchronize: false })
@Index('IDX_projects_city_trgm', { synchronize: false })
@Index('IDX_projects_user', { synchronize: false })
// Which row holds a photo (GIN, migration 1796600000000).
@Index('IDX_projects_photos', { synchronize: false })
// The requests whose alerts are not decided yet (notifications/request-alerts.ts).
@Index('IDX_projects_unalerted', { synchronize: false })
// The client's cap on reveals of the phone (POST /api/projects/{id}/contact).
@Check('renovation_projects_max_contacts_check', `"maxContacts" BETWEEN 1 AND 20`)
@Check('renovation_projects_photos_check', `cardinality("photos") <= 6`)
export class RenovationProject {
  @PrimaryGeneratedColumn()
  id: number;

  // The client who published it.
  @NullableColumn('int')
  userId: number | null;

  @UserLink({
    column: 'userId',
    constraint: 'renovation_projects_userId_fkey',
    onDelete: 'SET NULL',
    nullable: true,
  })
  user: User | null;

  @Column('text')
  name: string;

  @Column('text')
  phone: string;

  @NullableColumn('text')
  email: string | null;

  @Column('text')
  renovationType: string;

  @Column('text')
  timeline: string;

  @Column('text')
  postalCode: string;

  @Column('text')
  city: string;

  @NullableColumn('text')
  description: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  // Set when the author closes it (POST /api/projects/{id}/close); null while open.
  @NullableColumn('timestamptz')
  closedAt: Date | null;

  @NullableColumn('text')
  closeReason: string | null;

  // Set with closedAt (reason 'hired') when its owner accepts a quote (quotes/quotes.service.ts).
  @NullableColumn('timestamptz')
  hiredAt: Date | null;

  // Set when its owner marks the hired work done (POST /api/projects/{id}/complete).
  @NullableColumn('timestamptz')
  completedAt: Date | null;

  // At most this many professionals may reveal the phone; 5 unless the client chooses (docs/product.md §10).
  @Column('int', { default: 5 })
  maxContacts: number;

  // Media keys of its photos, in the order they were added: read with the row, no join; the limit is
  // kept by the one UPDATE that appends (photos.service.ts) and, as a last guard, by the check.
  @Column('text', { array: true, default: () => "'{}'" })
  photos: string[];

  // The calculator's estimate ({ total, items, shared }), apart from the description: the client's budget is
  // shown to the author, and to professionals only when shared. Read whole with the row, never queried inside.
  @NullableColumn('jsonb')
  estimate: JsonColumn<ProjectEstimate> | null;

  // When the professionals' instant alerts for it were decided (notifications/request-alerts.ts); null until then.
  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  alertedAt: Date | null;

  // The expiry date its owner was last reminded of (the earliest validUntil of its pending quotes): one reminder
  // per request and date (notifications/quote-reminders.ts).
  @Column({ type: 'date', nullable: true, select: false, insert: false, update: false })
  quotesRemindedFor: string | null;
}

export const renovationProjects = defineTable(RenovationProject, {
  auto: ['id', 'createdAt', 'alertedAt', 'quotesRemindedFor'],
  hidden: ['alertedAt', 'quotesRemindedFor'],
});

/**
 * A request is public while it is open: on the board, its page shown to visitors (masked), in the sitemap. Closed,
 * hired or completed, it is gone for them. Spelled as the board's partial indexes are (WHERE "closedAt" IS NULL),
 * so that the planner may use them.
 */
export function isOpenRequest<A extends ColumnKey<RenovationProject>, H extends ColumnKey<RenovationProject>>(
  p: Table<RenovationProject, A, H>,
  alias?: string,
): string {
  return `${p.col('closedAt', alias)} IS NULL AND ${itemNotModerated('project', p, alias)}`;
}
