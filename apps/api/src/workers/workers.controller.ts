import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
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
  createWorkerProfileSchema,
  idTextSchema,
  updateWorkerProfileSchema,
  workerProfileSchema,
  workerQuerySchema,
  type WorkerProfile,
  type z,
} from '@reformas/shared-types';
import { Authenticated, CurrentUser, SignedInUser } from '../auth/auth.decorators';
import type { SessionUser } from '@reformas/shared-types';
import { WorkersService } from './workers.service';

@ApiTags('workers')
@Controller()
export class WorkersController {
  constructor(private readonly workers: WorkersService) {}

  @Get('workers')
  @ApiOperation({
    summary:
      'Directorio de profesionales: solo perfiles públicos (isPublic true o null), más recientes primero. q busca en empresa, servicios (también por su nombre en español), ciudad y código postal, sin distinguir mayúsculas ni acentos; limit (50, máx. 100) y offset; el total en X-Total-Count.',
  })
  @ApiOkResponse({
    standardSchema: workerProfileSchema,
    isArray: true,
    headers: {
      'X-Total-Count': {
        description: 'Total de perfiles que cumplen la búsqueda',
        schema: { type: 'integer' },
      },
    },
  })
  async list(
    @Query({ schema: workerQuerySchema }) query: z.output<typeof workerQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WorkerProfile[]> {
    const { items, total } = await this.workers.listPublic(query, viewer);
    void reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get('workers/:id')
  @ApiOperation({ summary: 'Un perfil profesional; uno privado es 404 salvo para su dueño.' })
  @ApiOkResponse({ standardSchema: workerProfileSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  findOne(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<WorkerProfile> {
    return this.workers.findById(id, viewer);
  }

  @Get('users/:id/profile')
  @ApiOperation({
    summary: 'El perfil profesional de un usuario; 404 si no tiene (o es privado y no es tuyo).',
  })
  @ApiOkResponse({ standardSchema: workerProfileSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  findByUser(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<WorkerProfile> {
    return this.workers.findByUser(id, viewer);
  }

  @Post('workers')
  @Authenticated()
  @ApiOperation({
    summary: 'Crea el perfil profesional del usuario de la sesión (uno por usuario: 409 si ya existe).',
  })
  @ApiCreatedResponse({ standardSchema: workerProfileSchema })
  @ApiForbiddenResponse({ description: 'userId de otro usuario', standardSchema: apiErrorSchema })
  @ApiConflictResponse({ standardSchema: apiErrorSchema })
  create(
    @Body({ schema: createWorkerProfileSchema }) body: z.output<typeof createWorkerProfileSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<WorkerProfile> {
    return this.workers.create(body, caller);
  }

  @Put('workers/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Actualiza el propio perfil profesional.' })
  @ApiOkResponse({ standardSchema: workerProfileSchema })
  @ApiForbiddenResponse({ standardSchema: apiErrorSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  update(
    @Param('id', { schema: idTextSchema }) id: number,
    @Body({ schema: updateWorkerProfileSchema }) body: z.output<typeof updateWorkerProfileSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<WorkerProfile> {
    return this.workers.update(id, body, caller);
  }
}
