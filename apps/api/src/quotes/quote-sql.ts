import type { ProjectStatus } from '@reformas/shared-types';
import type { Sql } from '../database/sql';
import { renovationProjects } from '../projects/renovation-project.entity';
import { quotes } from './quote.entity';

/** Today in Spain, in SQL: a quote's dates are days there (spainToday() in shared-types is the same day). */
export const SPAIN_TODAY = `(now() AT TIME ZONE 'Europe/Madrid')::date`;

/**
 * The rules about quotes that other modules read in their own SQL, stated once: when a stored quote reads as
 * expired, which quotes a request counts, and when a review comes from a hire.
 */
export function quoteSql(db: Sql) {
  const q = db.table(quotes);
  const p = db.table(renovationProjects);
  /** Sent or viewed, past its validity (a day in Spain): the clock alone expires a quote. */
  const expired = (alias?: string) =>
    `(${q.col('status', alias)} IN ('sent', 'viewed') AND ${q.col('validUntil', alias)} < ${SPAIN_TODAY})`;
  return {
    table: q,
    expired,
    /** The status the API answers: the stored one, or 'expired'. */
    status: (alias?: string) =>
      `CASE WHEN ${expired(alias)} THEN 'expired' ELSE ${q.col('status', alias)} END`,
    /** A page of requests' counts of quotes received (withdrawn ones left out): one grouped read. */
    counts: `SELECT ${q.col('projectId')} AS "projectId", count(*)::int AS "count" FROM ${q.name}
      WHERE ${q.col('projectId')} = ANY($1::int[]) AND ${q.col('status')} <> 'withdrawn' GROUP BY ${q.col('projectId')}`,
    /** Whether `professional` sent a quote on request `project`, whatever became of it. */
    sentOn: (project: string, professional: string) =>
      `EXISTS (SELECT 1 FROM ${q.name} WHERE ${q.col('projectId')} = ${project} AND ${q.col('professionalId')} = ${professional})`,
    /** `client` hired `professional` through an accepted quote on one of her requests ('Contratado en ReformasYa'). */
    hired: (professional: string, client: string) =>
      `EXISTS (SELECT 1 FROM ${q.name} hq JOIN ${p.name} hp ON ${p.col('id', 'hp')} = ${q.col('projectId', 'hq')}
        WHERE ${q.col('professionalId', 'hq')} = ${professional} AND ${q.col('status', 'hq')} = 'accepted'
          AND ${p.col('userId', 'hp')} = ${client})`,
  };
}

/**
 * A request's state from its columns: open on the board; closed with the reason 'hired' once a quote was
 * accepted, 'completed' once its owner marked the work done; else closed by its author.
 */
export function projectStatusOf(row: {
  closedAt: unknown;
  closeReason: string | null;
  completedAt: unknown;
}): ProjectStatus {
  if (row.closedAt === null) return 'open';
  if (row.closeReason === 'hired') return row.completedAt === null ? 'hired' : 'completed';
  return 'closed';
}
