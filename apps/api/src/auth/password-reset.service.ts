import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { Sql, type SqlTransaction } from '../database/sql';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { DomainError } from '../common/domain-error';
import { RateCounter } from '../rate-limits/rate-counter';
import { MailOutbox } from '../mail/mail-outbox';
import { passwordChangedMail, passwordResetMail } from '../mail/mail-templates';
import { users } from '../users/user.entity';
import { hashPassword } from './password';
import { AccountLinks } from './account-links';
import { SessionService } from './session.service';
import { SqlService } from '../database/sql-service';

/** Links sent to one address in an hour at the most: the rest are silently not sent (nothing is revealed). */
const LINKS_PER_ADDRESS_HOUR = 3;
/** Requests of links from one network address in an hour, past which 429 (it reveals nothing about accounts). */
const REQUESTS_PER_IP_HOUR = 20;
/** Every answer to a forgotten password takes at least this long, account or not: its timing tells nothing. */
const ANSWER_FLOOR_MS = 300;

function statements(db: Sql) {
  const u = db.table(users);
  return {
    account: `SELECT ${u.col('id')} AS "id", ${u.col('name')} AS "name", ${u.col('email')} AS "email"
      FROM ${u.name} WHERE lower(${u.col('email')}) = lower($1)`,
    setPassword: `UPDATE ${u.name} SET ${u.col('password')} = $2 WHERE ${u.col('id')} = $1
      RETURNING ${u.col('name')} AS "name", ${u.col('email')} AS "email"`,
  };
}

/**
 * A forgotten password (OWASP's Forgot Password Cheat Sheet): a link by e-mail (AccountLinks: 256 random bits,
 * only their hash kept), valid PASSWORD_RESET_SECONDS (30 minutes), once; the same answer and about the same time
 * whether the address has an account or not. Using it sets the password, spends every reset link of the account,
 * ends every session and tells the owner by e-mail, all in one transaction with the e-mail's outbox row.
 */
@Injectable()
export class PasswordResetService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly counter: RateCounter,
    private readonly outbox: MailOutbox,
    private readonly links: AccountLinks,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(db, statements);
  }

  async forgot(email: string, address: string): Promise<void> {
    const started = Date.now();
    if (this.config.AUTH_RATE_LIMIT > 0) {
      const wait = await this.counter.take(`pwforgot:ip:${address}`, 3600, REQUESTS_PER_IP_HOUR);
      if (wait > 0) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: wait });
    }
    try {
      await this.sendLink(email);
    } finally {
      await sleep(Math.max(0, ANSWER_FLOOR_MS - (Date.now() - started)));
    }
  }

  async reset(token: string, password: string): Promise<void> {
    const hashed = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const link = await this.links.use(tx, token, ['password-reset']);
      await this.setPassword(tx, link.userId, hashed, { key: link.id, keep: null });
    });
  }

  /**
   * In `tx`: the account's new password (`hashed`), every session of it ended but `keep` (the caller's own token,
   * or null for none), a pending change of address voided, and the owner told by e-mail (`key` names the change).
   * The forgotten password and /profile/cuenta's 'Cambiar contraseña' both end here.
   */
  async setPassword(
    tx: SqlTransaction,
    userId: number,
    hashed: string,
    change: { key: string; keep: string | null },
  ): Promise<void> {
    const [account] = await tx.rows<{ name: string; email: string }>(this.sql.setPassword, [userId, hashed]);
    if (!account) throw new DomainError('LINK_INVALID');
    await this.sessions.endAll(userId, change.keep, tx);
    await this.links.spend(tx, userId, 'change-email');
    const mail = await passwordChangedMail(
      account.name,
      this.outbox.link('/recuperar-contrasena'),
      this.outbox.site,
    );
    await this.outbox.add(
      { key: `password-changed:${change.key}`, to: account.email, kind: 'password-changed', ...mail },
      tx,
    );
  }

  private async sendLink(email: string): Promise<void> {
    const account = await this.db.one<{ id: number; name: string; email: string }>(this.sql.account, [email]);
    if (!account) return;
    // Past the address's hourly links, nothing more is sent, and the answer stays the same.
    if ((await this.counter.take(`pwforgot:mail:${account.id}`, 3600, LINKS_PER_ADDRESS_HOUR)) > 0) return;
    const seconds = this.config.PASSWORD_RESET_SECONDS;
    const link = { userId: account.id, purpose: 'password-reset', email: account.email, seconds } as const;
    const minutes = Math.max(1, Math.round(seconds / 60));
    await this.db.transaction((tx) =>
      this.links.email(tx, link, '/restablecer-contrasena', (url, site) =>
        passwordResetMail(account.name, url, minutes, site),
      ),
    );
  }
}
