import { SqlMigration } from '../database/sql-migration';

/**
 * Quotes and hiring (docs/decisions.md, "Quotes and hiring"): the quotes table (one per professional and request,
 * its firm's name and NIF/CIF copied when sent or revised), a request hired through a quote (closed with the
 * reason 'hired', so the board's partial indexes over "closedAt" IS NULL stay as they are) and completed, the
 * date of the last expiry reminder told to its owner, the worker profile's NIF/CIF and the 'quotes' e-mail switch.
 */
export class Quotes1797100000000 extends SqlMigration {
  name = 'Quotes1797100000000';

  protected readonly upStatements = [
    `
      CREATE TABLE "quotes" (
        "id" SERIAL NOT NULL,
        "projectId" integer NOT NULL,
        "professionalId" integer NOT NULL,
        "lines" jsonb NOT NULL,
        "vatRate" integer NOT NULL,
        "subtotalCents" integer NOT NULL,
        "vatCents" integer NOT NULL,
        "totalCents" integer NOT NULL,
        "startDate" date NOT NULL,
        "durationDays" integer NOT NULL,
        "validUntil" date NOT NULL,
        "warrantyMonths" integer NOT NULL,
        "message" text,
        "status" text NOT NULL DEFAULT 'sent',
        "firmName" text NOT NULL,
        "taxId" text NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "viewedAt" TIMESTAMP WITH TIME ZONE,
        "decidedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_quotes" PRIMARY KEY ("id"),
        CONSTRAINT "quotes_vat_rate_check" CHECK ("vatRate" IN (10, 21)),
        CONSTRAINT "quotes_status_check" CHECK ("status" IN ('sent', 'viewed', 'accepted', 'not_selected', 'withdrawn'))
      )`,
    'CREATE UNIQUE INDEX "UQ_quotes_project_professional" ON "quotes" ("projectId", "professionalId")',
    // 'Mis presupuestos': a professional's quotes newest first.
    'CREATE INDEX "IDX_quotes_professional_created" ON "quotes" ("professionalId", "createdAt" DESC, "id" DESC)',
    // The notifier's reminder: the pending quotes by validity (few rows: a quote leaves it once decided).
    `CREATE INDEX "IDX_quotes_pending_valid" ON "quotes" ("validUntil") WHERE "status" IN ('sent', 'viewed')`,
    'ALTER TABLE "quotes" ADD CONSTRAINT "quotes_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "renovation_projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    'ALTER TABLE "quotes" ADD CONSTRAINT "quotes_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    'ALTER TABLE "renovation_projects" ADD "hiredAt" TIMESTAMP WITH TIME ZONE',
    'ALTER TABLE "renovation_projects" ADD "completedAt" TIMESTAMP WITH TIME ZONE',
    'ALTER TABLE "renovation_projects" ADD "quotesRemindedFor" date',
    'ALTER TABLE "renovation_projects" DROP CONSTRAINT "renovation_projects_closed_check"',
    `ALTER TABLE "renovation_projects" ADD CONSTRAINT "renovation_projects_closed_check" CHECK (("closedAt" IS NULL AND "closeReason" IS NULL) OR ("closedAt" IS NOT NULL AND "closeReason" IN ('found', 'not_needed', 'hired')))`,
    'ALTER TABLE "worker_profiles" ADD "taxId" text',
    'ALTER TABLE "notification_settings" ADD "quotes" boolean NOT NULL DEFAULT true',
  ];

  protected readonly downStatements = [
    'ALTER TABLE "notification_settings" DROP COLUMN "quotes"',
    'ALTER TABLE "worker_profiles" DROP COLUMN "taxId"',
    `UPDATE "renovation_projects" SET "closeReason" = 'found' WHERE "closeReason" = 'hired'`,
    'ALTER TABLE "renovation_projects" DROP CONSTRAINT "renovation_projects_closed_check"',
    `ALTER TABLE "renovation_projects" ADD CONSTRAINT "renovation_projects_closed_check" CHECK (("closedAt" IS NULL AND "closeReason" IS NULL) OR ("closedAt" IS NOT NULL AND "closeReason" IN ('found', 'not_needed')))`,
    'ALTER TABLE "renovation_projects" DROP COLUMN "quotesRemindedFor"',
    'ALTER TABLE "renovation_projects" DROP COLUMN "completedAt"',
    'ALTER TABLE "renovation_projects" DROP COLUMN "hiredAt"',
    'DROP TABLE "quotes"',
  ];
}
