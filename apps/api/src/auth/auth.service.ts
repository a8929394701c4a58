import { Inject, Injectable } from '@nestjs/common';
import type { RegisterRequest } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { toSessionUser, UsersService } from '../users/users.service';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';
import { RateLimiter } from './rate-limiter';
import type { SessionUser } from './session.service';

const WINDOW_MS = 15 * 60 * 1000;

@Injectable()
export class AuthService {
  private readonly perAddress: RateLimiter;
  private readonly perAccount: RateLimiter;

  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perAddress = new RateLimiter(config.AUTH_RATE_LIMIT, WINDOW_MS);
    // AUTH_RATE_LIMIT=0 turns every auth limit off (load tests).
    this.perAccount = new RateLimiter(
      config.AUTH_RATE_LIMIT === 0 ? 0 : config.AUTH_ACCOUNT_RATE_LIMIT,
      WINDOW_MS,
    );
  }

  /** Counts an attempt from an address (login and register); 429 past the limit. */
  countAddressAttempt(address: string): void {
    if (this.perAddress.hit(`ip:${address}`)) throw new DomainError('RATE_LIMITED');
  }

  async register(body: RegisterRequest): Promise<SessionUser> {
    const account = `register:${body.email.toLowerCase()}`;
    if (this.perAccount.isBlocked(account)) throw new DomainError('RATE_LIMITED');
    if (await this.users.emailTaken(body.email)) {
      this.perAccount.hit(account);
      throw new DomainError('EMAIL_EXISTS');
    }
    const user = await this.users.create({
      name: body.name,
      email: body.email,
      phone: body.phone,
      userType: body.userType,
      passwordHash: await hashPassword(body.password),
    });
    return toSessionUser(user);
  }

  /** passport-local's check: the e-mail or username with the password. */
  async validateCredentials(identifier: string, password: string): Promise<SessionUser> {
    const user = await this.users.findForLogin(identifier.trim());
    // Counted per account, whichever identifier (e-mail or username) was typed.
    const account = user ? `acct:${user.id}` : `acct:${identifier.trim().toLowerCase()}`;
    if (this.perAccount.isBlocked(account)) throw new DomainError('RATE_LIMITED');
    const ok = await verifyPassword(password, user?.password ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) {
      if (this.perAccount.hit(account)) throw new DomainError('RATE_LIMITED');
      throw new DomainError('INVALID_CREDENTIALS');
    }
    this.perAccount.reset(account);
    return toSessionUser(user);
  }
}
