import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { REQUIRES_SESSION } from './auth.decorators';
import type { SessionUser } from '@reformas/shared-types';
import { SESSION_COOKIE, SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}

/**
 * Global guard: resolves the caller from the session cookie (no database work without a cookie),
 * and answers 401 on routes marked @Authenticated() when there is no valid session.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.sessionUser === undefined) {
      const token = request.cookies?.[SESSION_COOKIE];
      request.sessionUser = token ? await this.sessions.resolve(token) : null;
    }
    const required = this.reflector.getAllAndOverride<boolean>(REQUIRES_SESSION, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (required && !request.sessionUser) throw new DomainError('UNAUTHENTICATED');
    return true;
  }
}
