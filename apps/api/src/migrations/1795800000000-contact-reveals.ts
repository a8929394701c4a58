import { SqlMigration } from '../database/sql-migration';

/**
 * Phones revealed on request: who revealed which request and when (project_contacts, one row per pair,
 * removed with the request or the professional), and the client's cap per request (maxContacts, 1 to 20, 5 by
 * default; existing requests get the default).
 */
export class ContactReveals1795800000000 extends SqlMigration {
  name = 'ContactReveals1795800000000';

  protected readonly upStatements = [
    'CREATE TABLE "project_contacts" ("projectId" integer NOT NULL, "professionalId" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_project_contacts" PRIMARY KEY ("projectId", "professionalId"))',
    'CREATE INDEX "IDX_project_contacts_professional_created" ON "project_contacts" ("professionalId", "createdAt")',
    `ALTER TABLE "renovation_projects" ADD "maxContacts" integer NOT NULL DEFAULT '5'`,
    'ALTER TABLE "renovation_projects" ADD CONSTRAINT "renovation_projects_max_contacts_check" CHECK ("maxContacts" BETWEEN 1 AND 20)',
    'ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "renovation_projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    'ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  ];

  protected readonly downStatements = [
    'ALTER TABLE "project_contacts" DROP CONSTRAINT "project_contacts_professionalId_fkey"',
    'ALTER TABLE "project_contacts" DROP CONSTRAINT "project_contacts_projectId_fkey"',
    'ALTER TABLE "renovation_projects" DROP CONSTRAINT "renovation_projects_max_contacts_check"',
    'ALTER TABLE "renovation_projects" DROP COLUMN "maxContacts"',
    'DROP INDEX "public"."IDX_project_contacts_professional_created"',
    'DROP TABLE "project_contacts"',
  ];
}
