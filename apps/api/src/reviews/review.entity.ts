import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn, NullableColumn } from '../database/columns';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * A client's review of a professional or a cleaner: one per pair (the unique key answers the 409),
 * written only after a verified contact (`verifiedBy`), with the provider's one reply. Removed with either user.
 * The provider's page reads newest first through the second index.
 */
@Entity('reviews')
@Index('UQ_reviews_reviewer_provider', ['reviewerId', 'providerId'], { unique: true })
@Index('IDX_reviews_provider_created', ['providerId', 'createdAt', 'id'])
@Check('reviews_rating_check', `"rating" BETWEEN 1 AND 5`)
@Check('reviews_verified_by_check', `"verifiedBy" IN ('chat', 'phone')`)
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  reviewerId: number;

  @UserLink({ column: 'reviewerId', constraint: 'reviews_reviewerId_fkey' })
  reviewer: User;

  @Column('int')
  providerId: number;

  @UserLink({ column: 'providerId', constraint: 'reviews_providerId_fkey' })
  provider: User;

  @Column('int')
  rating: number;

  @Column('text')
  text: string;

  // How the contact was verified when the review was written: 'chat' (both wrote) or 'phone' (a reveal).
  @Column('text')
  verifiedBy: string;

  @NullableColumn('text')
  reply: string | null;

  @NullableColumn('timestamptz')
  repliedAt: Date | null;

  @NullableColumn('timestamptz')
  replyUpdatedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

export const reviews = defineTable(Review, { auto: ['id', 'createdAt', 'updatedAt'] });
