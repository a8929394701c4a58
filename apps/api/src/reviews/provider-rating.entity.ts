import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { defineTable } from '../database/table';

/**
 * A provider's rating aggregates, keyed by their user id (one row for a professional's profile and a cleaner's
 * service alike), rewritten in the transaction of every review written or removed: the directories read the
 * average and count with one key lookup per card instead of aggregating reviews (docs/decisions.md, "Reviews").
 */
@Entity('provider_ratings')
export class ProviderRating {
  @PrimaryColumn('int', { primaryKeyConstraintName: 'PK_provider_ratings' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'provider_ratings_userId_fkey' })
  user: User;

  @Column('int', { default: 0 })
  count: number;

  // The sum of the ratings: the average is sum / count, exact, rounded only when answered.
  @Column('int', { default: 0 })
  sum: number;

  @Column('int', { default: 0 })
  stars1: number;

  @Column('int', { default: 0 })
  stars2: number;

  @Column('int', { default: 0 })
  stars3: number;

  @Column('int', { default: 0 })
  stars4: number;

  @Column('int', { default: 0 })
  stars5: number;
}

export const providerRatings = defineTable(ProviderRating);
