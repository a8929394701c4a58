import { Inject, Injectable } from '@nestjs/common';
import type { createReportSchema, Report, ReportTargetType, SessionUser, z } from '@reformas/shared-types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { DomainError } from '../common/domain-error';
import { Sql } from '../database/sql';
import { RollingLimit } from '../rate-limits/rolling-limit';
import { cleaningServices } from '../cleaning/cleaning-service.entity';
import { chatMessages } from '../messages/chat-message.entity';
import { isOpenRequest, renovationProjects } from '../projects/renovation-project.entity';
import { reviews } from '../reviews/review.entity';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { reports } from './report.entity';
import { SqlService } from '../database/sql-service';

// Key space of the transaction-scoped advisory lock on a reporter's reports (others: 1 to 4).
const LOCK_REPORTER = 5;
const DAY_SECONDS = 24 * 60 * 60;

function statements(db: Sql) {
  const r = db.table(reports);
  const p = db.table(renovationProjects);
  const w = db.table(workerProfiles);
  const c = db.table(cleaningServices);
  const v = db.table(reviews);
  const m = db.table(chatMessages);
  const u = db.table(users);
  // Each kind's item as the reporter may see it, and who wrote it ($1 the item, $2 the reporter). A request that
  // left the board and a message the reporter did not receive are unknown to them: 404, as anywhere else.
  const authorOf: Record<ReportTargetType, string> = {
    project: `SELECT ${p.col('userId')} AS "authorId" FROM ${p.name} WHERE ${p.col('id')} = $1 AND ${isOpenRequest(p)}`,
    worker_profile: `SELECT ${w.col('userId')} AS "authorId" FROM ${w.name} WHERE ${w.col('id')} = $1`,
    cleaning_service: `SELECT ${c.col('userId')} AS "authorId" FROM ${c.name} WHERE ${c.col('id')} = $1`,
    review: `SELECT ${v.col('reviewerId')} AS "authorId" FROM ${v.name} WHERE ${v.col('id')} = $1`,
    message: `SELECT ${m.col('senderId')} AS "authorId" FROM ${m.name} WHERE ${m.col('id')} = $1 AND ${m.col('receiverId')} = $2`,
    user: `SELECT ${u.col('id')} AS "authorId" FROM ${u.name} WHERE ${u.col('id')} = $1`,
  };
  const columns = [
    'id',
    'targetType',
    'targetId',
    'reason',
    'details',
    'status',
    'createdAt',
    'decidedAt',
  ] as const;
  return {
    authorOf,
    lock: 'SELECT pg_advisory_xact_lock($1, $2)',
    // A reporter's reports in a rolling day.
    dailyLimit: new RollingLimit(
      { table: r.name, owner: r.col('reporterId'), createdAt: r.col('createdAt') },
      DAY_SECONDS,
      'REPORT_DAILY_LIMIT',
    ),
    openOne: `SELECT 1 FROM ${r.name} WHERE ${r.col('reporterId')} = $1 AND ${r.col('targetType')} = $2
      AND ${r.col('targetId')} = $3 AND ${r.col('status')} = 'open'`,
    insert: `INSERT INTO ${r.name} (${r.col('reporterId')}, ${r.col('targetType')}, ${r.col('targetId')}, ${r.col('reason')}, ${r.col('details')})
      VALUES ($1, $2, $3, $4, $5) RETURNING ${r.select(undefined, columns)}`,
    // Read along IDX_reports_reporter_created.
    mine: `SELECT ${r.select(undefined, columns)} FROM ${r.name} WHERE ${r.col('reporterId')} = $1
      ORDER BY ${r.col('createdAt')} DESC, ${r.col('id')} DESC`,
  };
}

type ReportRow = Omit<Report, 'createdAt' | 'decidedAt'> & { createdAt: Date; decidedAt: Date | null };

const toReport = (row: ReportRow): Report => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
});

@Injectable()
export class ReportsService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(db, statements);
  }

  /**
   * A report by the caller: the item must be one they can see (404), not their own (400), not reported by them
   * already and still open (409), and within their daily limit (429 with Retry-After).
   */
  async create(reporter: SessionUser, input: z.output<typeof createReportSchema>): Promise<Report> {
    const { targetType, targetId, reason, details } = input;
    const sql = this.sql.authorOf[targetType];
    // Only the message's statement names the reporter ($2): PostgreSQL refuses parameters a statement lacks.
    const params = sql.includes('$2') ? [targetId, reporter.id] : [targetId];
    const [item] = await this.db.rows<{ authorId: number | null }>(sql, params);
    if (!item) throw new DomainError('REPORT_TARGET_NOT_FOUND');
    if (item.authorId === reporter.id) throw new DomainError('REPORT_SELF');
    const row = await this.db.transaction(async (tx) => {
      // One reporter's reports one at a time: the count and the duplicate check hold at the insert.
      await tx.execute(this.sql.lock, [LOCK_REPORTER, reporter.id]);
      if ((await tx.rows(this.sql.openOne, [reporter.id, targetType, targetId])).length > 0)
        throw new DomainError('REPORT_EXISTS');
      await this.sql.dailyLimit.check(tx, reporter.id, this.config.REPORTS_DAILY_LIMIT);
      const [inserted] = await tx.rows<ReportRow>(this.sql.insert, [
        reporter.id,
        targetType,
        targetId,
        reason,
        details ?? null,
      ]);
      return inserted as ReportRow;
    });
    return toReport(row);
  }

  /** The caller's reports, newest first, each with what became of it (docs/decisions.md, "Telling the reporter"). */
  async mine(reporter: SessionUser): Promise<Report[]> {
    const rows = await this.db.rows<ReportRow>(this.sql.mine, [reporter.id]);
    return rows.map(toReport);
  }
}
