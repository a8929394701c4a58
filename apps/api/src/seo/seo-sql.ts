import type { Sql } from '../database/sql';
import { cleaningServices, isListedCleaning } from '../cleaning/cleaning-service.entity';
import { isOpenRequest, renovationProjects } from '../projects/renovation-project.entity';
import { isPublicProfile, workerProfiles } from '../workers/worker-profile.entity';
import type { ItemKind } from './site-paths';

/**
 * The statements of one kind's sitemaps. File n holds the public rows whose ids are in ((n - 1) * size, n * size]:
 * a range of the primary key, so any file is read by one index range scan of at most `size` rows, however many
 * rows the table has, and a row stays in its file while others come and go.
 */
function statements(table: string, id: string, changed: string, isPublic: string) {
  return {
    // $1, $2: the ids the file covers, after $1 up to $2.
    file: `SELECT ${id} AS "id", ${changed} AS "lastmod" FROM ${table}
      WHERE ${id} > $1 AND ${id} <= $2 AND ${isPublic} ORDER BY ${id}`,
    // $1: the size of a file. Each file with a public row, with its newest change: one pass over the public rows
    // (on the board's partial index for the requests: 0.13 s at 800,000 open ones). OFFSET 0 keeps the planner
    // from estimating a group per row, which sorted them all on disk (0.3 s); so it counts the few files in memory.
    files: `SELECT "page", max("lastmod") AS "lastmod"
      FROM (SELECT (${id} - 1) / $1 + 1 AS "page", ${changed} AS "lastmod" FROM ${table} WHERE ${isPublic} OFFSET 0) AS "public"
      GROUP BY "page" ORDER BY "page"`,
  };
}

/**
 * Which rows are public is each module's own rule (the board's, the directories'), read from beside its entity;
 * a row's lastmod is the newest timestamp its table keeps: a profile's updatedAt, a request's or a cleaning
 * service's createdAt (neither has an updatedAt).
 */
export function seoSql(db: Sql): Record<ItemKind, ReturnType<typeof statements>> {
  const w = db.table(workerProfiles);
  const c = db.table(cleaningServices);
  const p = db.table(renovationProjects);
  return {
    profiles: statements(w.name, w.col('id'), w.col('updatedAt'), isPublicProfile(w)),
    cleaning: statements(c.name, c.col('id'), c.col('createdAt'), isListedCleaning(c)),
    requests: statements(p.name, p.col('id'), p.col('createdAt'), isOpenRequest(p)),
  };
}
