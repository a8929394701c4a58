import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Sql, type SqlTransaction } from '../database/sql';
import { DomainError } from '../common/domain-error';
import { users } from '../users/user.entity';
import { sessions } from './session.entity';
import type { SessionUser } from '@reformas/shared-types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { SqlService } from '../database/sql-service';
import { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'sid';

/** A session's stored id: the SHA-256 of its token (the cookie). */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const hashToken = sessionIdOf;
// What a session carries of its user (SessionUser's fields, each a column of users: tsc checks both).
const SESSION_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'name',
  'userType',
  'phone',
] as const satisfies readonly Exclude<keyof SessionUser, 'emailVerified'>[];

/** How often a session's lastSeenAt is written: at most once in this long, on a request made with it. */
const SESSION_SEEN_SECONDS = 300;
/** A session's public id: 32 hex of a SHA-256 of its stored id (itself the token's hash), so the token stays unknown. */
const publicIdOf = (column: string) => `left(encode(sha256(convert_to(${column}, 'UTF8')), 'hex'), 32)`;

/** One of the account's open sessions, as /profile/cuenta lists it (the device is described by the controller). */
export type OpenSession = {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

function statements(db: Sql) {
  const s = db.table(sessions);
  const u = db.table(users);
  const open = `${s.col('userId')} = $1 AND ${s.col('expiresAt')} > now()`;
  return {
    create: `INSERT INTO ${s.name} (${s.col('id')}, ${s.col('userId')}, ${s.col('expiresAt')}, ${s.col('lastSeenAt')}, ${s.col('userAgent')})
      VALUES ($1, $2, now() + make_interval(secs => $3), now(), $4)`,
    // The caller, and the session's lastSeenAt brought up to date when it is SESSION_SEEN_SECONDS old (one
    // statement: the write happens at most that often per session, the read on every request).
    resolve: `WITH seen AS (UPDATE ${s.name} SET ${s.col('lastSeenAt')} = now()
        WHERE ${s.col('id')} = $1 AND ${s.col('expiresAt')} > now()
          AND (${s.col('lastSeenAt')} IS NULL OR ${s.col('lastSeenAt')} < now() - make_interval(secs => ${SESSION_SEEN_SECONDS})))
      SELECT ${u.select('u', SESSION_USER_COLUMNS)}, ${u.col('emailVerifiedAt', 'u')} IS NOT NULL AS "emailVerified",
        (extract(epoch FROM ${s.col('expiresAt', 's')}) * 1000)::float8 AS "expiresAtMs"
      FROM ${s.name} s JOIN ${u.name} u ON ${u.col('id', 'u')} = ${s.col('userId', 's')}
      WHERE ${s.col('id', 's')} = $1 AND ${s.col('expiresAt', 's')} > now()`,
    destroy: `DELETE FROM ${s.name} WHERE ${s.col('id')} = $1 OR ${s.col('expiresAt')} < now()`,
    // $2 the caller's session (its stored id), marked current.
    list: `SELECT ${publicIdOf(s.col('id'))} AS "id", ${s.col('userAgent')} AS "userAgent",
        ${s.col('createdAt')} AS "createdAt", coalesce(${s.col('lastSeenAt')}, ${s.col('createdAt')}) AS "lastSeenAt",
        ${s.col('id')} = $2 AS "current"
      FROM ${s.name} WHERE ${open} ORDER BY ${s.col('id')} = $2 DESC, "lastSeenAt" DESC`,
    // $2 the public id of a session of the account's; never $3, the caller's own.
    endOne: `DELETE FROM ${s.name} WHERE ${open} AND ${publicIdOf(s.col('id'))} = $2 AND ${s.col('id')} <> $3`,
    // Every session of the account but $2 (a stored id; null ends them all).
    endAll: `DELETE FROM ${s.name} WHERE ${s.col('userId')} = $1 AND ${s.col('id')} IS DISTINCT FROM $2`,
  };
}

/** Sessions live in PostgreSQL: they survive restarts and are shared by every API process on the database. */
@Injectable()
export class SessionService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: SessionCache,
  ) {
    super(db, statements);
  }

  get maxAgeSeconds(): number {
    return this.config.SESSION_DAYS * 24 * 3600;
  }

  /** A new session for `userId`, opened by a browser that says it is `userAgent`: its token (the cookie). */
  async create(userId: number, userAgent?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.execute(this.sql.create, [
      hashToken(token),
      userId,
      this.maxAgeSeconds,
      userAgent?.slice(0, 400) || null,
    ]);
    return token;
  }

  async resolve(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const id = hashToken(token);
    const known = this.cache.get(id);
    if (known) return known;
    const ticket = this.cache.ticket();
    // Every signed-in request passes here: its lastSeenAt write is safe to repeat, so a lost connection costs a retry.
    const rows = await this.db.rows<SessionUser & { expiresAtMs: number }>(this.sql.resolve, [id], {
      repeatable: true,
    });
    if (!rows[0]) return null;
    const { expiresAtMs, ...user } = rows[0];
    this.cache.remember(ticket, id, user, expiresAtMs);
    return user;
  }

  async destroy(token: string): Promise<void> {
    await this.db.execute(this.sql.destroy, [hashToken(token)]);
    this.cache.forget({ id: hashToken(token) });
  }

  /** The account's open sessions, the caller's (`token`) first and marked current, then the latest used. */
  list(userId: number, token: string): Promise<OpenSession[]> {
    return this.db.rows<OpenSession>(this.sql.list, [userId, hashToken(token)]);
  }

  /** Ends one session of the account by its public id (not the caller's own, `token`): 404 for any other id. */
  async end(userId: number, id: string, token: string): Promise<void> {
    if ((await this.db.execute(this.sql.endOne, [userId, id, hashToken(token)])) === 0)
      throw new DomainError('SESSION_NOT_FOUND');
    this.cache.forget({ userId });
  }

  /** Ends every session of the account but the caller's (`token`; none kept without one), in `tx` if given. */
  async endAll(
    userId: number,
    keep: string | null,
    tx: Pick<SqlTransaction, 'execute'> = this.db,
  ): Promise<void> {
    await tx.execute(this.sql.endAll, [userId, keep === null ? null : hashToken(keep)]);
    // In a transaction this comes before its commit: the trigger's notice after the commit drops again what a
    // request may have read in between.
    this.cache.forget({ userId });
  }
}
