import { SqlMigration } from '../database/sql-migration';

/**
 * Verified reviews with the right of reply: reviews (one per client and provider, rating 1 to 5, how the
 * contact was verified, the provider's reply), and each provider's stored aggregates (provider_ratings), both
 * removed with their users.
 */
export class Reviews1795900000000 extends SqlMigration {
  name = 'Reviews1795900000000';

  protected readonly upStatements = [
    'CREATE TABLE "provider_ratings" ("userId" integer NOT NULL, "count" integer NOT NULL DEFAULT \'0\', "sum" integer NOT NULL DEFAULT \'0\', "stars1" integer NOT NULL DEFAULT \'0\', "stars2" integer NOT NULL DEFAULT \'0\', "stars3" integer NOT NULL DEFAULT \'0\', "stars4" integer NOT NULL DEFAULT \'0\', "stars5" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_provider_ratings" PRIMARY KEY ("userId"))',
    'CREATE TABLE "reviews" ("id" SERIAL NOT NULL, "reviewerId" integer NOT NULL, "providerId" integer NOT NULL, "rating" integer NOT NULL, "text" text NOT NULL, "verifiedBy" text NOT NULL, "reply" text, "repliedAt" TIMESTAMP WITH TIME ZONE, "replyUpdatedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "reviews_verified_by_check" CHECK ("verifiedBy" IN (\'chat\', \'phone\')), CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))',
    'CREATE INDEX "IDX_reviews_provider_created" ON "reviews"  ("providerId", "createdAt", "id") ',
    'CREATE UNIQUE INDEX "UQ_reviews_reviewer_provider" ON "reviews"  ("reviewerId", "providerId") ',
    'ALTER TABLE "provider_ratings" ADD CONSTRAINT "provider_ratings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    'ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    'ALTER TABLE "reviews" ADD CONSTRAINT "reviews_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  ];

  protected readonly downStatements = [
    'ALTER TABLE "reviews" DROP CONSTRAINT "reviews_providerId_fkey"',
    'ALTER TABLE "reviews" DROP CONSTRAINT "reviews_reviewerId_fkey"',
    'ALTER TABLE "provider_ratings" DROP CONSTRAINT "provider_ratings_userId_fkey"',
    'DROP INDEX "public"."UQ_reviews_reviewer_provider"',
    'DROP INDEX "public"."IDX_reviews_provider_created"',
    'DROP TABLE "reviews"',
    'DROP TABLE "provider_ratings"',
  ];
}
