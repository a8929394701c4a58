import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@reformas/i18n-es';
import {
  forgotPasswordAnswerSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SessionUser,
  type VerifyEmailRequest,
} from '@reformas/shared-types';
import { ApiRoute } from '../common/api-route';
import { SignedInUser } from './auth.decorators';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetService } from './password-reset.service';

const INVALID_LINK = "'El enlace no es válido o ha caducado.'";

/** The account's e-mailed links: a forgotten password and a confirmed address. */
@ApiTags('auth')
@Controller()
export class AccountLinksController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Post('password/forgot')
  @HttpCode(202)
  @ApiRoute({
    summary:
      'Pide un enlace para restablecer la contraseña: 202 con el mismo mensaje y en el mismo tiempo exista o no una cuenta con ese correo. El enlace llega por correo, vale 30 minutos y una sola vez.',
    accepted: forgotPasswordAnswerSchema,
    tooMany: 'Demasiadas peticiones desde esta dirección',
  })
  async forgot(
    @Body({ schema: forgotPasswordRequestSchema }) body: ForgotPasswordRequest,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.resets.forgot(body.email, request.ip);
    return { message: API_MESSAGES.passwordForgotSent };
  }

  @Post('password/reset')
  @HttpCode(204)
  @ApiRoute({
    summary:
      'Guarda una contraseña nueva con el token del enlace: 204; se cierran todas las sesiones de la cuenta y se avisa por correo. Un enlace usado, caducado o falso: 400.',
    noContent: 'Contraseña cambiada; hay que iniciar sesión de nuevo',
    badRequest: INVALID_LINK,
  })
  async reset(@Body({ schema: resetPasswordRequestSchema }) body: ResetPasswordRequest): Promise<void> {
    await this.resets.reset(body.token, body.password);
  }

  @Post('email/verify')
  @HttpCode(204)
  @ApiRoute({
    summary:
      'Confirma el correo de una cuenta con el token del enlace enviado al registrarse (GET /api/user dice entonces emailVerified: true). Un enlace usado, caducado o falso: 400.',
    noContent: 'Correo confirmado',
    badRequest: INVALID_LINK,
  })
  async verify(@Body({ schema: verifyEmailRequestSchema }) body: VerifyEmailRequest): Promise<void> {
    await this.verification.verify(body.token);
  }

  @Post('email/resend')
  @HttpCode(202)
  @ApiRoute({
    summary:
      "'Reenviar correo': otro enlace de confirmación al correo de la sesión (nada si ya está confirmado); 3 por hora.",
    signedIn: true,
    accepted: 'Enlace enviado (o nada que enviar)',
    tooMany: 'Ya se han enviado 3 esta hora',
  })
  async resend(@SignedInUser() user: SessionUser): Promise<void> {
    await this.verification.resend(user.id);
  }
}
