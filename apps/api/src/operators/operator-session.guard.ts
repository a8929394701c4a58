import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { SESSION_COOKIE } from '../auth/session.service';
import { OperatorsService } from './operators.service';

/** Marks the routes an operator reaches before giving the code (GET and POST /api/admin/totp). */
export const TOTP_NOT_YET = 'operatorTotpNotYet';

/**
 * The console's calls (`@OperatorSession()`): after the global SessionGuard (401 without a session), 403 for an
 * account that is not an operator, and 403 with `totpRequired` for an operator's session that has not given its
 * code. Read from the database on every call, so a revoke counts at once in every process.
 */
@Injectable()
export class OperatorSessionGuard implements CanActivate {
  constructor(
    private readonly operators: OperatorsService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.sessionUser) throw new DomainError('UNAUTHENTICATED');
    const access = await this.operators.access(request.cookies?.[SESSION_COOKIE]);
    if (!access.operator) throw new DomainError('OPERATORS_ONLY');
    const notYet = this.reflector.getAllAndOverride<boolean>(TOTP_NOT_YET, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access.verified && !notYet) throw new DomainError('TOTP_REQUIRED');
    return true;
  }
}
