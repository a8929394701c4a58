import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { loginRequestSchema } from '@reformas/shared-types';
import { issuesToErrors, ValidationException } from '../common/validation';
import { AuthService } from './auth.service';

/**
 * POST /api/login: counts the attempt per address, validates the body with the shared schema
 * (guards run before pipes), then lets passport-local check the credentials.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.auth.countAddressAttempt(request.ip);
    const parsed = loginRequestSchema.safeParse(request.body);
    if (!parsed.success) throw new ValidationException(issuesToErrors(parsed.error.issues));
    request.body = parsed.data;
    return (await super.canActivate(context)) as boolean;
  }

  // Keep the strategy's own error (401 invalid credentials or 429) instead of passport's generic one.
  handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error) throw error;
    return user;
  }
}
