import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { API_MESSAGES, formatWait } from '@reformas/i18n-es';
import type { SessionUser, TotpStatus } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { Sql } from '../database/sql';
import { RateCounter } from '../rate-limits/rate-counter';
import { sessions } from '../auth/session.entity';
import { sessionIdOf } from '../auth/session.service';
import { users } from '../users/user.entity';
import { operators } from './operator.entity';
import { SqlService } from '../database/sql-service';

/** Wrong codes an operator may give in WRONG_CODES_WINDOW, across every session and process; then 429. */
export const TOTP_MAX_WRONG = 5;
const WRONG_CODES_WINDOW = 15 * 60;
/** How long a session's code lasts: a console session is a working day, not the 30 days of a session. */
const OPERATOR_TOTP_HOURS = 12;
/** What authenticator apps show above the code. */
const TOTP_ISSUER = 'ReformasYa';
// One step either side (30 s each): a phone's clock a little off still works.
const TOTP_TOLERANCE_SECONDS = 30;

/** What a grant or a revoke did, for the command line. */
export type GrantResult = 'granted' | 'already' | 'revoked' | 'not-operator' | 'unknown-email';

// Built once, at start, from the entities: a missing column stops the API there.
function statements(db: Sql) {
  const o = db.table(operators);
  const s = db.table(sessions);
  const u = db.table(users);
  const [userId, secret, enrolledAt, lastStep] = o.cols([
    'userId',
    'totpSecret',
    'totpEnrolledAt',
    'totpLastStep',
  ]);
  return {
    // $1 a session's stored id, $2 OPERATOR_TOTP_HOURS: is its user an operator, and has it given its code?
    access: `SELECT ${o.col('userId', 'o')} IS NOT NULL AS "operator",
        coalesce(${o.col('totpEnrolledAt', 'o')} IS NOT NULL
          AND ${s.col('totpVerifiedAt', 's')} > now() - make_interval(hours => $2), false) AS "verified"
      FROM ${s.name} s LEFT JOIN ${o.name} o ON ${o.col('userId', 'o')} = ${s.col('userId', 's')}
      WHERE ${s.col('id', 's')} = $1 AND ${s.col('expiresAt', 's')} > now()`,
    read: `SELECT ${secret} AS "totpSecret", ${enrolledAt} AS "totpEnrolledAt", ${lastStep} AS "totpLastStep"
      FROM ${o.name} WHERE ${userId} = $1`,
    // The pending secret: the one already offered (a reload shows the same), else $2.
    pending: `UPDATE ${o.name} SET ${secret} = coalesce(${secret}, $2)
      WHERE ${userId} = $1 AND ${enrolledAt} IS NULL RETURNING ${secret} AS "totpSecret"`,
    // A right code for step $3: taken once (never a step at or before the last), enrolment confirmed, and this
    // session ($4) marked; one statement, so two requests with the same code cannot both pass.
    accept: `WITH taken AS (UPDATE ${o.name} SET ${lastStep} = $3, ${enrolledAt} = coalesce(${enrolledAt}, now())
        WHERE ${userId} = $1 AND ${secret} = $2 AND (${lastStep} IS NULL OR ${lastStep} < $3) RETURNING ${userId})
      UPDATE ${s.name} SET ${s.col('totpVerifiedAt')} = now()
      WHERE ${s.col('id')} = $4 AND ${s.col('userId')} IN (SELECT ${userId} FROM taken)`,
    userByEmail: `SELECT ${u.col('id')} AS "id" FROM ${u.name} WHERE lower(${u.col('email')}) = lower($1)`,
    grant: `INSERT INTO ${o.name} (${userId}) VALUES ($1) ON CONFLICT (${userId}) DO NOTHING`,
    // The row goes and every session of the account forgets its code, in one statement: at once for every process.
    revoke: `WITH gone AS (DELETE FROM ${o.name} WHERE ${userId} = $1 RETURNING ${userId}),
        forgotten AS (UPDATE ${s.name} SET ${s.col('totpVerifiedAt')} = NULL
          WHERE ${s.col('userId')} IN (SELECT ${userId} FROM gone))
      SELECT count(*)::int AS "count" FROM gone`,
  };
}

type OperatorRow = { totpSecret: string | null; totpEnrolledAt: Date | null; totpLastStep: number | null };

/**
 * The operator role and its second factor (docs/decisions.md, "Operators and TOTP"). The API reads the role and
 * verifies codes; only the command line (operator-cli.ts) grants and revokes it, through this same class.
 */
@Injectable()
export class OperatorsService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly counter: RateCounter,
  ) {
    super(db, statements);
  }

  /** For the session of this token: whether its user is an operator, and whether it gave a code in time. */
  async access(token: string | undefined): Promise<{ operator: boolean; verified: boolean }> {
    if (!token || token.length > 100) return { operator: false, verified: false };
    const row = await this.db.one<{ operator: boolean; verified: boolean }>(this.sql.access, [
      sessionIdOf(token),
      OPERATOR_TOTP_HOURS,
    ]);
    return row ?? { operator: false, verified: false };
  }

  /** GET /api/admin/totp: enrolled or not; before enrolment, the pending secret (the same until confirmed). */
  async status(operator: SessionUser, token: string): Promise<TotpStatus> {
    const row = await this.read(operator.id);
    if (row.totpEnrolledAt) return { enrolled: true, verified: (await this.access(token)).verified };
    const pending = await this.db.one<{ totpSecret: string }>(this.sql.pending, [
      operator.id,
      generateSecret(),
    ]);
    // Confirmed meanwhile by another of their sessions: enrolled, and the secret is not shown again.
    if (!pending) return { enrolled: true, verified: (await this.access(token)).verified };
    return {
      enrolled: false,
      verified: false,
      secret: pending.totpSecret,
      otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: operator.email, secret: pending.totpSecret }),
    };
  }

  /**
   * POST /api/admin/totp: a right code marks this session (and confirms the enrolment the first time). Every code
   * is counted first; a right one gives its count back, so only wrong ones add up to TOTP_MAX_WRONG.
   */
  async verifyCode(operatorId: number, token: string, code: string): Promise<TotpStatus> {
    const key = `totp:${operatorId}`;
    const wait = await this.counter.take(key, WRONG_CODES_WINDOW, TOTP_MAX_WRONG);
    if (wait > 0) {
      throw new DomainError('TOTP_LIMITED', undefined, {
        retryAfterSeconds: wait,
        message: API_MESSAGES.totpLimited(TOTP_MAX_WRONG, formatWait(wait)),
      });
    }
    const row = await this.read(operatorId);
    // No secret yet: GET /api/admin/totp has not been asked; nothing can match.
    if (!row.totpSecret) throw new DomainError('TOTP_WRONG');
    const result = await verify({
      secret: row.totpSecret,
      token: code,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
    });
    // A TOTP result carries its time step (the union also holds HOTP's, which has none).
    if (!result.valid || !('timeStep' in result)) throw new DomainError('TOTP_WRONG');
    if (row.totpLastStep !== null && result.timeStep <= row.totpLastStep)
      throw new DomainError('TOTP_REUSED');
    const marked = await this.db.execute(this.sql.accept, [
      operatorId,
      row.totpSecret,
      result.timeStep,
      sessionIdOf(token),
    ]);
    // Another request took this step first (or the role was revoked meanwhile).
    if (marked === 0) throw new DomainError('TOTP_REUSED');
    await this.counter.giveBack(key, WRONG_CODES_WINDOW);
    return { enrolled: true, verified: true };
  }

  /** `operator grant <email>`: the account becomes an operator, not yet enrolled. */
  async grant(email: string): Promise<GrantResult> {
    const user = await this.db.one<{ id: number }>(this.sql.userByEmail, [email]);
    if (!user) return 'unknown-email';
    return (await this.db.execute(this.sql.grant, [user.id])) ? 'granted' : 'already';
  }

  /** `operator revoke <email>`: the role, its secret and every session's code end at once. */
  async revoke(email: string): Promise<GrantResult> {
    const user = await this.db.one<{ id: number }>(this.sql.userByEmail, [email]);
    if (!user) return 'unknown-email';
    const gone = await this.db.one<{ count: number }>(this.sql.revoke, [user.id]);
    return gone?.count ? 'revoked' : 'not-operator';
  }

  private async read(operatorId: number): Promise<OperatorRow> {
    const row = await this.db.one<OperatorRow>(this.sql.read, [operatorId]);
    // The guard let an operator in; revoked in between, they are one no longer.
    if (!row) throw new DomainError('OPERATORS_ONLY');
    return row;
  }
}
