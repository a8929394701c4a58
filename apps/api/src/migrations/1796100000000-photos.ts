import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos: each request, worker profile and cleaning service keeps the media keys of its photos in a
 * column of its own row (the board reads them with no join), at most 6, 12 and 12.
 */
export class Photos1796100000000 implements MigrationInterface {
  name = 'Photos1796100000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [table, limit] of [
      ['renovation_projects', 6],
      ['worker_profiles', 12],
      ['cleaning_services', 12],
    ] as const) {
      await q.query(`ALTER TABLE "${table}" ADD "photos" text array NOT NULL DEFAULT '{}'`);
      await q.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_photos_check" CHECK (cardinality("photos") <= ${limit})`,
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['cleaning_services', 'worker_profiles', 'renovation_projects']) {
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_photos_check"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "photos"`);
    }
  }
}
