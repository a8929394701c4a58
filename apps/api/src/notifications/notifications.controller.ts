import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  notificationSettingsSchema,
  unsubscribeAnswerSchema,
  unsubscribeRequestSchema,
  type NotificationSettings,
  type SessionUser,
  type UnsubscribeAnswer,
  type UnsubscribeRequest,
} from '@reformas/shared-types';
import { SignedInUser } from '../auth/auth.decorators';
import { ApiRoute } from '../common/api-route';
import { NotificationSettingsService } from './notification-settings.service';

const INVALID_LINK = "'El enlace no es válido o ha caducado.'";

/** Notification e-mails: the account's switches, and the e-mails' unsubscribe links (no session needed). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get('settings')
  @ApiRoute({
    summary:
      "Las preferencias de correo de la cuenta ('Notificaciones por correo'): un interruptor por tipo (mensajes sin leer, valoraciones, alertas de solicitudes), la frecuencia de las alertas (al momento o resumen diario a las 8:00, hora de Madrid), sus tipos de reforma y zonas (por defecto, los servicios y la provincia del perfil profesional).",
    signedIn: true,
    ok: notificationSettingsSchema,
  })
  get(@SignedInUser() user: SessionUser): Promise<NotificationSettings> {
    return this.settings.get(user.id);
  }

  @Put('settings')
  @ApiRoute({
    summary: 'Guarda las preferencias de correo de la cuenta (todas a la vez); responde con las guardadas.',
    signedIn: true,
    ok: notificationSettingsSchema,
    badRequest: 'Preferencias no válidas',
  })
  save(
    @Body({ schema: notificationSettingsSchema }) body: NotificationSettings,
    @SignedInUser() user: SessionUser,
  ): Promise<NotificationSettings> {
    return this.settings.save(user.id, body);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiRoute({
    summary:
      'Baja en un clic (RFC 8058) del tipo de aviso del correo, sin sesión: el token va en la dirección (?token=…, la de la cabecera List-Unsubscribe). Acepta el cuerpo List-Unsubscribe=One-Click de los proveedores de correo. Repetirla no cambia nada más.',
    ok: unsubscribeAnswerSchema,
    badRequest: INVALID_LINK,
  })
  unsubscribe(
    @Query({ schema: unsubscribeRequestSchema }) query: UnsubscribeRequest,
  ): Promise<UnsubscribeAnswer> {
    return this.settings.setByToken(query.token, false);
  }

  @Post('resubscribe')
  @HttpCode(200)
  @ApiRoute({
    summary: "La vuelta atrás de una baja ('Volver a recibirlos'), con el mismo token.",
    ok: unsubscribeAnswerSchema,
    badRequest: INVALID_LINK,
  })
  resubscribe(
    @Query({ schema: unsubscribeRequestSchema }) query: UnsubscribeRequest,
  ): Promise<UnsubscribeAnswer> {
    return this.settings.setByToken(query.token, true);
  }
}
