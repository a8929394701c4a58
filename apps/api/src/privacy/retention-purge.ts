import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { PollingLoop } from '../common/polling-loop';
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
export class RetentionPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly loop: PollingLoop;
  private readonly statements: string[];
  private readonly logPurge: string;

  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
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
    this.loop = new PollingLoop(
      async () => {
        await this.purge();
        return config.RETENTION_PURGE_MS;
      },
      config.RETENTION_PURGE_MS,
      new Logger('RetentionPurge'),
      'Purga de datos conservados fallida',
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start(0);
  }

  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }

  private async purge(): Promise<void> {
    for (const statement of this.statements)
      await this.db.execute(statement, [this.config.RECORDS_KEPT_DAYS]);
    await this.db.execute(this.logPurge);
  }
}
