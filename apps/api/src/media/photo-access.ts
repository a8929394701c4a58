import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import { cleaningServices, isListedCleaning } from '../cleaning/cleaning-service.entity';
import { isOpenRequest, renovationProjects } from '../projects/renovation-project.entity';
import { isPublicProfile, workerProfiles } from '../workers/worker-profile.entity';

/** Who may fetch a photo: anyone (its row is public), only its row's owner, or nobody (no row has it). */
export type PhotoAudience = 'public' | 'owner' | null;

/**
 * A photo is served while the row that holds it is public: an open request, a worker profile in the directory, a
 * cleaning service not paused. Closed, private or paused, only its owner still gets it; removed, nobody. Each
 * row's photos have files of their own (encodePhoto), so one key belongs to one row; the GIN index on each
 * `photos` array finds it (migration 1796600000000).
 */
@Injectable()
export class PhotoAccess {
  private readonly statement: string;

  constructor(private readonly db: Sql) {
    const [p, w, c] = [db.table(renovationProjects), db.table(workerProfiles), db.table(cleaningServices)];
    const holders = [
      [p, isOpenRequest(p)],
      [w, isPublicProfile(w)],
      [c, isListedCleaning(c)],
    ] as const;
    const rows = holders
      .map(
        ([t, open]) =>
          `SELECT ${open} AS "open", ${t.col('userId')} = $2 AS "mine" FROM ${t.name} WHERE ${t.col('photos')} @> ARRAY[$1::text]`,
      )
      .join(' UNION ALL ');
    this.statement = `SELECT CASE WHEN bool_or("open") THEN 'public' WHEN bool_or("mine") THEN 'owner' END AS "audience" FROM (${rows}) AS holders`;
  }

  async audience(key: string, viewerId: number | null): Promise<PhotoAudience> {
    const row = await this.db.one<{ audience: PhotoAudience }>(this.statement, [key, viewerId ?? -1]);
    return row?.audience ?? null;
  }
}
