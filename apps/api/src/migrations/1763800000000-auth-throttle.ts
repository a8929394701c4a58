import { SqlMigration } from '../database/sql-migration';

/** Attempt counters shared by every API process, and the browsers trusted per account. */
export class AuthThrottle1763800000000 extends SqlMigration {
  name = 'AuthThrottle1763800000000';

  protected readonly upStatements = [
    `
      CREATE TABLE "auth_throttle" (
        "key" character varying(320) NOT NULL,
        "count" integer NOT NULL DEFAULT 0,
        "windowStart" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "blockedUntil" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_auth_throttle" PRIMARY KEY ("key")
      )`,
    `
      CREATE TABLE "trusted_devices" (
        "tokenHash" character varying(64) NOT NULL,
        "userId" integer NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_trusted_devices" PRIMARY KEY ("tokenHash"),
        CONSTRAINT "FK_trusted_devices_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE
      )`,
    `CREATE INDEX "IDX_trusted_devices_userId" ON "trusted_devices" ("userId")`,
  ];

  protected readonly downStatements = [`DROP TABLE "trusted_devices"`, `DROP TABLE "auth_throttle"`];
}
