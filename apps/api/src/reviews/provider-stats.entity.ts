import { Entity, PrimaryColumn } from 'typeorm';
import { CounterColumn, NullableColumn } from '../database/columns';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * A provider's track record, keyed by their user id (one row for a professional's profile and a cleaner's service
 * alike): the rating aggregates, rewritten in the transaction of every review written or removed, and the median
 * time to a first reply in the chat, rewritten when they reply to someone new and by the hourly job
 * (responses/response-times.ts). Triggers copy average, count and response time onto the provider's worker_profiles
 * and cleaning_services rows in the same transaction (migration 1796200000000), so the directories read them
 * with the row they already read (docs/decisions.md, "Reviews").
 */
@Entity('provider_stats')
export class ProviderStats {
  @PrimaryColumn('int', { primaryKeyConstraintName: 'PK_provider_stats' })
  userId: number;

  @UserLink({ column: 'userId', constraint: 'provider_stats_userId_fkey' })
  user: User;

  @CounterColumn()
  count: number;

  // The sum of the ratings: the average is sum / count, exact, rounded only when answered.
  @CounterColumn()
  sum: number;

  @CounterColumn()
  stars1: number;

  @CounterColumn()
  stars2: number;

  @CounterColumn()
  stars3: number;

  @CounterColumn()
  stars4: number;

  @CounterColumn()
  stars5: number;

  // The median minutes from a person's first message to the provider's first reply over the last 90 days; null
  // below RESPONSE_TIME_MIN_CONVERSATIONS conversations, or when most were left unanswered.
  @NullableColumn('int')
  responseMinutes: number | null;

  // How many conversations that median is taken over (answered, and unanswered for more than two days).
  @CounterColumn()
  responseConversations: number;
}

export const providerStats = defineTable(ProviderStats);
