import type { MigrationInterface, QueryRunner } from 'typeorm';

// The track record the directories show, copied from provider_stats onto each of the provider's rows.
const COPIES = ['worker_profiles', 'cleaning_services'] as const;

/**
 * A provider's track record read with the directory row: provider_ratings becomes provider_stats and
 * gains the chat response time; worker_profiles and cleaning_services carry a copy of the average, the count and
 * the response time, kept by triggers in the transaction that writes provider_stats (and filled when a profile or
 * service is created), so a directory page joins nothing more than before reviews existed. A partial index serves
 * 'Mejor valorados'.
 */
export class ProviderStats1796200000000 implements MigrationInterface {
  name = 'ProviderStats1796200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "provider_ratings" RENAME TO "provider_stats"');
    await q.query(
      'ALTER TABLE "provider_stats" RENAME CONSTRAINT "PK_provider_ratings" TO "PK_provider_stats"',
    );
    await q.query(
      'ALTER TABLE "provider_stats" RENAME CONSTRAINT "provider_ratings_userId_fkey" TO "provider_stats_userId_fkey"',
    );
    await q.query('ALTER TABLE "provider_stats" ADD "responseMinutes" integer');
    await q.query('ALTER TABLE "provider_stats" ADD "responseConversations" integer NOT NULL DEFAULT \'0\'');
    for (const table of COPIES) {
      await q.query(`ALTER TABLE "${table}" ADD "ratingAverage" real`);
      await q.query(`ALTER TABLE "${table}" ADD "ratingCount" integer NOT NULL DEFAULT '0'`);
      await q.query(`ALTER TABLE "${table}" ADD "responseMinutes" integer`);
    }
    // The average shown: one decimal, null with no review.
    await q.query(`CREATE FUNCTION provider_stats_average(total integer, n integer) RETURNS real
      LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN n > 0 THEN round(total::numeric / n, 1)::real END $$`);
    await q.query(`CREATE FUNCTION provider_stats_copy() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "worker_profiles" SET "ratingAverage" = provider_stats_average(NEW."sum", NEW."count"),
          "ratingCount" = NEW."count", "responseMinutes" = NEW."responseMinutes" WHERE "userId" = NEW."userId";
        UPDATE "cleaning_services" SET "ratingAverage" = provider_stats_average(NEW."sum", NEW."count"),
          "ratingCount" = NEW."count", "responseMinutes" = NEW."responseMinutes" WHERE "userId" = NEW."userId";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "provider_stats_copy" AFTER INSERT OR UPDATE ON "provider_stats"
      FOR EACH ROW EXECUTE FUNCTION provider_stats_copy()`);
    await q.query(`CREATE FUNCTION provider_stats_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE s "provider_stats"%ROWTYPE;
      BEGIN
        SELECT * INTO s FROM "provider_stats" WHERE "userId" = NEW."userId";
        NEW."ratingAverage" := provider_stats_average(s."sum", s."count");
        NEW."ratingCount" := coalesce(s."count", 0);
        NEW."responseMinutes" := s."responseMinutes";
        RETURN NEW;
      END $$`);
    for (const table of COPIES) {
      await q.query(`CREATE TRIGGER "${table}_stats_fill" BEFORE INSERT OR UPDATE OF "userId" ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION provider_stats_fill()`);
      await q.query(`UPDATE "${table}" t SET "ratingAverage" = provider_stats_average(s."sum", s."count"),
        "ratingCount" = s."count", "responseMinutes" = s."responseMinutes"
        FROM "provider_stats" s WHERE s."userId" = t."userId"`);
    }
    await q.query(
      `CREATE INDEX "IDX_worker_profiles_public_rating" ON "worker_profiles" ("ratingAverage" DESC NULLS LAST, "ratingCount" DESC, "createdAt" DESC, "id" DESC) WHERE "isPublic" IS NOT FALSE`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."IDX_worker_profiles_public_rating"');
    for (const table of COPIES) {
      await q.query(`DROP TRIGGER "${table}_stats_fill" ON "${table}"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "responseMinutes"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "ratingCount"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "ratingAverage"`);
    }
    await q.query('DROP FUNCTION provider_stats_fill()');
    await q.query('DROP TRIGGER "provider_stats_copy" ON "provider_stats"');
    await q.query('DROP FUNCTION provider_stats_copy()');
    await q.query('DROP FUNCTION provider_stats_average(integer, integer)');
    await q.query('ALTER TABLE "provider_stats" DROP COLUMN "responseConversations"');
    await q.query('ALTER TABLE "provider_stats" DROP COLUMN "responseMinutes"');
    await q.query(
      'ALTER TABLE "provider_stats" RENAME CONSTRAINT "provider_stats_userId_fkey" TO "provider_ratings_userId_fkey"',
    );
    await q.query(
      'ALTER TABLE "provider_stats" RENAME CONSTRAINT "PK_provider_stats" TO "PK_provider_ratings"',
    );
    await q.query('ALTER TABLE "provider_stats" RENAME TO "provider_ratings"');
  }
}
