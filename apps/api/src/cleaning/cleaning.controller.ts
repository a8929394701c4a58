import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  cleaningQuerySchema,
  cleaningServiceSchema,
  createCleaningServiceSchema,
  idTextSchema,
  type CleaningService,
  type z,
} from '@reformas/shared-types';
import { Authenticated, CurrentUser, SignedInUser } from '../auth/auth.decorators';
import type { SessionUser } from '@reformas/shared-types';
import { CleaningServicesService } from './cleaning.service';

@ApiTags('cleaning')
@Controller()
export class CleaningController {
  constructor(private readonly cleaning: CleaningServicesService) {}

  @Get('cleaning')
  @ApiOperation({
    summary:
      "Directorio de servicios de limpieza, más recientes primero; filtros city (subcadena) y serviceType ('todos' o vacío = todos); limit (50, máx. 100) y offset; el total en X-Total-Count.",
  })
  @ApiOkResponse({
    standardSchema: cleaningServiceSchema,
    isArray: true,
    headers: {
      'X-Total-Count': {
        description: 'Total de servicios que cumplen el filtro',
        schema: { type: 'integer' },
      },
    },
  })
  async list(
    @Query({ schema: cleaningQuerySchema }) query: z.output<typeof cleaningQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CleaningService[]> {
    const { items, total } = await this.cleaning.list(query, viewer);
    void reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get('users/:id/cleaning')
  @ApiOperation({ summary: 'El servicio de limpieza de un usuario; 404 si no tiene.' })
  @ApiOkResponse({ standardSchema: cleaningServiceSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  findByUser(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<CleaningService> {
    return this.cleaning.findByUser(id, viewer);
  }

  @Post('cleaning')
  @Authenticated()
  @ApiOperation({
    summary: 'Publica el servicio de limpieza del usuario de la sesión (uno por usuario: 409 si ya existe).',
  })
  @ApiCreatedResponse({ standardSchema: cleaningServiceSchema })
  @ApiForbiddenResponse({ description: 'userId de otro usuario', standardSchema: apiErrorSchema })
  @ApiConflictResponse({ standardSchema: apiErrorSchema })
  create(
    @Body({ schema: createCleaningServiceSchema }) body: z.output<typeof createCleaningServiceSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<CleaningService> {
    return this.cleaning.create(body, caller);
  }
}
