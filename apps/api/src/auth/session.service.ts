import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import type { SessionUser } from '@reformas/shared-types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

export const SESSION_COOKIE = 'sid';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions live in PostgreSQL: they survive restarts and are shared by every API process on the database. */
@Injectable()
export class SessionService {
  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get maxAgeSeconds(): number {
    return this.config.SESSION_DAYS * 24 * 3600;
  }

  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.execute(
      `INSERT INTO "sessions" ("id", "userId", "expiresAt") VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hashToken(token), userId, this.maxAgeSeconds],
    );
    return token;
  }

  async resolve(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const rows = await this.db.rows<SessionUser>(
      `SELECT u."id", u."username", u."email", u."name", u."userType", u."phone"
         FROM "sessions" s JOIN "users" u ON u."id" = s."userId"
        WHERE s."id" = $1 AND s."expiresAt" > now()`,
      [hashToken(token)],
    );
    return rows[0] ?? null;
  }

  async destroy(token: string): Promise<void> {
    await this.db.execute(`DELETE FROM "sessions" WHERE "id" = $1 OR "expiresAt" < now()`, [
      hashToken(token),
    ]);
  }
}
