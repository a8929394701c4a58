import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { PollingJob } from '../common/polling-loop';
import { Sql } from '../database/sql';
import { accountSuspensions, moderationLog } from '../moderation/moderation.entities';
import { reports } from '../reports/report.entity';
import { users } from '../users/user.entity';

/**
 * Removes what was kept blocked once its term is over (docs/privacy.md, "Kept, blocked"): the reports a deleted
 * account made and those about it, and its suspension, RECORDS_KEPT_DAYS after the deletion; moderation log entries past their 3 years
 * (the log's trigger refuses any younger one). Every process runs it; a DELETE twice removes nothing twice.
 */
@Injectable()
export class RetentionPurge extends PollingJob {
  private readonly statements: string[];
  private readonly logPurge: string;

  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({
      name: 'RetentionPurge',
      failure: 'Purga de datos conservados fallida',
      retryMs: config.RETENTION_PURGE_MS,
      firstAfterMs: 0,
    });
    const [r, s, u, log] = [
      db.table(reports),
      db.table(accountSuspensions),
      db.table(users),
      db.table(moderationLog),
    ];
    const deletedBefore = (owner: string) =>
      `${owner} IN (SELECT ${u.col('id')} FROM ${u.name}
        WHERE ${u.col('deletedAt')} < now() - make_interval(days => $1))`;
    this.statements = [
      `DELETE FROM ${r.name} WHERE ${deletedBefore(r.col('reporterId'))}`,
      `DELETE FROM ${r.name} WHERE ${r.col('targetType')} = 'user' AND ${deletedBefore(r.col('targetId'))}`,
      `DELETE FROM ${s.name} WHERE ${deletedBefore(s.col('userId'))}`,
    ];
    this.logPurge = `DELETE FROM ${log.name} WHERE ${log.col('createdAt')} < now() - interval '3 years'`;
  }

  protected async round(): Promise<number> {
    for (const statement of this.statements)
      await this.db.execute(statement, [this.config.RECORDS_KEPT_DAYS]);
    await this.db.execute(this.logPurge);
    return this.config.RETENTION_PURGE_MS;
  }
}
