import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Sql, type SqlTransaction } from '../database/sql';
import { DomainError } from '../common/domain-error';
import { RateCounter } from '../rate-limits/rate-counter';
import { MailOutbox } from '../mail/mail-outbox';
import { verifyEmailMail } from '../mail/mail-templates';
import { users } from '../users/user.entity';
import { emailVerifications } from './email-verification.entity';

/** A confirmation link works a week (it is no secret to guard, only proof the address is read). */
const LINK_SECONDS = 7 * 24 * 3600;
/** Links asked again ('Reenviar correo') per account in an hour. */
const RESENDS_PER_HOUR = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statements(db: Sql) {
  const u = db.table(users);
  const v = db.table(emailVerifications);
  return {
    account: `SELECT ${u.col('name')} AS "name", ${u.col('email')} AS "email",
      ${u.col('emailVerifiedAt')} IS NOT NULL AS "verified" FROM ${u.name} WHERE ${u.col('id')} = $1`,
    create: `INSERT INTO ${v.name} (${v.col('id')}, ${v.col('userId')}, ${v.col('email')}, ${v.col('expiresAt')})
      VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    take: `SELECT ${v.col('userId')} AS "userId", ${v.col('email')} AS "email" FROM ${v.name}
      WHERE ${v.col('id')} = $1 AND ${v.col('usedAt')} IS NULL AND ${v.col('expiresAt')} > now() FOR UPDATE`,
    spend: `UPDATE ${v.name} SET ${v.col('usedAt')} = now() WHERE ${v.col('userId')} = $1 AND ${v.col('usedAt')} IS NULL`,
    // Only the address the link was sent to: an account whose address changed since is not confirmed by it.
    confirm: `UPDATE ${u.name} SET ${u.col('emailVerifiedAt')} = coalesce(${u.col('emailVerifiedAt')}, now())
      WHERE ${u.col('id')} = $1 AND lower(${u.col('email')}) = lower($2)`,
  };
}

/**
 * Confirmed e-mail addresses: a link at registration (and again on request), whose use marks the account's address
 * confirmed. Until then the account works; only notification e-mails wait for it.
 */
@Injectable()
export class EmailVerificationService {
  private readonly sql: ReturnType<typeof statements>;

  constructor(
    private readonly db: Sql,
    private readonly counter: RateCounter,
    private readonly outbox: MailOutbox,
  ) {
    this.sql = statements(db);
  }

  /** Writes a new link and its e-mail to the account's current address (nothing if already confirmed). */
  async sendLink(userId: number): Promise<void> {
    const account = await this.db.one<{ name: string; email: string; verified: boolean }>(this.sql.account, [
      userId,
    ]);
    if (!account || account.verified) return;
    const token = randomBytes(32).toString('base64url');
    const id = hashToken(token);
    await this.db.transaction(async (tx: SqlTransaction) => {
      await tx.execute(this.sql.create, [id, userId, account.email, LINK_SECONDS]);
      await this.outbox.add(
        {
          key: `verify-email:${id}`,
          to: account.email,
          kind: 'verify-email',
          ...verifyEmailMail(
            account.name,
            this.outbox.link(`/verificar-correo?token=${token}`),
            this.outbox.site,
          ),
        },
        tx,
      );
    });
  }

  /** 'Reenviar correo': another link, at most RESENDS_PER_HOUR an hour (429 past it). */
  async resend(userId: number): Promise<void> {
    const wait = await this.counter.take(`verify-resend:${userId}`, 3600, RESENDS_PER_HOUR);
    if (wait > 0) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: wait });
    await this.sendLink(userId);
  }

  async verify(token: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [link] = await tx.rows<{ userId: number; email: string }>(this.sql.take, [hashToken(token)]);
      if (!link) throw new DomainError('LINK_INVALID');
      await tx.execute(this.sql.spend, [link.userId]);
      if ((await tx.execute(this.sql.confirm, [link.userId, link.email])) === 0)
        throw new DomainError('LINK_INVALID');
    });
  }
}
