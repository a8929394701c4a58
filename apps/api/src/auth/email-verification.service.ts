import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import { DomainError } from '../common/domain-error';
import { RateCounter } from '../rate-limits/rate-counter';
import { verifyEmailMail } from '../mail/mail-templates';
import { users } from '../users/user.entity';
import { AccountLinks } from './account-links';

/** A confirmation link works a week (it guards nothing secret, it only proves the address is read). */
const LINK_SECONDS = 7 * 24 * 3600;
/** Links asked again ('Reenviar correo') per account in an hour. */
const RESENDS_PER_HOUR = 3;

function statements(db: Sql) {
  const u = db.table(users);
  return {
    account: `SELECT ${u.col('name')} AS "name", ${u.col('email')} AS "email",
      ${u.col('emailVerifiedAt')} IS NOT NULL AS "verified" FROM ${u.name} WHERE ${u.col('id')} = $1`,
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
    private readonly links: AccountLinks,
  ) {
    this.sql = statements(db);
  }

  /** Writes a new link and its e-mail to the account's current address (nothing if already confirmed). */
  async sendLink(userId: number): Promise<void> {
    const account = await this.db.one<{ name: string; email: string; verified: boolean }>(this.sql.account, [
      userId,
    ]);
    if (!account || account.verified) return;
    const link = { userId, purpose: 'verify-email', email: account.email, seconds: LINK_SECONDS } as const;
    await this.db.transaction((tx) =>
      this.links.email(tx, link, '/verificar-correo', (url, site) =>
        verifyEmailMail(account.name, url, site),
      ),
    );
  }

  /** 'Reenviar correo': another link, at most RESENDS_PER_HOUR an hour (429 past it). */
  async resend(userId: number): Promise<void> {
    const wait = await this.counter.take(`verify-resend:${userId}`, 3600, RESENDS_PER_HOUR);
    if (wait > 0) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: wait });
    await this.sendLink(userId);
  }

  async verify(token: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const link = await this.links.use(tx, token, 'verify-email');
      if ((await tx.execute(this.sql.confirm, [link.userId, link.email])) === 0)
        throw new DomainError('LINK_INVALID');
    });
  }
}
