import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn, NullableColumn } from '../database/columns';
import { itemNotModerated } from '../moderation/visibility';
import { ProviderListing } from '../common/provider-listing';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable, type ColumnKey, type Table } from '../database/table';

@Entity('worker_profiles')
// The directory pages newest first; its search is a trigram index on searchText and an index of the public
// profiles in that order carrying searchText (both declared in their migrations: TypeORM describes neither GIN
// operator classes nor INCLUDE columns).
@Index('IDX_worker_profiles_created', ['createdAt', 'id'])
@Index('IDX_worker_profiles_search', { synchronize: false })
@Index('IDX_worker_profiles_public_search', { synchronize: false })
// 'Mejor valorados': the public profiles best rated first (migration 1796200000000).
@Index('IDX_worker_profiles_public_rating', { synchronize: false })
// Which row holds a photo (GIN, migration 1796600000000).
@Index('IDX_worker_profiles_photos', { synchronize: false })
@Check('worker_profiles_experience_check', `experience >= 0`)
@Check('worker_profiles_photos_check', `cardinality("photos") <= 12`)
export class WorkerProfile extends ProviderListing {
  @PrimaryGeneratedColumn()
  id: number;

  // One profile per user.
  @Column('int', { unique: true })
  userId: number;

  @UserLink({ column: 'userId', constraint: 'worker_profiles_userId_fkey', one: true })
  user: User;

  @NullableColumn('text')
  description: string | null;

  // JSON-encoded list of renovation type values.
  @Column('text', { default: '[]' })
  services: string;

  @Column('int', { default: 0 })
  experience: number;

  @NullableColumn('text')
  websiteUrl: string | null;

  @NullableColumn('text')
  postalCode: string | null;

  @NullableColumn('text')
  city: string | null;

  @Column('boolean', { nullable: true, default: true })
  isPublic: boolean | null;

  // The firm's NIF/CIF (plain: upper case, no separators), required to send quotes; shown only to the owner and,
  // copied onto each quote, to the owner of the request it was sent to.
  @NullableColumn('text')
  taxId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  // What the directory search looks in: the owner's company name (users.companyName, the one company name) with
  // this row's city, postal code and services, folded once per write. Triggers fill it (migration
  // 1795616000000: a generated column cannot read another table), so nothing here writes it.
  @Column({ type: 'text', select: false, insert: false, update: false })
  searchText: string;
}

export const workerProfiles = defineTable(WorkerProfile, {
  auto: ['id', 'createdAt', 'updatedAt', 'searchText', 'ratingAverage', 'ratingCount', 'responseMinutes'],
  hidden: ['searchText'],
});

/** A profile is public unless its owner made it private (isPublic false): in the directory, its page, the sitemap. */
export function isPublicProfile<A extends ColumnKey<WorkerProfile>, H extends ColumnKey<WorkerProfile>>(
  w: Table<WorkerProfile, A, H>,
  alias?: string,
): string {
  return `${w.col('isPublic', alias)} IS NOT FALSE AND ${itemNotModerated('worker_profile', w, alias)}`;
}
