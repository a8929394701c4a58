import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A cleaner can pause her service: the moment she did, or null while it is in the directory. */
export class CleaningPause1796500000001 implements MigrationInterface {
  name = 'CleaningPause1796500000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "cleaning_services" ADD "pausedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "cleaning_services" DROP COLUMN "pausedAt"`);
  }
}
