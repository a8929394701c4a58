import type { Sql } from '../database/sql';
import { providerRatings } from './provider-rating.entity';

/** What a directory row carries of its owner's reviews (issue 18). */
export type RatingColumns = {
  ratingAverage: number | null;
  ratingCount: number;
  responseMinutes: number | null;
};

/**
 * The directories' join to the stored aggregates of the row's owner (`ownerColumn`, e.g. `w."userId"`): the
 * SELECT list of ratingAverage (one decimal, null with no review) and ratingCount, the LEFT JOIN, and the
 * "best rated first" order (the average shown, then more reviews; unrated last).
 */
export function ratingColumns(db: Sql, ownerColumn: string) {
  const pr = db.table(providerRatings);
  const [count, sum] = [pr.col('count', 'pr'), pr.col('sum', 'pr')];
  const average = `round(${sum}::numeric / nullif(${count}, 0), 1)`;
  return {
    select: `${average}::float8 AS "ratingAverage", coalesce(${count}, 0) AS "ratingCount", null::int AS "responseMinutes"`,
    join: `LEFT JOIN ${pr.name} pr ON ${pr.col('userId', 'pr')} = ${ownerColumn}`,
    bestFirst: `${average} DESC NULLS LAST, ${count} DESC NULLS LAST`,
  };
}
