import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@reformas/shared-types';
import type { SessionUser } from '@reformas/shared-types';

export const REQUIRES_SESSION = 'requiresSession';

/** The route needs a signed-in caller: 401 otherwise. */
export const Authenticated = () =>
  applyDecorators(
    SetMetadata(REQUIRES_SESSION, true),
    ApiCookieAuth('sid'),
    ApiUnauthorizedResponse({ description: 'Sin sesión', standardSchema: apiErrorSchema }),
  );

/** The caller from the session, or null when signed out. Never from the body or query. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | null =>
    context.switchToHttp().getRequest<FastifyRequest>().sessionUser ?? null,
);

/** Same as CurrentUser on routes marked @Authenticated(): the guard has already refused anonymous callers. */
export const SignedInUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().sessionUser;
  if (!user) throw new Error('SignedInUser used on a route without @Authenticated()');
  return user;
});
