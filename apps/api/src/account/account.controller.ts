import { Body, Controller, Delete, Get, HttpCode, Param, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  accountSessionIdSchema,
  accountSessionSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  type AccountSession,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type SessionUser,
} from '@reformas/shared-types';
import { ApiRoute } from '../common/api-route';
import { WriteLimits } from '../rate-limits/write-limits';
import { SignedInUser } from '../auth/auth.decorators';
import { SESSION_COOKIE } from '../auth/session.service';
import { AccountService } from './account.service';

const WRONG_PASSWORD = "La contraseña actual no es correcta: 'La contraseña actual no es correcta.'";
const TOO_MANY = `Más de LIMIT_PROFILE_WRITES_PER_MINUTE cambios de la cuenta en un minuto, o 10 contraseñas actuales equivocadas en una hora; no se guarda.`;

/** The caller's session token (its cookie): the session that stays open and is marked current. */
const tokenOf = (request: FastifyRequest) => request.cookies?.[SESSION_COOKIE] ?? '';

/** /profile/cuenta: the signed-in account's password, address and open sessions (name and phone: PUT /api/users/{id}). */
@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly limits: WriteLimits,
  ) {}

  @Put('password')
  @HttpCode(204)
  @ApiRoute({
    summary:
      'Cambia la contraseña con la actual: 204; se cierran las demás sesiones de la cuenta (esta sigue abierta) y se avisa por correo.',
    signedIn: true,
    noContent: 'Contraseña cambiada',
    badRequest: WRONG_PASSWORD,
    tooMany: TOO_MANY,
  })
  async changePassword(
    @Body({ schema: changePasswordRequestSchema }) body: ChangePasswordRequest,
    @SignedInUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.limits.counted('profileWrites', user.id, () =>
      this.account.changePassword(user.id, tokenOf(request), body),
    );
  }

  @Put('email')
  @HttpCode(202)
  @ApiRoute({
    summary:
      'Pide cambiar el correo con la contraseña actual: 202; se envía un enlace al correo nuevo, que pasa a ser el de la cuenta (ya confirmado) cuando se abre (POST /api/email/verify, vale 24 horas), y se avisa al correo actual con el nuevo enmascarado. Hasta entonces nada cambia.',
    signedIn: true,
    accepted: 'Enlace enviado al correo nuevo',
    badRequest: `${WRONG_PASSWORD}; el correo ya es el de la cuenta; o ya hay una cuenta con ese correo ('Email already exists', como al registrarse)`,
    tooMany: `${TOO_MANY} También más de 3 cambios de correo pedidos en una hora.`,
  })
  async changeEmail(
    @Body({ schema: changeEmailRequestSchema }) body: ChangeEmailRequest,
    @SignedInUser() user: SessionUser,
  ): Promise<void> {
    await this.limits.counted('profileWrites', user.id, () => this.account.changeEmail(user.id, body));
  }

  @Get('sessions')
  @ApiRoute({
    summary:
      'Las sesiones abiertas de la cuenta: la actual primero (current: true), luego la última usada; con el dispositivo según el navegador con el que se abrieron.',
    signedIn: true,
    list: accountSessionSchema,
  })
  sessions(@SignedInUser() user: SessionUser, @Req() request: FastifyRequest): Promise<AccountSession[]> {
    return this.account.sessionsOf(user.id, tokenOf(request));
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Cierra otra sesión de la cuenta (la actual se cierra con POST /api/logout).',
    signedIn: true,
    noContent: 'Sesión cerrada',
    notFound: 'No es una sesión abierta de la cuenta (de otra cuenta, ya cerrada o la actual)',
  })
  async endSession(
    @Param('id', { schema: accountSessionIdSchema }) id: string,
    @SignedInUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.account.endSession(user.id, id, tokenOf(request));
  }

  @Delete('sessions')
  @HttpCode(204)
  @ApiRoute({
    summary: "'Cerrar las demás sesiones': cierra todas las sesiones de la cuenta menos la actual.",
    signedIn: true,
    noContent: 'Las demás sesiones, cerradas',
  })
  async endOtherSessions(@SignedInUser() user: SessionUser, @Req() request: FastifyRequest): Promise<void> {
    await this.account.endOtherSessions(user.id, tokenOf(request));
  }
}
