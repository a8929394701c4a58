import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createWorkerProfileSchema,
  updateWorkerProfileSchema,
  workerProfileSchema,
  workerQuerySchema,
  type SessionUser,
  type WorkerProfile,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam, type Page } from '../common/api-route';
import { PROFILE_WRITES_TOO_MANY, WriteLimits } from '../rate-limits/write-limits';
import { ownListingAnswers, publishOwnListing } from '../common/own-listing';
import { WorkersService } from './workers.service';

@ApiTags('workers')
@Controller()
export class WorkersController {
  constructor(
    private readonly workers: WorkersService,
    private readonly limits: WriteLimits,
  ) {}

  @Get('workers')
  @ApiRoute({
    summary:
      'Directorio de profesionales: solo perfiles públicos (isPublic true o null), más recientes primero. q busca en empresa, servicios (también por su nombre en español), ciudad y código postal, sin distinguir mayúsculas ni acentos; limit (50, máx. 100) y offset; el total en X-Total-Count. Con userId, solo el perfil de ese usuario (uno privado solo para su dueño): una lista vacía si no tiene, nunca 404; q se ignora.',
    page: { of: workerProfileSchema, total: 'Total de perfiles que cumplen la búsqueda' },
  })
  list(
    @Query({ schema: workerQuerySchema }) query: z.output<typeof workerQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<Page<WorkerProfile>> {
    if (query.userId !== undefined) return this.workers.listByUser(query.userId, viewer);
    return this.workers.listPublic(query, viewer);
  }

  // Two addresses of one profile: by its id, and by its owner's.
  @Get('workers/:id')
  @ApiRoute({
    summary: 'Un perfil profesional; uno privado es 404 salvo para su dueño.',
    ok: workerProfileSchema,
    notFound: true,
  })
  findOne(@IdParam() id: number, @CurrentUser() viewer: SessionUser | null): Promise<WorkerProfile> {
    return this.workers.findById(id, viewer);
  }

  @Get('users/:id/profile')
  @ApiRoute({
    summary: 'El perfil profesional de un usuario; 404 si no tiene (o es privado y no es tuyo).',
    ok: workerProfileSchema,
    notFound: true,
  })
  findByUser(@IdParam() id: number, @CurrentUser() viewer: SessionUser | null): Promise<WorkerProfile> {
    return this.workers.findByUser(id, viewer);
  }

  @Post('workers')
  @ApiRoute({
    summary:
      'Crea el perfil profesional del usuario de la sesión (uno por usuario: 409 si ya existe). Solo profesionales.',
    signedIn: true,
    created: workerProfileSchema,
    ...ownListingAnswers('La cuenta no es de profesional, o userId de otro usuario'),
  })
  create(
    @Body({ schema: createWorkerProfileSchema }) body: z.output<typeof createWorkerProfileSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<WorkerProfile> {
    return publishOwnListing(this.limits, caller, 'workerProfile', () => this.workers.create(body, caller));
  }

  @Put('workers/:id')
  @ApiRoute({
    summary: 'Actualiza el propio perfil profesional.',
    ok: workerProfileSchema,
    ownerOnly: true,
    tooMany: PROFILE_WRITES_TOO_MANY,
  })
  update(
    @IdParam() id: number,
    @Body({ schema: updateWorkerProfileSchema }) body: z.output<typeof updateWorkerProfileSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<WorkerProfile> {
    return this.limits.counted('profileWrites', caller.id, () => this.workers.update(id, body, caller));
  }
}
