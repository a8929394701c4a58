import { SqlMigration } from '../database/sql-migration';

/**
 * The shell's reports of remotes that failed to load or render (client_errors): remote, release, route pattern,
 * kind and the error's class name, nothing about who sent them; read per remote over a recent window.
 */
export class ClientErrors1796300000000 extends SqlMigration {
  name = 'ClientErrors1796300000000';

  protected readonly upStatements = [
    'CREATE TABLE "client_errors" ("id" SERIAL NOT NULL, "remote" text NOT NULL, "release" text NOT NULL, "route" text NOT NULL, "kind" text NOT NULL, "errorClass" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "client_errors_kind_check" CHECK ("kind" IN (\'load\', \'render\')), CONSTRAINT "PK_beed96d4d7b40bd3d239ed6251a" PRIMARY KEY ("id"))',
    'CREATE INDEX "IDX_client_errors_remote_created" ON "client_errors"  ("remote", "createdAt") ',
  ];

  protected readonly downStatements = [
    'DROP INDEX "public"."IDX_client_errors_remote_created"',
    'DROP TABLE "client_errors"',
  ];
}
