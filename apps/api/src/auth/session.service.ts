import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import { users } from '../users/user.entity';
import { sessions } from './session.entity';
import type { SessionUser } from '@reformas/shared-types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

export const SESSION_COOKIE = 'sid';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
// What a session carries of its user (SessionUser's fields, each a column of users: tsc checks both).
const SESSION_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'name',
  'userType',
  'phone',
] as const satisfies readonly Exclude<keyof SessionUser, 'emailVerified'>[];

function statements(db: Sql) {
  const s = db.table(sessions);
  const u = db.table(users);
  return {
    create: `INSERT INTO ${s.name} (${s.col('id')}, ${s.col('userId')}, ${s.col('expiresAt')})
      VALUES ($1, $2, now() + make_interval(secs => $3))`,
    resolve: `SELECT ${u.select('u', SESSION_USER_COLUMNS)}, ${u.col('emailVerifiedAt', 'u')} IS NOT NULL AS "emailVerified"
      FROM ${s.name} s JOIN ${u.name} u ON ${u.col('id', 'u')} = ${s.col('userId', 's')}
      WHERE ${s.col('id', 's')} = $1 AND ${s.col('expiresAt', 's')} > now()`,
    destroy: `DELETE FROM ${s.name} WHERE ${s.col('id')} = $1 OR ${s.col('expiresAt')} < now()`,
  };
}

/** Sessions live in PostgreSQL: they survive restarts and are shared by every API process on the database. */
@Injectable()
export class SessionService {
  // Built once, at start, from the entities: a missing column stops the API there.
  private readonly sql: ReturnType<typeof statements>;

  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sql = statements(db);
  }

  get maxAgeSeconds(): number {
    return this.config.SESSION_DAYS * 24 * 3600;
  }

  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.execute(this.sql.create, [hashToken(token), userId, this.maxAgeSeconds]);
    return token;
  }

  async resolve(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const rows = await this.db.rows<SessionUser>(this.sql.resolve, [hashToken(token)]);
    return rows[0] ?? null;
  }

  async destroy(token: string): Promise<void> {
    await this.db.execute(this.sql.destroy, [hashToken(token)]);
  }
}
