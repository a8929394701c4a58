import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  verifyEmailRequestSchema,
  type SessionUser,
  type VerifyEmailRequest,
} from '@reformas/shared-types';
import { Authenticated, SignedInUser } from './auth.decorators';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('auth')
@Controller('email')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('verify')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Confirma el correo de una cuenta con el token del enlace enviado al registrarse (GET /api/user dice entonces emailVerified: true). Un enlace usado, caducado o falso: 400.',
  })
  @ApiNoContentResponse({ description: 'Correo confirmado' })
  @ApiBadRequestResponse({
    description: "'El enlace no es válido o ha caducado.'",
    standardSchema: apiErrorSchema,
  })
  async verify(@Body({ schema: verifyEmailRequestSchema }) body: VerifyEmailRequest): Promise<void> {
    await this.verification.verify(body.token);
  }

  @Post('resend')
  @HttpCode(202)
  @Authenticated()
  @ApiOperation({
    summary:
      "'Reenviar correo': otro enlace de confirmación al correo de la sesión (nada si ya está confirmado); 3 por hora.",
  })
  @ApiAcceptedResponse({ description: 'Enlace enviado (o nada que enviar)' })
  @ApiTooManyRequestsResponse({
    description: 'Ya se han enviado 3 esta hora',
    standardSchema: apiErrorSchema,
  })
  async resend(@SignedInUser() user: SessionUser): Promise<void> {
    await this.verification.resend(user.id);
  }
}
