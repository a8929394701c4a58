import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RegisterRequest } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { Sql } from '../database/sql';
import { isSuspended } from '../moderation/visibility';
import { toSessionUser, UsersService } from '../users/users.service';
import { DEVICE_COOKIE, type LoginAttempt, LoginThrottle } from './login-throttle';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';
import { EmailVerificationService } from './email-verification.service';
import type { SessionUser } from '@reformas/shared-types';

@Injectable()
export class AuthService {
  private readonly suspendedSql: string;

  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottle,
    private readonly verification: EmailVerificationService,
    private readonly db: Sql,
  ) {
    this.suspendedSql = `SELECT ${isSuspended('$1::int')} AS "suspended"`;
  }

  /** Counts an attempt from an address (login and register); 429 past the limit. */
  countAddressAttempt(address: string): Promise<void> {
    return this.throttle.countAddress(address);
  }

  async register(body: RegisterRequest): Promise<SessionUser> {
    if (await this.users.emailTaken(body.email)) {
      await this.throttle.countRegistration(body.email);
      throw new DomainError('EMAIL_EXISTS');
    }
    const user = await this.users.create({
      name: body.name,
      email: body.email,
      phone: body.phone,
      userType: body.userType,
      passwordHash: await hashPassword(body.password),
    });
    // The link that confirms the address goes out with the account (the account works meanwhile).
    await this.verification.sendLink(user.id);
    return toSessionUser(user);
  }

  /** passport-local's check: the e-mail or username with the password, within the login limits. */
  async validateCredentials(
    identifier: string,
    password: string,
    request: FastifyRequest,
  ): Promise<SessionUser> {
    const user = await this.users.findForLogin(identifier.trim());
    // Counted per account, whichever identifier (e-mail or username) was typed.
    const account = user ? String(user.id) : `?${identifier.trim().toLowerCase()}`;
    const device = request.cookies?.[DEVICE_COOKIE];
    const attempt: LoginAttempt = {
      address: request.ip,
      device,
      trusted: user ? await this.throttle.isTrustedDevice(user.id, device) : false,
    };
    await this.throttle.checkLogin(account, attempt);
    const ok = await verifyPassword(password, user?.password ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) {
      await this.throttle.failedLogin(account, attempt);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    await this.throttle.succeededLogin(account, attempt);
    // Told only to whoever knows the password: a suspension is not for anyone typing an address to learn.
    const row = await this.db.one<{ suspended: boolean }>(this.suspendedSql, [user.id]);
    if (row?.suspended) throw new DomainError('ACCOUNT_SUSPENDED');
    return toSessionUser(user);
  }

  /** After a login or registration: this browser is trusted for the user from now on. */
  trustDevice(userId: number, request: FastifyRequest): Promise<string> {
    return this.throttle.trustDevice(userId, request.cookies?.[DEVICE_COOKIE]);
  }
}
