import { Injectable } from '@nestjs/common';
import { Sql, type SqlTransaction } from '../database/sql';
import { authThrottle } from './rate-counter.entity';
import { SqlService } from '../database/sql-service';

// The longest window any counter uses (a day): rows older than that are swept now and then.
const LONGEST_WINDOW_SECONDS = 24 * 3600;

/** Where a count runs: on the pool, or inside a caller's transaction (rolled back with it). */
type Executor = Pick<SqlTransaction, 'rows'>;

/** SQL expressions of a count inside a larger statement: one row of `from` is counted, when `when` holds. */
type CountIn = { from: string; when: string; key: string; window: string; limit: string };

// Built once, at start, from the entity: a missing column stops the API there.
function statements(db: Sql) {
  const t = db.table(authThrottle);
  const [key, count, windowStart, blockedUntil] = t.cols(['key', 'count', 'windowStart', 'blockedUntil']);
  // The same columns of the row already there (an upsert's target).
  const [oldCount, oldStart] = t.cols(['count', 'windowStart'], t.name);
  const expired = (window: string) => `${oldStart} <= now() - make_interval(secs => ${window})`;
  // One more for key `k` in the current window of `window` seconds, or 1 in a new one; `rows` names the row to count.
  const upsertOf = (
    k: string,
    window: string,
    rows: string,
  ) => `INSERT INTO ${t.name} (${key}, ${count}, ${windowStart}) ${rows}
    ON CONFLICT (${key}) DO UPDATE SET
      ${count} = CASE WHEN ${expired(window)} THEN 1 ELSE ${oldCount} + 1 END,
      ${windowStart} = CASE WHEN ${expired(window)} THEN now() ELSE ${oldStart} END`;
  // $1 key, $2 window in seconds: one more in the current window, or 1 in a new one.
  const upsert = upsertOf('$1', '$2', `VALUES ($1, 1, now())`);
  const wait = (window: string) =>
    `greatest(1, ceil(extract(epoch FROM ${windowStart} + make_interval(secs => ${window}) - now())))::int`;
  const retryAfter = wait('$2');
  return {
    upsert,
    hit: `${upsert} RETURNING ${count} AS "count", ${retryAfter} AS "retryAfter"`,
    // $3 the limit: counted only while under it, so a refused attempt costs nothing.
    take: `WITH taken AS (${upsert} WHERE ${expired('$2')} OR ${oldCount} < $3 RETURNING 1)
      SELECT EXISTS (SELECT 1 FROM taken) AS "taken",
        (SELECT ${retryAfter} FROM ${t.name} WHERE ${key} = $1) AS "retryAfter"`,
    giveBack: `UPDATE ${t.name} SET ${count} = ${count} - 1
      WHERE ${key} = $1 AND ${count} > 0 AND ${windowStart} > now() - make_interval(secs => $2)`,
    /** A count inside a larger statement: see RateCounter.countFrom. */
    countFrom: ({ from, when, key: k, window }: CountIn) =>
      `${upsertOf(k, window, `SELECT ${k}, 1, now() FROM ${from} WHERE ${when}`)} RETURNING 1`,
    waitIfFull: ({ key: k, window, limit }: Omit<CountIn, 'from' | 'when'>) =>
      `(SELECT CASE WHEN ${count} >= ${limit} AND NOT (${windowStart} <= now() - make_interval(secs => ${window}))
          THEN ${wait(window)} END FROM ${t.name} WHERE ${key} = ${k})`,
    sweep: `DELETE FROM ${t.name}
      WHERE ${windowStart} < now() - make_interval(secs => $1) AND (${blockedUntil} IS NULL OR ${blockedUntil} < now())`,
  };
}

/**
 * Fixed-window counters in PostgreSQL (the auth_throttle table), so every API process sees the same count: the
 * login limits and the write limits count through here. A window starts at its key's first count.
 */
@Injectable()
export class RateCounter extends SqlService<ReturnType<typeof statements>> {
  constructor(db: Sql) {
    super(db, statements);
  }

  /** The counting upsert ($1 key, $2 window in seconds), for statements that set more columns with it. */
  get upsert(): string {
    return this.sql.upsert;
  }

  /** Counts one more for `key`, whatever the count: the count in the window and the seconds left in it. */
  async hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
    const row = await this.db.one<{ count: number; retryAfter: number }>(this.sql.hit, [key, windowSeconds]);
    await this.maybeSweep();
    return row ?? { count: 1, retryAfter: windowSeconds };
  }

  /**
   * Counts one more for `key` if that stays within `limit`: 0 when counted, else the seconds until the window
   * ends (nothing counted). In a transaction, the count is undone with it.
   */
  async take(
    key: string,
    windowSeconds: number,
    limit: number,
    executor: Executor = this.db,
  ): Promise<number> {
    const [row] = await executor.rows<{ taken: boolean; retryAfter: number | null }>(this.sql.take, [
      key,
      windowSeconds,
      limit,
    ]);
    // Never from inside a transaction: the sweep could wait on a row that transaction holds (and the embedded
    // database's one connection is the transaction's).
    if (executor === this.db) await this.maybeSweep();
    if (row?.taken) return 0;
    return row?.retryAfter ?? windowSeconds;
  }

  /**
   * For a statement of its own that checks and counts (the chat's send counts its message in the statement that
   * stores it), all as SQL expressions: `waitIfFull`, the seconds until the window of `key` ends when its count has
   * reached `limit`, else null; `countFrom`, a data-modifying CTE that counts one more for `key` for a row of `from`
   * when `when` holds (whatever the count: the check comes first, and its caller keeps others from counting `key`
   * meanwhile).
   */
  waitIfFull(count: Omit<CountIn, 'from' | 'when'>): string {
    return this.sql.waitIfFull(count);
  }

  countFrom(count: CountIn): string {
    return this.sql.countFrom(count);
  }

  /** Gives back one count taken in the current window (the write it allowed did not happen). */
  async giveBack(key: string, windowSeconds: number): Promise<void> {
    await this.db.execute(this.sql.giveBack, [key, windowSeconds]);
  }

  private async maybeSweep(): Promise<void> {
    if (Math.random() < 0.01) await this.db.execute(this.sql.sweep, [LONGEST_WINDOW_SECONDS]);
  }
}
