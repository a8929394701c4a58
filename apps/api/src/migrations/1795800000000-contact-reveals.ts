import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Phones revealed on request: who revealed which request and when (project_contacts, one row per pair,
 * removed with the request or the professional), and the client's cap per request (maxContacts, 1 to 20, 5 by
 * default; existing requests get the default).
 */
export class ContactReveals1795800000000 implements MigrationInterface {
  name = 'ContactReveals1795800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "project_contacts" ("projectId" integer NOT NULL, "professionalId" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_project_contacts" PRIMARY KEY ("projectId", "professionalId"))',
    );
    await q.query(
      'CREATE INDEX "IDX_project_contacts_professional_created" ON "project_contacts" ("professionalId", "createdAt")',
    );
    await q.query(`ALTER TABLE "renovation_projects" ADD "maxContacts" integer NOT NULL DEFAULT '5'`);
    await q.query(
      'ALTER TABLE "renovation_projects" ADD CONSTRAINT "renovation_projects_max_contacts_check" CHECK ("maxContacts" BETWEEN 1 AND 20)',
    );
    await q.query(
      'ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "renovation_projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "project_contacts" DROP CONSTRAINT "project_contacts_professionalId_fkey"');
    await q.query('ALTER TABLE "project_contacts" DROP CONSTRAINT "project_contacts_projectId_fkey"');
    await q.query(
      'ALTER TABLE "renovation_projects" DROP CONSTRAINT "renovation_projects_max_contacts_check"',
    );
    await q.query('ALTER TABLE "renovation_projects" DROP COLUMN "maxContacts"');
    await q.query('DROP INDEX "public"."IDX_project_contacts_professional_created"');
    await q.query('DROP TABLE "project_contacts"');
  }
}
