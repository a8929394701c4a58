import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CLIENT_ERROR_SUMMARY_MAX_MINUTES,
  clientErrorSchema,
  clientErrorSummaryQuerySchema,
  clientErrorSummarySchema,
  type ClientErrorReport,
  type ClientErrorSummary,
  type z,
} from '@reformas/shared-types';
import { ApiRoute } from '../common/api-route';
import { WriteLimits } from '../rate-limits/write-limits';
import { CLIENT_ERRORS_RETENTION_DAYS, ClientErrorsService } from './client-errors.service';

const TOO_MANY =
  'Más de LIMIT_CLIENT_ERRORS_PER_10_MIN informes desde la misma dirección en 10 minutos; no se guarda.';

/** Failures of the remotes in browsers, reported by the shell and summed up for the release tool. */
@ApiTags('client-errors')
@Controller('client-errors')
export class ClientErrorsController {
  constructor(
    private readonly clientErrors: ClientErrorsService,
    private readonly limits: WriteLimits,
  ) {}

  @Post()
  @HttpCode(204)
  @ApiRoute({
    summary: `El shell informa de que un remote (mfe_renovation, mfe_cleaning…) no cargó (kind "load") o su página falló (kind "render"): su versión (release), el patrón de la ruta y el nombre de la clase del error. Sin sesión; con ella, tampoco se guarda quién.`,
    description: `Solo se guardan esos cinco campos (ni mensaje, ni traza, ni dirección, ni navegador, ni usuario), ${CLIENT_ERRORS_RETENTION_DAYS} días. Un campo de más se rechaza con 400.`,
    noContent: 'Guardado',
    tooMany: TOO_MANY,
  })
  async report(
    @Body({ schema: clientErrorSchema }) body: ClientErrorReport,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.limits.countedByAddress('clientErrors', request.ip, () =>
      this.clientErrors.report(body, request.ip),
    );
  }

  @Get('summary')
  @ApiRoute({
    summary: `Para operadores (npm run releases): los informes de un remote en los últimos minutes minutos (60 si no se indica, máx. ${CLIENT_ERROR_SUMMARY_MAX_MINUTES}), por versión, de load y de render, las más afectadas primero; reporters: cuántas direcciones distintas los enviaron (una dirección cuenta una vez, por muchos que envíe).`,
    operator: true,
    ok: clientErrorSummarySchema,
  })
  summary(
    @Query({ schema: clientErrorSummaryQuerySchema }) query: z.output<typeof clientErrorSummaryQuerySchema>,
  ): Promise<ClientErrorSummary> {
    return this.clientErrors.summary(query);
  }
}
