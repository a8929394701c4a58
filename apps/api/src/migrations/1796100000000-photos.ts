import { SqlMigration } from '../database/sql-migration';

// The tables with photos and how many a row keeps at most.
const PHOTO_LIMITS = [
  ['renovation_projects', 6],
  ['worker_profiles', 12],
  ['cleaning_services', 12],
] as const;

/**
 * Photos: each request, worker profile and cleaning service keeps the media keys of its photos in a
 * column of its own row (the board reads them with no join), at most 6, 12 and 12.
 */
export class Photos1796100000000 extends SqlMigration {
  name = 'Photos1796100000000';

  protected readonly upStatements = PHOTO_LIMITS.flatMap(([table, limit]) => [
    `ALTER TABLE "${table}" ADD "photos" text array NOT NULL DEFAULT '{}'`,
    `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_photos_check" CHECK (cardinality("photos") <= ${limit})`,
  ]);

  protected readonly downStatements = [...PHOTO_LIMITS]
    .reverse()
    .flatMap(([table]) => [
      `ALTER TABLE "${table}" DROP CONSTRAINT "${table}_photos_check"`,
      `ALTER TABLE "${table}" DROP COLUMN "photos"`,
    ]);
}
