import { Injectable } from '@nestjs/common';
import {
  HIDEABLE_TYPES,
  type HideableType,
  type ModerationAction,
  type ModerationLogEntryView,
  type ReportedItem,
  type ReportTargetType,
  type SessionUser,
} from '@reformas/shared-types';
import { SessionService } from '../auth/session.service';
import { ReviewsService } from '../reviews/reviews.service';
import { DomainError } from '../common/domain-error';
import { Sql, type SqlTransaction } from '../database/sql';
import { MailOutbox } from '../mail/mail-outbox';
import { renderMail } from '../mail/mail-templates';
import { reportOutcomeMail, type SettledReport } from '../reports/report-outcome-mail';
import { reports } from '../reports/report.entity';
import { cleaningServices } from '../cleaning/cleaning-service.entity';
import { chatMessages } from '../messages/chat-message.entity';
import { renovationProjects } from '../projects/renovation-project.entity';
import { reviews } from '../reviews/review.entity';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { accountSuspensions, hiddenItems, moderationLog } from './moderation.entities';
import { SqlService } from '../database/sql-service';

type LogRow = Omit<ModerationLogEntryView, 'createdAt'> & { createdAt: Date };
const toEntry = (row: LogRow): ModerationLogEntryView => ({ ...row, createdAt: row.createdAt.toISOString() });

function statements(db: Sql) {
  const log = db.table(moderationLog);
  const h = db.table(hiddenItems);
  const s = db.table(accountSuspensions);
  const r = db.table(reports);
  const logColumns = log.select(undefined, [
    'id',
    'operatorId',
    'action',
    'targetType',
    'targetId',
    'reason',
    'createdAt',
  ]);
  const ownerSql = (table: string, id: string, owner: string) =>
    `SELECT ${owner} AS "ownerId" FROM ${table} WHERE ${id} = $1`;
  const [p, w, c, v, m, u] = [
    db.table(renovationProjects),
    db.table(workerProfiles),
    db.table(cleaningServices),
    db.table(reviews),
    db.table(chatMessages),
    db.table(users),
  ];
  // Each kind's author, whatever the item's state (an operator sees closed, paused and hidden ones too).
  const owner: Record<ReportTargetType, string> = {
    project: ownerSql(p.name, p.col('id'), p.col('userId')),
    worker_profile: ownerSql(w.name, w.col('id'), w.col('userId')),
    cleaning_service: ownerSql(c.name, c.col('id'), c.col('userId')),
    review: ownerSql(v.name, v.col('id'), v.col('reviewerId')),
    message: ownerSql(m.name, m.col('id'), m.col('senderId')),
    user: ownerSql(u.name, u.col('id'), u.col('id')),
  };
  return {
    owner,
    log: `INSERT INTO ${log.name} (${log.col('operatorId')}, ${log.col('action')}, ${log.col('targetType')}, ${log.col('targetId')}, ${log.col('reason')})
      VALUES ($1, $2, $3, $4, $5) RETURNING ${logColumns}`,
    hide: `INSERT INTO ${h.name} (${h.col('targetType')}, ${h.col('targetId')}, ${h.col('reason')}) VALUES ($1, $2, $3)
      ON CONFLICT (${h.col('targetType')}, ${h.col('targetId')}) DO UPDATE SET ${h.col('reason')} = EXCLUDED.${h.col('reason')}`,
    restore: `DELETE FROM ${h.name} WHERE ${h.col('targetType')} = $1 AND ${h.col('targetId')} = $2`,
    suspend: `INSERT INTO ${s.name} (${s.col('userId')}, ${s.col('reason')}) VALUES ($1, $2)
      ON CONFLICT (${s.col('userId')}) DO UPDATE SET ${s.col('reason')} = EXCLUDED.${s.col('reason')}`,
    lift: `DELETE FROM ${s.name} WHERE ${s.col('userId')} = $1`,
    // What was reported about the item is decided: 'dismissed' when nothing was wrong, 'actioned' otherwise. Every
    // open report is settled (a data-modifying CTE runs whole); the rows answered are those whose reporter has a
    // confirmed address, to be told (docs/decisions.md, "Telling the reporter").
    settleReports: `WITH settled AS (
        UPDATE ${r.name} SET ${r.col('status')} = $3, ${r.col('decidedAt')} = now()
        WHERE ${r.col('targetType')} = $1 AND ${r.col('targetId')} = $2 AND ${r.col('status')} = 'open'
        RETURNING ${r.col('id')} AS "id", ${r.col('reporterId')} AS "reporterId", ${r.col('createdAt')} AS "createdAt")
      SELECT settled."id", settled."createdAt", ${u.col('name', 'u')} AS "name", ${u.col('email', 'u')} AS "email"
      FROM settled JOIN ${u.name} u ON ${u.col('id', 'u')} = settled."reporterId"
      WHERE ${u.col('emailVerifiedAt', 'u')} IS NOT NULL AND ${u.col('deletedAt', 'u')} IS NULL`,
    queue: `SELECT ${r.col('targetType')} AS "targetType", ${r.col('targetId')} AS "targetId", count(*)::int AS "reports",
        array_agg(DISTINCT ${r.col('reason')}) AS "reasons", min(${r.col('createdAt')}) AS "firstReportedAt",
        EXISTS (SELECT 1 FROM ${h.name} WHERE ${h.col('targetType')} = ${r.col('targetType')} AND ${h.col('targetId')} = ${r.col('targetId')}) AS "hidden"
      FROM ${r.name} WHERE ${r.col('status')} = 'open'
      GROUP BY ${r.col('targetType')}, ${r.col('targetId')}
      ORDER BY count(*) DESC, min(${r.col('createdAt')}) ASC LIMIT 200`,
    history: `SELECT ${logColumns} FROM ${log.name} WHERE ${log.col('targetType')} = $1 AND ${log.col('targetId')} = $2
      ORDER BY ${log.col('createdAt')} DESC, ${log.col('id')} DESC`,
  };
}

/**
 * An operator's decisions on reported items and accounts (docs/decisions.md, "Moderation"), each written to the
 * moderation log in the same transaction as its effect, so that no action is without its entry.
 */
@Injectable()
export class ModerationService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly sessions: SessionService,
    private readonly outbox: MailOutbox,
    private readonly reviews: ReviewsService,
  ) {
    super(db, statements);
  }

  /** The queue: open reports grouped by item, the most reported and oldest first. */
  async queue(): Promise<ReportedItem[]> {
    const rows = await this.db.rows<Omit<ReportedItem, 'firstReportedAt'> & { firstReportedAt: Date }>(
      this.sql.queue,
    );
    return rows.map((row) => ({ ...row, firstReportedAt: row.firstReportedAt.toISOString() }));
  }

  /** The log's entries about one item or account, newest first. */
  async history(targetType: ReportTargetType, targetId: number): Promise<ModerationLogEntryView[]> {
    const rows = await this.db.rows<LogRow>(this.sql.history, [targetType, targetId]);
    return rows.map(toEntry);
  }

  async act(
    operator: SessionUser,
    action: ModerationAction,
    targetType: ReportTargetType,
    targetId: number,
    reason: string,
  ): Promise<ModerationLogEntryView> {
    await this.ownerOf(targetType, targetId);
    if ((action === 'suspend' || action === 'lift') && targetType !== 'user')
      throw new DomainError('MODERATION_NOT_APPLICABLE');
    if ((action === 'hide' || action === 'restore') && !isHideable(targetType))
      throw new DomainError('MODERATION_NOT_APPLICABLE');
    const [entry] = await this.db.transaction(async (tx) => {
      await this.apply(tx, action, targetType, targetId, reason);
      return tx.rows<LogRow>(this.sql.log, [operator.id, action, targetType, targetId, reason]);
    });
    return toEntry(entry);
  }

  private async apply(
    tx: SqlTransaction,
    action: ModerationAction,
    targetType: ReportTargetType,
    targetId: number,
    reason: string,
  ): Promise<void> {
    switch (action) {
      case 'dismiss':
        await this.settleReports(tx, targetType, targetId, 'dismissed');
        return;
      case 'hide':
        await tx.execute(this.sql.hide, [targetType, targetId, reason]);
        await this.settleReports(tx, targetType, targetId, 'actioned');
        // A hidden review stops counting in its provider's rating at once.
        if (targetType === 'review') await this.reviews.recountAfterModeration(tx, targetId);
        return;
      case 'restore':
        await tx.execute(this.sql.restore, [targetType, targetId]);
        if (targetType === 'review') await this.reviews.recountAfterModeration(tx, targetId);
        return;
      case 'suspend':
        await tx.execute(this.sql.suspend, [targetId, reason]);
        await this.settleReports(tx, targetType, targetId, 'actioned');
        // Its sessions end with the suspension, in the same transaction.
        await this.sessions.endAll(targetId, null, tx);
        return;
      case 'lift':
        await tx.execute(this.sql.lift, [targetId]);
        return;
    }
  }

  /**
   * Settles the item's open reports and queues, in the action's transaction, one e-mail per settled report to its
   * reporter: no decision without its notice, no notice without its decision.
   */
  private async settleReports(
    tx: SqlTransaction,
    targetType: ReportTargetType,
    targetId: number,
    status: SettledReport['status'],
  ): Promise<void> {
    const settled = await tx.rows<{ id: number; createdAt: Date; name: string; email: string }>(
      this.sql.settleReports,
      [targetType, targetId, status],
    );
    const { site } = this.outbox;
    for (const report of settled) {
      const content = reportOutcomeMail(
        report.name,
        { targetType, createdAt: new Date(report.createdAt), status },
        site.name,
        this.outbox.link('/profile/cuenta#mis-denuncias'),
      );
      const mail = await renderMail(content, site);
      await this.outbox.add(
        { key: `report-outcome:${report.id}`, to: report.email, kind: 'report-outcome', ...mail },
        tx,
      );
    }
  }

  /** The item's author (or the account itself); 404 for an unknown one. */
  private async ownerOf(targetType: ReportTargetType, targetId: number): Promise<number> {
    const row = await this.db.one<{ ownerId: number }>(this.sql.owner[targetType], [targetId]);
    if (!row) throw new DomainError('MODERATION_TARGET_NOT_FOUND');
    return row.ownerId;
  }
}

function isHideable(type: ReportTargetType): type is HideableType {
  return (HIDEABLE_TYPES as readonly string[]).includes(type);
}
