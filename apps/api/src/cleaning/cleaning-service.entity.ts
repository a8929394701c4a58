import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, NullableColumn } from '../database/columns';
import { itemNotModerated } from '../moderation/visibility';
import { ProviderListing } from '../common/provider-listing';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable, type ColumnKey, type Table } from '../database/table';

@Entity('cleaning_services')
// The directory pages newest first; the city filter is a substring match (trigram, in the migration).
@Index('IDX_cleaning_created', ['createdAt', 'id'])
@Index('IDX_cleaning_city_trgm', { synchronize: false })
// Which row holds a photo (GIN, migration 1796600000000).
@Index('IDX_cleaning_photos', { synchronize: false })
@Check('cleaning_services_photos_check', `cardinality("photos") <= 12`)
export class CleaningService extends ProviderListing {
  @PrimaryGeneratedColumn()
  id: number;

  // One cleaning service per user.
  @Column('int', { nullable: true, unique: true })
  userId: number | null;

  @UserLink({ column: 'userId', constraint: 'cleaning_services_userId_fkey', one: true, nullable: true })
  user: User | null;

  @Column('text')
  name: string;

  @Column('text')
  phone: string;

  @Column('text')
  city: string;

  @Column('int')
  experience: number;

  @NullableColumn('text')
  photoUrl: string | null;

  @Column('text')
  availability: string;

  @NullableColumn('text')
  description: string | null;

  @Column('boolean', { default: false })
  hasReferences: boolean;

  // JSON-encoded list of cleaning service type values (display also tolerates a single value).
  @Column('text')
  serviceType: string;

  @Column('boolean', { default: true })
  allowDirectContact: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  // Set while its owner has paused it (POST /api/cleaning/{id}/paused): out of the directory until resumed.
  @NullableColumn('timestamptz')
  pausedAt: Date | null;
}

export const cleaningServices = defineTable(CleaningService, {
  auto: ['id', 'createdAt', 'ratingAverage', 'ratingCount', 'responseMinutes'],
});

/** A cleaning service is public unless its owner paused it: in the directory, its page, the sitemap. */
export function isListedCleaning<A extends ColumnKey<CleaningService>, H extends ColumnKey<CleaningService>>(
  c: Table<CleaningService, A, H>,
  alias?: string,
): string {
  return `${c.col('pausedAt', alias)} IS NULL AND ${itemNotModerated('cleaning_service', c, alias)}`;
}
