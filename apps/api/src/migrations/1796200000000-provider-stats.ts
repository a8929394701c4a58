import { SqlMigration } from '../database/sql-migration';

// The track record the directories show, copied from provider_stats onto each of the provider's rows.
const COPIES = ['worker_profiles', 'cleaning_services'] as const;

/**
 * A provider's track record read with the directory row: provider_ratings becomes provider_stats and
 * gains the chat response time; worker_profiles and cleaning_services carry a copy of the average, the count and
 * the response time, kept by triggers in the transaction that writes provider_stats (and filled when a profile or
 * service is created), so a directory page joins nothing more than before reviews existed. A partial index serves
 * 'Mejor valorados'.
 */
export class ProviderStats1796200000000 extends SqlMigration {
  name = 'ProviderStats1796200000000';

  protected readonly upStatements = [
    'ALTER TABLE "provider_ratings" RENAME TO "provider_stats"',
    'ALTER TABLE "provider_stats" RENAME CONSTRAINT "PK_provider_ratings" TO "PK_provider_stats"',
    'ALTER TABLE "provider_stats" RENAME CONSTRAINT "provider_ratings_userId_fkey" TO "provider_stats_userId_fkey"',
    'ALTER TABLE "provider_stats" ADD "responseMinutes" integer',
    'ALTER TABLE "provider_stats" ADD "responseConversations" integer NOT NULL DEFAULT \'0\'',
    ...COPIES.flatMap((table) => [
      `ALTER TABLE "${table}" ADD "ratingAverage" real`,
      `ALTER TABLE "${table}" ADD "ratingCount" integer NOT NULL DEFAULT '0'`,
      `ALTER TABLE "${table}" ADD "responseMinutes" integer`,
    ]),
    // The average shown: one decimal, null with no review.
    `CREATE FUNCTION provider_stats_average(total integer, n integer) RETURNS real
      LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN n > 0 THEN round(total::numeric / n, 1)::real END $$`,
    `CREATE FUNCTION provider_stats_copy() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "worker_profiles" SET "ratingAverage" = provider_stats_average(NEW."sum", NEW."count"),
          "ratingCount" = NEW."count", "responseMinutes" = NEW."responseMinutes" WHERE "userId" = NEW."userId";
        UPDATE "cleaning_services" SET "ratingAverage" = provider_stats_average(NEW."sum", NEW."count"),
          "ratingCount" = NEW."count", "responseMinutes" = NEW."responseMinutes" WHERE "userId" = NEW."userId";
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER "provider_stats_copy" AFTER INSERT OR UPDATE ON "provider_stats"
      FOR EACH ROW EXECUTE FUNCTION provider_stats_copy()`,
    `CREATE FUNCTION provider_stats_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE s "provider_stats"%ROWTYPE;
      BEGIN
        SELECT * INTO s FROM "provider_stats" WHERE "userId" = NEW."userId";
        NEW."ratingAverage" := provider_stats_average(s."sum", s."count");
        NEW."ratingCount" := coalesce(s."count", 0);
        NEW."responseMinutes" := s."responseMinutes";
        RETURN NEW;
      END $$`,
    ...COPIES.flatMap((table) => [
      `CREATE TRIGGER "${table}_stats_fill" BEFORE INSERT OR UPDATE OF "userId" ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION provider_stats_fill()`,
      `UPDATE "${table}" t SET "ratingAverage" = provider_stats_average(s."sum", s."count"),
        "ratingCount" = s."count", "responseMinutes" = s."responseMinutes"
        FROM "provider_stats" s WHERE s."userId" = t."userId"`,
    ]),
    `CREATE INDEX "IDX_worker_profiles_public_rating" ON "worker_profiles" ("ratingAverage" DESC NULLS LAST, "ratingCount" DESC, "createdAt" DESC, "id" DESC) WHERE "isPublic" IS NOT FALSE`,
  ];

  protected readonly downStatements = [
    'DROP INDEX "public"."IDX_worker_profiles_public_rating"',
    ...COPIES.flatMap((table) => [
      `DROP TRIGGER "${table}_stats_fill" ON "${table}"`,
      `ALTER TABLE "${table}" DROP COLUMN "responseMinutes"`,
      `ALTER TABLE "${table}" DROP COLUMN "ratingCount"`,
      `ALTER TABLE "${table}" DROP COLUMN "ratingAverage"`,
    ]),
    'DROP FUNCTION provider_stats_fill()',
    'DROP TRIGGER "provider_stats_copy" ON "provider_stats"',
    'DROP FUNCTION provider_stats_copy()',
    'DROP FUNCTION provider_stats_average(integer, integer)',
    'ALTER TABLE "provider_stats" DROP COLUMN "responseConversations"',
    'ALTER TABLE "provider_stats" DROP COLUMN "responseMinutes"',
    'ALTER TABLE "provider_stats" RENAME CONSTRAINT "provider_stats_userId_fkey" TO "provider_ratings_userId_fkey"',
    'ALTER TABLE "provider_stats" RENAME CONSTRAINT "PK_provider_stats" TO "PK_provider_ratings"',
    'ALTER TABLE "provider_stats" RENAME TO "provider_ratings"',
  ];
}
