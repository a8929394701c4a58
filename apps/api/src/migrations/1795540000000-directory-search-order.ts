import { SqlMigration } from '../database/sql-migration';

/**
 * The directory's search walks the public profiles newest first until a page of matches is found (about 700
 * index entries for a city as common as 'valen' at 10,000 profiles). This index carries searchText beside the
 * order, so the walk reads the index alone (an index-only scan) and only the page's own rows are fetched
 * afterwards (WorkersService.listPublic).
 */
export class DirectorySearchOrder1795540000000 extends SqlMigration {
  name = 'DirectorySearchOrder1795540000000';

  protected readonly upStatements = [
    `CREATE INDEX "IDX_worker_profiles_public_search" ON "worker_profiles" ("createdAt" DESC, "id" DESC) INCLUDE ("searchText") WHERE "isPublic" IS NOT FALSE`,
  ];

  protected readonly downStatements = [`DROP INDEX "public"."IDX_worker_profiles_public_search"`];
}
