import { Body, Controller, Delete, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  deleteAccountRequestSchema,
  type DeleteAccountRequest,
  type SessionUser,
} from '@reformas/shared-types';
import { PRIVACY_TEXTS } from '@reformas/i18n-es';
import { SignedInUser } from '../auth/auth.decorators';
import { SESSION_COOKIE } from '../auth/session.service';
import { ApiRoute } from '../common/api-route';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportService } from './data-export.service';

/** Privacy rights in the product (docs/privacy.md): the caller's data as a ZIP, and the deletion of the account. */
@ApiTags('privacy')
@Controller('user')
export class PrivacyController {
  constructor(
    private readonly exports: DataExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  // A ZIP, not JSON: its 200 documented by hand (ApiRoute describes JSON answers); the errors are JSON as always.
  @Get('export')
  @ApiRoute({
    summary:
      'Descargar mis datos: un ZIP con archivos JSON (cuenta, solicitudes, presupuestos, contactos, mensajes, opiniones, denuncias, notificaciones, sesiones) y las fotos y el logotipo de quien lo pide.',
    description:
      'Solo con sesión. Las demás personas aparecen solo por su id y su nombre público, nunca por su teléfono o correo. Una descarga cada 24 horas por cuenta (429 con Retry-After).',
    signedIn: true,
    tooMany: 'Ya descargó sus datos en las últimas 24 horas',
  })
  @ApiOkResponse({
    description: `${PRIVACY_TEXTS.exportFileName}, como descarga`,
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  async export(
    @SignedInUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const zip = await this.exports.export(user);
    void reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${PRIVACY_TEXTS.exportFileName}"`)
      .header('cache-control', 'private, no-store');
    return zip;
  }

  @Delete()
  @HttpCode(204)
  @ApiRoute({
    summary:
      'Eliminar mi cuenta, con la contraseña: 204; todas sus sesiones terminan y se borran sus datos personales (nombre, correo, teléfono, logotipo y fotos, perfil y servicio, ajustes, correos pendientes); sus solicitudes abiertas se cierran sin datos de contacto.',
    description:
      'Los mensajes que otras personas recibieron siguen visibles para ellas, de «Usuario eliminado». Las denuncias se conservan bloqueadas durante un plazo (docs/privacy.md). El mismo correo puede volver a registrarse.',
    signedIn: true,
    noContent: 'Cuenta eliminada; la cookie de sesión se borra',
    badRequest: `Contraseña equivocada: '${PRIVACY_TEXTS.api.wrongDeletePassword}'; no cambia nada`,
    tooMany: '10 contraseñas equivocadas en una hora',
  })
  async delete(
    @Body({ schema: deleteAccountRequestSchema }) body: DeleteAccountRequest,
    @SignedInUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.deletion.delete(user.id, body.password);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
