import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type {
  ClientErrorReport,
  ClientErrorSummary,
  clientErrorSummaryQuerySchema,
  z,
} from '@reformas/shared-types';
import { Sql } from '../database/sql';
import type { Table } from '../database/table';
import { clientErrors, type ClientError } from './client-error.entity';
import { reporterOf } from './reporter';
import { SqlService } from '../database/sql-service';

/** How long a report is kept: a release is judged within hours, and a week covers a slow rollout. */
export const CLIENT_ERRORS_RETENTION_DAYS = 7;
const PURGE_EVERY_MS = 60 * 60 * 1000;

// Built once, at start, from the entity: a missing column stops the API there.
function statements(db: Sql) {
  const t = db.table(clientErrors);
  const [remote, release, kind, createdAt] = t.cols(['remote', 'release', 'kind', 'createdAt']);
  return {
    // $1 remote, $2 start of the window: one index range, one row per release.
    summary: `SELECT ${release} AS "release",
        count(*) FILTER (WHERE ${kind} = 'load')::int AS "load",
        count(*) FILTER (WHERE ${kind} = 'render')::int AS "render",
        count(*)::int AS "total",
        count(DISTINCT ${t.col('reporter')})::int AS "reporters"
      FROM ${t.name} WHERE ${remote} = $1 AND ${createdAt} >= $2
      GROUP BY ${release} ORDER BY "total" DESC, "release"`,
    purge: `DELETE FROM ${t.name} WHERE ${createdAt} < now() - make_interval(days => $1)`,
  };
}

type SummaryQuery = z.output<typeof clientErrorSummaryQuerySchema>;

/**
 * The shell's reports of remotes that failed to load or render, counted per release for the release tool
 * (docs/decisions.md, "Client error reports"). Reports older than CLIENT_ERRORS_RETENTION_DAYS are deleted once at
 * start and every hour, by every API process (deleting what another already deleted costs nothing).
 */
@Injectable()
export class ClientErrorsService
  extends SqlService<ReturnType<typeof statements>>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  private readonly log = new Logger('ClientErrors');
  private readonly table: Table<ClientError, 'id' | 'createdAt'>;
  private timer: NodeJS.Timeout | undefined;

  constructor(db: Sql) {
    super(db, statements);
    this.table = db.table(clientErrors);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.purgeLogged();
    this.timer = setInterval(() => void this.purgeLogged(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Stores one report: its five fields and the sender's bucket for the day, nothing that names who sent it. */
  async report(body: ClientErrorReport, address: string): Promise<void> {
    const { text, values } = this.table.insert({ ...body, reporter: reporterOf(address) });
    await this.db.execute(text, values);
  }

  /** One remote's reports over the last `minutes`, per release, most reported first. */
  async summary(query: SummaryQuery): Promise<ClientErrorSummary> {
    const since = new Date(Date.now() - query.minutes * 60_000);
    const releases = await this.db.rows<ClientErrorSummary['releases'][number]>(this.sql.summary, [
      query.remote,
      since,
    ]);
    return { remote: query.remote, since: since.toISOString(), releases };
  }

  /** Deletes the reports older than the retention; answers how many. */
  async deleteExpired(): Promise<number> {
    return this.db.execute(this.sql.purge, [CLIENT_ERRORS_RETENTION_DAYS]);
  }

  // A failed round (the database away for a moment) is logged; the next hour tries again.
  private async purgeLogged(): Promise<void> {
    try {
      await this.deleteExpired();
    } catch (error) {
      this.log.error(`No se pudieron borrar los informes antiguos: ${String(error)}`);
    }
  }
}
