import { SqlMigration } from '../database/sql-migration';

// The board's indexes, each over the open requests only: the board, the dashboard and the home ask
// WHERE "closedAt" IS NULL (ProjectsService), so a closed request costs them nothing, however many there are.
const BOARD_INDEXES = {
  IDX_projects_created: `("createdAt" DESC, "id" DESC)`,
  IDX_projects_type_created: `("renovationType", "createdAt" DESC, "id" DESC)`,
  IDX_projects_timeline_created: `("timeline", "createdAt" DESC, "id" DESC)`,
  IDX_projects_postal_prefix: `("postalCode" text_pattern_ops, "createdAt" DESC)`,
  IDX_projects_city_trgm: `USING gin (lower("city") gin_trgm_ops)`,
};

/** Each board index dropped and built again: over the open requests only, or (undone) over every request. */
const rebuildBoardIndexes = (openOnly: boolean) =>
  Object.entries(BOARD_INDEXES).flatMap(([name, columns]) => [
    `DROP INDEX "public"."${name}"`,
    `CREATE INDEX "${name}" ON "renovation_projects" ${columns}${openOnly ? ' WHERE "closedAt" IS NULL' : ''}`,
  ]);

/**
 * Requests a client can manage: a request is open until its author closes it, with a reason ('found',
 * 'not_needed') and the time. The author's own list (IDX_projects_user) keeps the closed ones.
 */
export class CloseRequests1795700001000 extends SqlMigration {
  name = 'CloseRequests1795700001000';

  protected readonly upStatements = [
    'ALTER TABLE "renovation_projects" ADD "closedAt" TIMESTAMP WITH TIME ZONE',
    'ALTER TABLE "renovation_projects" ADD "closeReason" text',
    `ALTER TABLE "renovation_projects" ADD CONSTRAINT "renovation_projects_closed_check" CHECK (("closedAt" IS NULL AND "closeReason" IS NULL) OR ("closedAt" IS NOT NULL AND "closeReason" IN ('found', 'not_needed')))`,
    ...rebuildBoardIndexes(true),
  ];

  protected readonly downStatements = [
    ...rebuildBoardIndexes(false),
    'ALTER TABLE "renovation_projects" DROP CONSTRAINT "renovation_projects_closed_check"',
    'ALTER TABLE "renovation_projects" DROP COLUMN "closeReason"',
    'ALTER TABLE "renovation_projects" DROP COLUMN "closedAt"',
  ];
}
