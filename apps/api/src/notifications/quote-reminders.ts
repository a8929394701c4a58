import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import { renovationProjects } from '../projects/renovation-project.entity';
import { quoteSql, SPAIN_TODAY } from '../quotes/quote-sql';
import { Notices } from './notices';
import { quoteReminderMail } from './notification-mails';
import { SqlService } from '../database/sql-service';

/** How many days before the first pending quote of a request expires its owner is reminded. */
const REMINDER_DAYS = 3;
/** Requests claimed per poll (and transaction): the rest wait for the next poll. */
const BATCH = 200;

function statements(db: Sql) {
  const rules = quoteSql(db);
  const q = rules.table;
  const p = db.table(renovationProjects);
  return {
    // The open requests whose earliest pending quote expires within REMINDER_DAYS and whose owner was not yet told
    // of that date, at most BATCH a poll, claimed for that date in the statement that finds them
    // (quotesRemindedFor): one reminder per request and date, whichever process claims it. The told ones are left
    // out before the batch is cut, or a batch of them would hide the rest for good. The pending quotes come from
    // IDX_quotes_pending_valid: a few days of validity, not the whole table.
    claim: `WITH due AS (
        SELECT ${q.col('projectId', 'q')} AS "projectId", min(${q.col('validUntil', 'q')}) AS "validUntil"
        FROM ${q.name} q JOIN ${p.name} r ON ${p.col('id', 'r')} = ${q.col('projectId', 'q')}
        WHERE ${q.col('status', 'q')} IN ('sent', 'viewed') AND ${p.col('closedAt', 'r')} IS NULL
          AND ${q.col('validUntil', 'q')} BETWEEN ${SPAIN_TODAY} AND ${SPAIN_TODAY} + ${REMINDER_DAYS}
        GROUP BY ${q.col('projectId', 'q')}, ${p.col('quotesRemindedFor', 'r')}
        HAVING ${p.col('quotesRemindedFor', 'r')} IS DISTINCT FROM min(${q.col('validUntil', 'q')})
        LIMIT ${BATCH})
      UPDATE ${p.name} p SET ${p.col('quotesRemindedFor')} = due."validUntil" FROM due
      WHERE ${p.col('id', 'p')} = due."projectId" AND ${p.col('closedAt', 'p')} IS NULL
        AND ${p.col('quotesRemindedFor', 'p')} IS DISTINCT FROM due."validUntil"
      RETURNING ${p.col('id', 'p')} AS "id", ${p.col('userId', 'p')} AS "userId",
        ${p.col('renovationType', 'p')} AS "renovationType", ${p.col('city', 'p')} AS "city",
        due."validUntil"::text AS "validUntil"`,
  };
}

/**
 * The reminder to a request's owner (docs/decisions.md, "Quotes and hiring"): three days before the first of its
 * quotes still pending expires, once per request and date, decided by the notifier's loop, in the transaction that
 * claims it.
 */
@Injectable()
export class QuoteReminders extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly notices: Notices,
  ) {
    super(db, statements);
  }

  /** How many requests' owners it reminded (or would have, with the kind off). */
  async decide(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx.rows<{
        id: number;
        userId: number | null;
        renovationType: string;
        city: string;
        validUntil: string;
      }>(this.sql.claim);
      for (const request of due) {
        if (request.userId === null) continue;
        const url = this.notices.link(`/projects/${request.id}`);
        await this.notices.send(
          tx,
          request.userId,
          'quotes',
          `quote-reminder:${request.id}:${request.validUntil}`,
          (to) => quoteReminderMail(to.name, request, request.validUntil, url),
        );
      }
      return due.length;
    });
  }
}
