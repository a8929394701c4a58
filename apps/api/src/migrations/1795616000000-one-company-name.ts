import { SqlMigration } from '../database/sql-migration';
import { WORKER_SEARCH_FUNCTION, workerSearchExpression } from '../workers/worker-search';

/**
 * One company name: users.companyName is the truth, shown and edited by /profile/edit, the worker
 * profile form and the directory; worker_profiles.companyName goes. Where both were set, the worker profile's
 * wins: it is the one the public directory showed. The worker profile's logoUrl, never written by the API,
 * goes too (an image data URL in it moves to the user when the user has none).
 *
 * The directory search keeps reading one stored, indexed column; it can no longer be a generated column (it
 * needs the owner's company name), so two triggers keep it: one on each profile write, one on a change of a
 * user's company name. The two directory indexes are rebuilt on it as they were.
 */
export class OneCompanyName1795616000000 extends SqlMigration {
  name = 'OneCompanyName1795616000000';

  protected readonly upStatements = [
    `UPDATE "users" u SET "companyName" = w."companyName" FROM "worker_profiles" w
        WHERE w."userId" = u."id" AND nullif(btrim(w."companyName"), '') IS NOT NULL`,
    `UPDATE "users" u SET "logoUrl" = w."logoUrl" FROM "worker_profiles" w
        WHERE w."userId" = u."id" AND u."logoUrl" IS NULL AND w."logoUrl" LIKE 'data:image/%'`,
    `DROP INDEX "public"."IDX_worker_profiles_public_search"`,
    `DROP INDEX "public"."IDX_worker_profiles_search"`,
    `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'worker_profiles' AND "name" = 'searchText'`,
    `ALTER TABLE "worker_profiles" DROP COLUMN "searchText"`,
    `ALTER TABLE "worker_profiles" DROP COLUMN "companyName"`,
    `ALTER TABLE "worker_profiles" DROP COLUMN "logoUrl"`,

    WORKER_SEARCH_FUNCTION,
    `ALTER TABLE "worker_profiles" ADD "searchText" text`,
    `CREATE FUNCTION worker_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."searchText" := worker_search_text(
          (SELECT u."companyName" FROM "users" u WHERE u."id" = NEW."userId"),
          NEW."city", NEW."postalCode", NEW."services");
        RETURN NEW;
      END $$`,
    `CREATE TRIGGER worker_profiles_search_text BEFORE INSERT OR UPDATE ON "worker_profiles"
      FOR EACH ROW EXECUTE FUNCTION worker_profiles_search_text()`,
    // The profile's own trigger reads the new company name: this one only has to touch the profile.
    `CREATE FUNCTION users_company_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "worker_profiles" SET "searchText" = NULL WHERE "userId" = NEW."id";
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER users_company_search_text AFTER UPDATE OF "companyName" ON "users"
      FOR EACH ROW WHEN (OLD."companyName" IS DISTINCT FROM NEW."companyName")
      EXECUTE FUNCTION users_company_search_text()`,
    `UPDATE "worker_profiles" SET "searchText" = NULL`,
    `ALTER TABLE "worker_profiles" ALTER COLUMN "searchText" SET NOT NULL`,

    `CREATE INDEX "IDX_worker_profiles_search" ON "worker_profiles" USING gin ("searchText" gin_trgm_ops)`,
    `CREATE INDEX "IDX_worker_profiles_public_search" ON "worker_profiles" ("createdAt" DESC, "id" DESC) INCLUDE ("searchText") WHERE "isPublic" IS NOT FALSE`,
  ];

  protected readonly downStatements = [
    `DROP INDEX "public"."IDX_worker_profiles_public_search"`,
    `DROP INDEX "public"."IDX_worker_profiles_search"`,
    `DROP TRIGGER users_company_search_text ON "users"`,
    `DROP FUNCTION users_company_search_text()`,
    `DROP TRIGGER worker_profiles_search_text ON "worker_profiles"`,
    `DROP FUNCTION worker_profiles_search_text()`,
    `ALTER TABLE "worker_profiles" DROP COLUMN "searchText"`,
    `DROP FUNCTION worker_search_text(text, text, text, text)`,
    `ALTER TABLE "worker_profiles" ADD "logoUrl" text`,
    `ALTER TABLE "worker_profiles" ADD "companyName" text`,
    `UPDATE "worker_profiles" w SET "companyName" = u."companyName" FROM "users" u WHERE u."id" = w."userId"`,
    `ALTER TABLE "worker_profiles" ADD "searchText" text GENERATED ALWAYS AS (${workerSearchExpression()}) STORED NOT NULL`,
    {
      query: `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'worker_profiles', 'searchText', $1)`,
      parameters: [workerSearchExpression()],
    },
    `CREATE INDEX "IDX_worker_profiles_search" ON "worker_profiles" USING gin ("searchText" gin_trgm_ops)`,
    `CREATE INDEX "IDX_worker_profiles_public_search" ON "worker_profiles" ("createdAt" DESC, "id" DESC) INCLUDE ("searchText") WHERE "isPublic" IS NOT FALSE`,
  ];
}
