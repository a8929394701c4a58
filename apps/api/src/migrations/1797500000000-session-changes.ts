import { SqlMigration } from '../database/sql-migration';

/**
 * Notices on channel session_changes of whose sessions an API process may have cached something no longer true
 * (auth/session-cache.ts): the users (ids, comma-separated; '*' when too many for one notice) whose open sessions
 * were deleted (logout, a password change, a suspension, a deleted account, a session ended from another device), or
 * whose name, username, e-mail, phone, type or verification changed. Sent by PostgreSQL at commit, whatever wrote.
 */
export class SessionChanges1797500000000 extends SqlMigration {
  name = 'SessionChanges1797500000000';

  protected readonly upStatements = [
    `CREATE FUNCTION "session_changes_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE people text;
      BEGIN
        SELECT string_agg(DISTINCT "userId"::text, ',') INTO people FROM gone WHERE "expiresAt" > now();
        IF people IS NOT NULL THEN
          PERFORM pg_notify('session_changes', CASE WHEN length(people) > 7000 THEN '*' ELSE people END);
        END IF;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER "session_changes_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS gone
      FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_deleted"()`,
    `CREATE FUNCTION "session_changes_user"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changes', NEW."id"::text);
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER "session_changes_user" AFTER UPDATE ON "users" FOR EACH ROW
      WHEN ((OLD."username", OLD."email", OLD."name", OLD."userType", OLD."phone", OLD."emailVerifiedAt")
        IS DISTINCT FROM (NEW."username", NEW."email", NEW."name", NEW."userType", NEW."phone", NEW."emailVerifiedAt"))
      EXECUTE FUNCTION "session_changes_user"()`,
  ];

  protected readonly downStatements = [
    'DROP TRIGGER "session_changes_user" ON "users"',
    'DROP FUNCTION "session_changes_user"()',
    'DROP TRIGGER "session_changes_deleted" ON "sessions"',
    'DROP FUNCTION "session_changes_deleted"()',
  ];
}
