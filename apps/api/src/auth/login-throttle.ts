import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Sql } from '../database/sql';
import { authThrottle } from '../rate-limits/rate-counter.entity';
import { RateCounter } from '../rate-limits/rate-counter';
import { trustedDevices } from './trusted-device.entity';
import { SqlService } from '../database/sql-service';

const WINDOW_SECONDS = 15 * 60;
// After the free failures, each further failure on an account doubles its delay: 2 s, 4 s, 8 s … 15 min.
const MAX_DELAY_SECONDS = 15 * 60;
// An account's failure count is forgotten a day after its first failure.
const ACCOUNT_WINDOW_SECONDS = 24 * 3600;

export const DEVICE_COOKIE = 'dev';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// Built once, at start, from the entities: a missing column stops the API there.
function statements(db: Sql, upsert: string) {
  const t = db.table(authThrottle);
  const d = db.table(trustedDevices);
  const [key, count, windowStart, blockedUntil] = t.cols(['key', 'count', 'windowStart', 'blockedUntil']);
  // The same columns of the row already there (an upsert's target).
  const [oldCount, oldStart, oldBlocked] = t.cols(['count', 'windowStart', 'blockedUntil'], t.name);
  return {
    // A counted failure that also starts or doubles the account's delay.
    fail: `${upsert},
      ${blockedUntil} = CASE
        WHEN ${oldStart} <= now() - make_interval(secs => $2) THEN NULL
        WHEN ${oldCount} + 1 > $3 THEN now() + make_interval(secs => least($4, power(2, ${oldCount} + 1 - $3)))
        ELSE ${oldBlocked} END`,
    clear: `DELETE FROM ${t.name} WHERE ${key} = ANY($1)`,
    read: `SELECT ${count} AS "count",
        greatest(0, ceil(extract(epoch FROM ${windowStart} + make_interval(secs => $2) - now())))::int AS "retryAfter",
        greatest(0, ceil(extract(epoch FROM coalesce(${blockedUntil}, now()) - now())))::int AS "blockedFor"
      FROM ${t.name}
      WHERE ${key} = $1 AND (${windowStart} > now() - make_interval(secs => $2) OR ${key} LIKE 'acct:%')`,
    isTrusted: `SELECT 1 FROM ${d.name} WHERE ${d.col('tokenHash')} = $1 AND ${d.col('userId')} = $2`,
    trust: `INSERT INTO ${d.name} (${d.col('tokenHash')}, ${d.col('userId')}) VALUES ($1, $2)
      ON CONFLICT (${d.col('tokenHash')}) DO NOTHING`,
  };
}

/**
 * Login and registration limits kept in PostgreSQL, so every API process counts the same attempts:
 * - per address: AUTH_RATE_LIMIT attempts per 15 minutes (login and register);
 * - per account and browser (or address): AUTH_ACCOUNT_RATE_LIMIT failures per 15 minutes block only that
 *   pair, so someone else's wrong passwords cannot lock the owner out of their own browser;
 * - per account, across all addresses: past AUTH_ACCOUNT_RATE_LIMIT failures each further one doubles a
 *   delay (up to 15 minutes) that applies everywhere except in browsers that signed in to it before.
 * Every refusal is a 429 with Retry-After.
 */
@Injectable()
export class LoginThrottle extends SqlService<ReturnType<typeof statements>> {
  private readonly addressLimit: number;
  private readonly accountLimit: number;

  constructor(
    db: Sql,
    private readonly counter: RateCounter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(db, (db) => statements(db, counter.upsert));
    // AUTH_RATE_LIMIT=0 turns every auth limit off (load tests).
    this.addressLimit = config.AUTH_RATE_LIMIT;
    this.accountLimit = config.AUTH_RATE_LIMIT === 0 ? 0 : config.AUTH_ACCOUNT_RATE_LIMIT;
  }

  /** Counts one attempt from an address; 429 past the limit. */
  async countAddress(address: string): Promise<void> {
    if (this.addressLimit <= 0) return;
    const { count, retryAfter } = await this.hit(`ip:${address}`);
    if (count > this.addressLimit) throw rateLimited(retryAfter);
  }

  /** Before checking a password: 429 if this account is blocked for this browser or address. */
  async checkLogin(account: string, attempt: LoginAttempt): Promise<void> {
    if (this.accountLimit <= 0) return;
    const [pair, accountRow] = await Promise.all([
      this.read(pairKey(account, attempt)),
      attempt.trusted ? Promise.resolve(undefined) : this.read(`acct:${account}`),
    ]);
    const pairWait = pair && pair.count >= this.accountLimit ? pair.retryAfter : 0;
    const accountWait = accountRow?.blockedFor ?? 0;
    const wait = Math.max(pairWait, accountWait);
    if (wait > 0) throw rateLimited(wait);
  }

  /** A wrong password: counts it for the pair and the account (the next attempt may then be refused). */
  async failedLogin(account: string, attempt: LoginAttempt): Promise<void> {
    if (this.accountLimit <= 0) return;
    await Promise.all([
      this.hit(pairKey(account, attempt)),
      this.db.execute(this.sql.fail, [
        `acct:${account}`,
        ACCOUNT_WINDOW_SECONDS,
        this.accountLimit,
        MAX_DELAY_SECONDS,
      ]),
    ]);
  }

  /** A right password: the pair and the account start afresh. */
  async succeededLogin(account: string, attempt: LoginAttempt): Promise<void> {
    if (this.accountLimit <= 0) return;
    await this.db.execute(this.sql.clear, [[pairKey(account, attempt), `acct:${account}`]]);
  }

  /** Registration with an e-mail that is taken: counted per e-mail; true when over the limit. */
  async countRegistration(email: string): Promise<void> {
    if (this.accountLimit <= 0) return;
    const { count, retryAfter } = await this.hit(`register:${email.toLowerCase()}`);
    if (count > this.accountLimit) throw rateLimited(retryAfter);
  }

  /** Whether the browser's device cookie belongs to a browser that signed in to this user before. */
  async isTrustedDevice(userId: number, token: string | undefined): Promise<boolean> {
    if (!token || token.length > 100) return false;
    const rows = await this.db.rows(this.sql.isTrusted, [sha256(token), userId]);
    return rows.length > 0;
  }

  /**
   * Remembers this browser for the user; returns the token for the device cookie. The cookie it sent is kept only
   * if the server gave it for this user already: a value of the client's choosing (or one planted in someone's
   * browser) never becomes a trusted device, which would skip the account's lockout for whoever knows it.
   */
  async trustDevice(userId: number, existing: string | undefined): Promise<string> {
    if (existing && (await this.isTrustedDevice(userId, existing))) return existing;
    const token = randomBytes(24).toString('base64url');
    await this.db.execute(this.sql.trust, [sha256(token), userId]);
    return token;
  }

  /** Counts one attempt in the 15-minute window. */
  private hit(key: string): Promise<{ count: number; retryAfter: number }> {
    return this.counter.hit(key, WINDOW_SECONDS);
  }

  private async read(
    key: string,
  ): Promise<{ count: number; retryAfter: number; blockedFor: number } | undefined> {
    return this.db.one(this.sql.read, [key, WINDOW_SECONDS]);
  }
}

/** Where a login attempt comes from: the address, and the browser's device cookie when it has one. */
export type LoginAttempt = { address: string; device: string | undefined; trusted: boolean };

// A trusted browser is its own pair wherever it is; others are counted by address.
const pairKey = (account: string, attempt: LoginAttempt) =>
  attempt.trusted && attempt.device
    ? `pair:${account}|dev:${sha256(attempt.device)}`
    : `pair:${account}|ip:${attempt.address}`;

function rateLimited(retryAfterSeconds: number): DomainError {
  return new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}
