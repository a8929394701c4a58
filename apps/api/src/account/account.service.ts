import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@reformas/i18n-es';
import type { AccountSession, ChangeEmailRequest, ChangePasswordRequest } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { Sql } from '../database/sql';
import { RateCounter } from '../rate-limits/rate-counter';
import { UsersService } from '../users/users.service';
import { EmailVerificationService } from '../auth/email-verification.service';
import { PasswordResetService } from '../auth/password-reset.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { SessionService } from '../auth/session.service';
import { describeDevice } from './device';

/** Wrong current passwords per account in an hour, past which 429: a session alone cannot guess the password. */
const WRONG_PASSWORDS_PER_HOUR = 10;

/**
 * /profile/cuenta (docs/decisions.md, "Account settings"): the password and the address, each behind the current
 * password, and the account's open sessions. The caller's session is named by its cookie's token (`token`).
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly db: Sql,
    private readonly users: UsersService,
    private readonly counter: RateCounter,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordResetService,
    private readonly verification: EmailVerificationService,
  ) {}

  /** A new password: every other session ends, this one stays; the owner is told by e-mail. */
  async changePassword(userId: number, token: string, body: ChangePasswordRequest): Promise<void> {
    await this.checkPassword(userId, body.currentPassword, 'currentPassword');
    const hashed = await hashPassword(body.password);
    await this.db.transaction((tx) =>
      this.passwords.setPassword(tx, userId, hashed, { key: randomUUID(), keep: token }),
    );
  }

  /** A new address: it counts once the link sent to it is opened; the current address is told now. */
  async changeEmail(userId: number, body: ChangeEmailRequest): Promise<void> {
    await this.checkPassword(userId, body.password, 'password');
    await this.verification.requestChange(userId, body.email);
  }

  async sessionsOf(userId: number, token: string): Promise<AccountSession[]> {
    const open = await this.sessions.list(userId, token);
    return open.map(({ id, userAgent, createdAt, lastSeenAt, current }) => ({
      id,
      device: describeDevice(userAgent),
      createdAt: createdAt.toISOString(),
      lastSeenAt: lastSeenAt.toISOString(),
      current,
    }));
  }

  endSession(userId: number, id: string, token: string): Promise<void> {
    return this.sessions.end(userId, id, token);
  }

  endOtherSessions(userId: number, token: string): Promise<void> {
    return this.sessions.endAll(userId, token);
  }

  /** The current password, or 400 on `field`; counted per account when wrong (429 past the hour's limit). */
  private async checkPassword(userId: number, password: string, field: string): Promise<void> {
    const key = `account-password:${userId}`;
    const wait = await this.counter.take(key, 3600, WRONG_PASSWORDS_PER_HOUR);
    if (wait > 0) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: wait });
    if (await verifyPassword(password, await this.users.passwordHashOf(userId))) {
      await this.counter.giveBack(key, 3600);
      return;
    }
    throw new DomainError('WRONG_PASSWORD', [{ path: field, message: API_MESSAGES.wrongPassword }]);
  }
}
