import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import { DomainError } from '../common/domain-error';
import { RateCounter } from '../rate-limits/rate-counter';
import { maskEmail } from '@reformas/shared-types';
import { changeEmailMail, emailChangeRequestedMail, verifyEmailMail } from '../mail/mail-templates';
import { MailOutbox } from '../mail/mail-outbox';
import { UsersService } from '../users/users.service';
import { users } from '../users/user.entity';
import { AccountLinks } from './account-links';
import { SqlService } from '../database/sql-service';

/** A confirmation link works a week (it guards nothing secret, it only proves the address is read). */
const LINK_SECONDS = 7 * 24 * 3600;
/** Links asked again ('Reenviar correo') per account in an hour. */
const RESENDS_PER_HOUR = 3;
/** A new address's link works a day: it changes where the account's mail and password resets go. */
const CHANGE_LINK_SECONDS = 24 * 3600;
/** Changes of address asked per account in an hour (each sends two e-mails, one to an address not yet proven). */
const CHANGES_PER_HOUR = 3;

function statements(db: Sql) {
  const u = db.table(users);
  return {
    account: `SELECT ${u.col('name')} AS "name", ${u.col('email')} AS "email",
      ${u.col('emailVerifiedAt')} IS NOT NULL AS "verified" FROM ${u.name} WHERE ${u.col('id')} = $1`,
    // Only the address the link was sent to: an account whose address changed since is not confirmed by it.
    confirm: `UPDATE ${u.name} SET ${u.col('emailVerifiedAt')} = coalesce(${u.col('emailVerifiedAt')}, now())
      WHERE ${u.col('id')} = $1 AND lower(${u.col('email')}) = lower($2)`,
    // A new address whose link was opened: the account's, and confirmed by that link.
    change: `UPDATE ${u.name} SET ${u.col('email')} = $2, ${u.col('emailVerifiedAt')} = now() WHERE ${u.col('id')} = $1`,
  };
}

/**
 * Confirmed e-mail addresses: a link at registration (and again on request), whose use marks the account's address
 * confirmed. Until then the account works; only notification e-mails wait for it.
 */
@Injectable()
export class EmailVerificationService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly counter: RateCounter,
    private readonly links: AccountLinks,
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
  ) {
    super(db, statements);
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

  /**
   * Opens a link of either kind: the registration's confirms the account's address; a change's (/profile/cuenta)
   * makes its address the account's, confirmed (400 'Email already exists' if another account took it meanwhile).
   */
  async verify(token: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const link = await this.links.use(tx, token, ['verify-email', 'change-email']);
      if (link.purpose === 'change-email') {
        await tx.execute(this.sql.change, [link.userId, link.email]).catch((error: unknown) => {
          throw (error as { code?: string }).code === '23505' ? new DomainError('EMAIL_EXISTS') : error;
        });
      } else if ((await tx.execute(this.sql.confirm, [link.userId, link.email])) === 0) {
        throw new DomainError('LINK_INVALID');
      }
    });
  }

  /**
   * /profile/cuenta's 'Cambiar correo electrónico' (the password already checked): a link to `email`, which becomes
   * the account's address when opened, and a word to the current address naming the new one masked; in one
   * transaction. 400 for the account's own address or one another account has (as registration answers), 429
   * past CHANGES_PER_HOUR.
   */
  async requestChange(userId: number, email: string): Promise<void> {
    const account = await this.db.one<{ name: string; email: string }>(this.sql.account, [userId]);
    if (!account) throw new DomainError('USER_NOT_FOUND');
    if (account.email.toLowerCase() === email.toLowerCase()) throw new DomainError('SAME_EMAIL');
    if (await this.users.emailTaken(email)) throw new DomainError('EMAIL_EXISTS');
    const wait = await this.counter.take(`email-change:${userId}`, 3600, CHANGES_PER_HOUR);
    if (wait > 0) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: wait });
    const link = { userId, purpose: 'change-email', email, seconds: CHANGE_LINK_SECONDS } as const;
    await this.db.transaction(async (tx) => {
      const key = await this.links.email(tx, link, '/verificar-correo', (url, site) =>
        changeEmailMail(account.name, url, site),
      );
      const site = this.outbox.site;
      const mail = await emailChangeRequestedMail(
        account.name,
        maskEmail(email),
        this.outbox.link('/recuperar-contrasena'),
        site,
      );
      await this.outbox.add(
        { key: `${key}:old`, to: account.email, kind: 'email-change-requested', ...mail },
        tx,
      );
    });
  }
}
