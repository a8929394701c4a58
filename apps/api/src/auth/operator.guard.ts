import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Operators' routes (the release tool): `Authorization: Bearer <OPS_TOKEN>`, else 401. Without OPS_TOKEN the
 * route does not exist in that deployment: 404, whatever is sent. Runs before the pipes, so nobody without the
 * token learns how the query is checked. Both sides are hashed first, so the constant-time comparison takes the
 * same time whatever the length of what was sent.
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  private readonly expected: Buffer | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.OPS_TOKEN === undefined ? undefined : sha256(config.OPS_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) throw new DomainError('OPS_DISABLED');
    const http = context.switchToHttp();
    const header = http.getRequest<FastifyRequest>().headers.authorization;
    const token = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
    if (token !== undefined && timingSafeEqual(sha256(token), this.expected)) return true;
    void http.getResponse<FastifyReply>().header('www-authenticate', 'Bearer realm="operadores"');
    throw new DomainError('OPS_TOKEN_INVALID');
  }
}
