import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  moderationActionSchema,
  moderationHistoryQuerySchema,
  moderationLogEntrySchema,
  reportedItemSchema,
  type ModerationLogEntryView,
  type ReportedItem,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { OperatorSession, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute } from '../common/api-route';
import { ModerationService } from './moderation.service';

/** The moderation console's calls: operators only, with their TOTP code given in this session. */
@ApiTags('admin')
@Controller('admin')
@OperatorSession()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('reports')
  @ApiRoute({
    summary:
      'La cola de denuncias abiertas, agrupadas por elemento: las más denunciadas y más antiguas primero (200 como mucho).',
    list: reportedItemSchema,
  })
  queue(): Promise<ReportedItem[]> {
    return this.moderation.queue();
  }

  @Get('history')
  @ApiRoute({
    summary:
      'El historial de moderación de un elemento o de una cuenta (targetType=user), lo más reciente primero.',
    list: moderationLogEntrySchema,
  })
  history(
    @Query({ schema: moderationHistoryQuerySchema }) query: z.output<typeof moderationHistoryQuerySchema>,
  ): Promise<ModerationLogEntryView[]> {
    return this.moderation.history(query.targetType, query.targetId);
  }

  @Post('actions')
  @ApiRoute({
    summary:
      'Una decisión con su motivo, escrita en el registro de moderación: dismiss (descartar las denuncias), hide / restore (ocultar o volver a mostrar un contenido), suspend / lift (suspender una cuenta o levantar la suspensión).',
    description:
      'Ocultar quita el elemento de todos los sitios públicos; su autor lo ve marcado como oculto con el motivo. Suspender cierra las sesiones de la cuenta, oculta sus anuncios y rechaza su inicio de sesión. El registro no se puede cambiar ni borrar.',
    created: moderationLogEntrySchema,
    badRequest: 'La acción no se aplica a ese tipo de elemento',
    notFound: 'El elemento o la cuenta no existe',
  })
  act(
    @Body({ schema: moderationActionSchema }) body: z.output<typeof moderationActionSchema>,
    @SignedInUser() operator: SessionUser,
  ): Promise<ModerationLogEntryView> {
    return this.moderation.act(operator, body.action, body.targetType, body.targetId, body.reason);
  }
}
