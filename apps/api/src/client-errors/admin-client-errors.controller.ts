import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CLIENT_ERROR_SUMMARY_MAX_MINUTES,
  clientErrorSummaryQuerySchema,
  clientErrorSummarySchema,
  type ClientErrorSummary,
  type z,
} from '@reformas/shared-types';
import { OperatorSession } from '../auth/auth.decorators';
import { ApiRoute } from '../common/api-route';
import { ClientErrorsService } from './client-errors.service';

/** The error counts per release in the moderation console: an operator's session with its TOTP code. */
@ApiTags('admin')
@Controller('admin/client-errors')
export class AdminClientErrorsController {
  constructor(private readonly clientErrors: ClientErrorsService) {}

  @Get()
  @OperatorSession()
  @ApiRoute({
    summary: `Para la consola de operadores: lo mismo que GET /api/client-errors/summary (los informes de un remote en los últimos minutes minutos, 60 si no se indica, máx. ${CLIENT_ERROR_SUMMARY_MAX_MINUTES}, por versión), con la sesión de un operador que ha dado su código TOTP en lugar del token.`,
    ok: clientErrorSummarySchema,
  })
  summary(
    @Query({ schema: clientErrorSummaryQuerySchema }) query: z.output<typeof clientErrorSummaryQuerySchema>,
  ): Promise<ClientErrorSummary> {
    return this.clientErrors.summary(query);
  }
}
