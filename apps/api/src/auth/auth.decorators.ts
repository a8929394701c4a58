import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@reformas/shared-types';
import type { SessionUser } from '@reformas/shared-types';
import { OperatorGuard } from './operator.guard';
import { OperatorSessionGuard, TOTP_NOT_YET } from '../operators/operator-session.guard';

export const REQUIRES_SESSION = 'requiresSession';

/** The route needs a signed-in caller: 401 otherwise. */
export const Authenticated = () =>
  applyDecorators(
    SetMetadata(REQUIRES_SESSION, true),
    ApiCookieAuth('sid'),
    ApiUnauthorizedResponse({ description: 'Sin sesión', standardSchema: apiErrorSchema }),
  );

/** The OpenAPI security scheme of the operators' token (bootstrap.ts declares it). */
export const OPERATOR_AUTH = 'ops';

/** An operators' route: `Authorization: Bearer <OPS_TOKEN>`, 401 otherwise, 404 when OPS_TOKEN is unset. */
export const OperatorOnly = () =>
  applyDecorators(
    UseGuards(OperatorGuard),
    ApiBearerAuth(OPERATOR_AUTH),
    ApiUnauthorizedResponse({
      description: 'Sin la cabecera Authorization: Bearer con el token de operador, o no es el correcto',
      standardSchema: apiErrorSchema,
    }),
    ApiNotFoundResponse({
      description: 'OPS_TOKEN no está configurado: la ruta no existe en este despliegue',
      standardSchema: apiErrorSchema,
    }),
  );

/**
 * A console route (docs/decisions.md, "Operators and TOTP"): 401 without a session, 403 for an account that is not
 * an operator, 403 with `totpRequired: true` for an operator's session that has not given its TOTP code. The
 * operator is `@SignedInUser()`. `totp: 'not-yet'` lets an operator in before the code (the TOTP routes alone).
 */
export const OperatorSession = (options: { totp?: 'not-yet' } = {}) =>
  applyDecorators(
    SetMetadata(REQUIRES_SESSION, true),
    ...(options.totp === 'not-yet' ? [SetMetadata(TOTP_NOT_YET, true)] : []),
    UseGuards(OperatorSessionGuard),
    ApiCookieAuth('sid'),
    ApiUnauthorizedResponse({ description: 'Sin sesión', standardSchema: apiErrorSchema }),
    ApiForbiddenResponse({
      description:
        options.totp === 'not-yet'
          ? 'La cuenta no es de operador'
          : 'La cuenta no es de operador, o esta sesión aún no ha dado su código TOTP (totpRequired: true)',
      standardSchema: apiErrorSchema,
    }),
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
