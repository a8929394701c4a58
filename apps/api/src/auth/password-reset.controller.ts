import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@reformas/i18n-es';
import {
  apiErrorSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@reformas/shared-types';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('password')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Pide un enlace para restablecer la contraseña: 202 con el mismo mensaje y en el mismo tiempo exista o no una cuenta con ese correo. El enlace llega por correo, vale 30 minutos y una sola vez.',
  })
  @ApiAcceptedResponse({ standardSchema: forgotPasswordAnswerSchema })
  @ApiTooManyRequestsResponse({
    description: 'Demasiadas peticiones desde esta dirección',
    standardSchema: apiErrorSchema,
  })
  async forgot(
    @Body({ schema: forgotPasswordRequestSchema }) body: ForgotPasswordRequest,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.resets.forgot(body.email, request.ip);
    return { message: API_MESSAGES.passwordForgotSent };
  }

  @Post('reset')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Guarda una contraseña nueva con el token del enlace: 204; se cierran todas las sesiones de la cuenta y se avisa por correo. Un enlace usado, caducado o falso: 400.',
  })
  @ApiNoContentResponse({ description: 'Contraseña cambiada; hay que iniciar sesión de nuevo' })
  @ApiBadRequestResponse({
    description: "'El enlace no es válido o ha caducado.'",
    standardSchema: apiErrorSchema,
  })
  async reset(@Body({ schema: resetPasswordRequestSchema }) body: ResetPasswordRequest): Promise<void> {
    await this.resets.reset(body.token, body.password);
  }
}
