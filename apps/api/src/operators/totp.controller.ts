import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  totpCodeSchema,
  totpStatusSchema,
  type SessionUser,
  type TotpCode,
  type TotpStatus,
} from '@reformas/shared-types';
import { OperatorSession, SignedInUser } from '../auth/auth.decorators';
import { SESSION_COOKIE } from '../auth/session.service';
import { ApiRoute } from '../common/api-route';
import { OperatorsService, TOTP_MAX_WRONG } from './operators.service';

// The guard has checked the session: its cookie is there.
const tokenOf = (request: FastifyRequest) => request.cookies?.[SESSION_COOKIE] ?? '';

/** The operator's second factor: enrolment, then a code per session (docs/decisions.md, "Operators and TOTP"). */
@ApiTags('admin')
@Controller('admin/totp')
export class TotpController {
  constructor(private readonly operators: OperatorsService) {}

  @Get()
  @OperatorSession({ totp: 'not-yet' })
  @ApiRoute({
    summary:
      'Para operadores, tras iniciar sesión: si ya tienen la app de autenticación dada de alta ({ enrolled: true } y si esta sesión ya dio su código) o, si no, la clave pendiente (secret, en base32) y su dirección otpauth:// para añadirla a la app. La clave solo se muestra hasta confirmar el alta.',
    ok: totpStatusSchema,
  })
  status(@SignedInUser() operator: SessionUser, @Req() request: FastifyRequest): Promise<TotpStatus> {
    return this.operators.status(operator, tokenOf(request));
  }

  @Post()
  @HttpCode(200)
  @OperatorSession({ totp: 'not-yet' })
  @ApiRoute({
    summary:
      'El código de 6 cifras de la app de autenticación: confirma el alta la primera vez y habilita la consola en esta sesión. Cada código vale una sola vez.',
    ok: totpStatusSchema,
    badRequest: 'Código incorrecto o ya usado',
    tooMany: `${TOTP_MAX_WRONG} códigos incorrectos del operador en 15 minutos (en cualquier sesión): hasta que pase la ventana.`,
  })
  verify(
    @SignedInUser() operator: SessionUser,
    @Body({ schema: totpCodeSchema }) body: TotpCode,
    @Req() request: FastifyRequest,
  ): Promise<TotpStatus> {
    return this.operators.verifyCode(operator.id, tokenOf(request), body.code);
  }
}
