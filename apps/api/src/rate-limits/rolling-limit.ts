import { DomainError, type DomainErrorCode } from '../common/domain-error';
import type { SqlTransaction } from '../database/sql';

/** The rows counted: their table and the quoted columns of their owner and of when each was written. */
type CountedRows = { table: string; owner: string; createdAt: string };

/**
 * A limit on the rows one person writes to a table over a rolling window (a professional's revealed phones, a
 * person's reports), counted from those rows in the caller's transaction, under the caller's lock on that person:
 * concurrent writes cannot pass it. Built with the service's statements; the limit (a setting, 0: off) given to
 * each check.
 */
export class RollingLimit {
  private readonly count: string;

  constructor(
    { table, owner, createdAt }: CountedRows,
    private readonly windowSeconds: number,
    private readonly refusal: DomainErrorCode,
  ) {
    // The owner's rows still in the window ($1 the owner, $2 the window), and when the oldest of them leaves it.
    this.count = `SELECT count(*)::int AS "count",
        greatest(1, ceil(extract(epoch FROM min(${createdAt}) + make_interval(secs => $2) - now())))::int AS "retryAfter"
      FROM ${table} WHERE ${owner} = $1 AND ${createdAt} > now() - make_interval(secs => $2)`;
  }

  /** Refuses with `refusal` (429, Retry-After: until the oldest row leaves the window) once `limit` is reached. */
  async check(tx: SqlTransaction, ownerId: number, limit: number): Promise<void> {
    if (limit <= 0) return;
    const [counted] = await tx.rows<{ count: number; retryAfter: number | null }>(this.count, [
      ownerId,
      this.windowSeconds,
    ]);
    if (counted && counted.count >= limit)
      throw new DomainError(this.refusal, undefined, { retryAfterSeconds: counted.retryAfter ?? 1 });
  }
}
