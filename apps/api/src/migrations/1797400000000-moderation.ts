import { SqlMigration } from '../database/sql-migration';

export class Moderation1797400000000 extends SqlMigration {
  name = 'Moderation1797400000000';

  protected readonly upStatements = [
    'CREATE TABLE "moderation_log" ("id" SERIAL NOT NULL, "operatorId" integer NOT NULL, "action" text NOT NULL, "targetType" text NOT NULL, "targetId" integer NOT NULL, "reason" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "moderation_log_target_type_check" CHECK ("targetType" IN (\'project\', \'worker_profile\', \'cleaning_service\', \'review\', \'message\', \'user\')), CONSTRAINT "moderation_log_action_check" CHECK ("action" IN (\'dismiss\', \'hide\', \'restore\', \'suspend\', \'lift\')), CONSTRAINT "PK_d0adca6ecfd068db83e4526cc26" PRIMARY KEY ("id"))',
    'CREATE INDEX "IDX_moderation_log_target" ON "moderation_log"  ("targetType", "targetId", "createdAt") ',
    'CREATE TABLE "hidden_items" ("targetType" text NOT NULL, "targetId" integer NOT NULL, "reason" text NOT NULL, "hiddenAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "hidden_items_target_type_check" CHECK ("targetType" IN (\'project\', \'worker_profile\', \'cleaning_service\', \'review\', \'message\')), CONSTRAINT "PK_39a023225c67ee76228055c89b2" PRIMARY KEY ("targetType", "targetId"))',
    'CREATE TABLE "account_suspensions" ("userId" integer NOT NULL, "reason" text NOT NULL, "suspendedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a4b1d201ccac1a416c9ef9c7658" PRIMARY KEY ("userId"))',
    'ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    // The log is append-only for every role the API connects as: no UPDATE ever, no DELETE (nor TRUNCATE) of an
    // entry younger than its retention term, 3 years (docs/decisions.md, "Moderation"), after which a purge may
    // remove it.
    `CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD."createdAt" < now() - interval '3 years' THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'El registro de moderación no se puede cambiar ni borrar' USING ERRCODE = 'insufficient_privilege';
      END $$`,
    'CREATE TRIGGER "moderation_log_append_only" BEFORE UPDATE OR DELETE ON "moderation_log" FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"()',
    'CREATE TRIGGER "moderation_log_no_truncate" BEFORE TRUNCATE ON "moderation_log" FOR EACH STATEMENT EXECUTE FUNCTION "moderation_log_append_only"()',
  ];

  protected readonly downStatements = [
    'DROP TRIGGER "moderation_log_no_truncate" ON "moderation_log"',
    'DROP TRIGGER "moderation_log_append_only" ON "moderation_log"',
    'DROP FUNCTION "moderation_log_append_only"()',
    'ALTER TABLE "account_suspensions" DROP CONSTRAINT "account_suspensions_userId_fkey"',
    'DROP TABLE "account_suspensions"',
    'DROP TABLE "hidden_items"',
    'DROP INDEX "public"."IDX_moderation_log_target"',
    'DROP TABLE "moderation_log"',
  ];
}
