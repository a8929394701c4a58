import { SqlMigration } from '../database/sql-migration';

export class InitialSchema1763700000000 extends SqlMigration {
  name = 'InitialSchema1763700000000';

  protected readonly upStatements = [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    `
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "username" text NOT NULL,
        "password" text NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text,
        "userType" text NOT NULL CHECK ("userType" IN ('professional', 'client', 'cleaning')),
        "companyName" text,
        "description" text,
        "logoUrl" text,
        "websiteUrl" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE UNIQUE INDEX "UQ_users_username" ON "users" ("username")`,
    `CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))`,

    `
      CREATE TABLE "sessions" (
        "id" text PRIMARY KEY,
        "userId" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "expiresAt" timestamptz NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "IDX_sessions_userId" ON "sessions" ("userId")`,

    `
      CREATE TABLE "worker_profiles" (
        "id" SERIAL PRIMARY KEY,
        "userId" integer NOT NULL UNIQUE REFERENCES "users" ("id") ON DELETE CASCADE,
        "companyName" text,
        "description" text,
        "services" text NOT NULL DEFAULT '[]',
        "experience" integer NOT NULL DEFAULT 0 CHECK ("experience" >= 0),
        "logoUrl" text,
        "websiteUrl" text,
        "postalCode" text,
        "city" text,
        "isPublic" boolean DEFAULT true,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,

    `
      CREATE TABLE "renovation_projects" (
        "id" SERIAL PRIMARY KEY,
        "userId" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "name" text NOT NULL,
        "phone" text NOT NULL,
        "email" text,
        "renovationType" text NOT NULL,
        "timeline" text NOT NULL,
        "postalCode" text NOT NULL,
        "city" text NOT NULL,
        "description" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`,
    // The board reads newest first (createdAt, id) with optional filters; each filter has an index
    // whose first page costs the same at any table size.
    `CREATE INDEX "IDX_projects_created" ON "renovation_projects" ("createdAt" DESC, "id" DESC)`,
    `CREATE INDEX "IDX_projects_type_created" ON "renovation_projects" ("renovationType", "createdAt" DESC, "id" DESC)`,
    `CREATE INDEX "IDX_projects_timeline_created" ON "renovation_projects" ("timeline", "createdAt" DESC, "id" DESC)`,
    `CREATE INDEX "IDX_projects_postal_prefix" ON "renovation_projects" ("postalCode" text_pattern_ops, "createdAt" DESC)`,
    `CREATE INDEX "IDX_projects_city_trgm" ON "renovation_projects" USING gin (lower("city") gin_trgm_ops)`,
    `CREATE INDEX "IDX_projects_user" ON "renovation_projects" ("userId", "createdAt" DESC)`,

    `
      CREATE TABLE "cleaning_services" (
        "id" SERIAL PRIMARY KEY,
        "userId" integer UNIQUE REFERENCES "users" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "phone" text NOT NULL,
        "city" text NOT NULL,
        "experience" integer NOT NULL,
        "photoUrl" text,
        "availability" text NOT NULL,
        "description" text,
        "hasReferences" boolean NOT NULL DEFAULT false,
        "serviceType" text NOT NULL,
        "allowDirectContact" boolean NOT NULL DEFAULT true,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`,

    `
      CREATE TABLE "chat_messages" (
        "id" SERIAL PRIMARY KEY,
        "senderId" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "receiverId" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "message" text NOT NULL,
        "isRead" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "IDX_messages_pair" ON "chat_messages" ("senderId", "receiverId", "createdAt")`,
    `CREATE INDEX "IDX_messages_receiver_unread" ON "chat_messages" ("receiverId", "senderId") WHERE NOT "isRead"`,

    `
      CREATE TABLE "ads" (
        "id" SERIAL PRIMARY KEY,
        "category" text NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "company" text NOT NULL,
        "ctaText" text NOT NULL,
        "ctaUrl" text NOT NULL,
        "phone" text,
        "priority" text NOT NULL CHECK ("priority" IN ('primary', 'secondary')),
        "sortOrder" integer NOT NULL DEFAULT 0
      )`,
    `CREATE INDEX "IDX_ads_category" ON "ads" ("category")`,
  ];

  protected readonly downStatements = [
    'ads',
    'chat_messages',
    'cleaning_services',
    'renovation_projects',
    'worker_profiles',
    'sessions',
    'users',
  ].map((table) => `DROP TABLE IF EXISTS "${table}"`);
}
