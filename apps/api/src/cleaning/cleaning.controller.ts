import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  cleaningQuerySchema,
  cleaningServiceSchema,
  createCleaningServiceSchema,
  pauseCleaningServiceSchema,
  type CleaningService,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam, type Page } from '../common/api-route';
import { PROFILE_WRITES_TOO_MANY, WriteLimits } from '../rate-limits/write-limits';
import { ownListingAnswers, publishOwnListing } from '../common/own-listing';
import { CleaningServicesService } from './cleaning.service';

@ApiTags('cleaning')
@Controller()
export class CleaningController {
  constructor(
    private readonly cleaning: CleaningServicesService,
    private readonly limits: WriteLimits,
  ) {}

  @Get('cleaning')
  @ApiRoute({
    summary:
      "Directorio de servicios de limpieza, más recientes primero; filtros city (subcadena), serviceType ('todos' o vacío = todos) y userId (el servicio de ese usuario: una lista vacía si no tiene, nunca 404); limit (50, máx. 100) y offset; el total en X-Total-Count.",
    page: { of: cleaningServiceSchema, total: 'Total de servicios que cumplen el filtro' },
  })
  list(
    @Query({ schema: cleaningQuerySchema }) query: z.output<typeof cleaningQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<Page<CleaningService>> {
    return this.cleaning.list(query, viewer);
  }

  @Get('cleaning/:id')
  @ApiRoute({
    summary:
      'Un servicio de limpieza por su id (la página /cleaning/{id}); 404 si no existe o si su dueña lo ha pausado.',
    ok: cleaningServiceSchema,
    notFound: true,
  })
  findOne(@IdParam() id: number, @CurrentUser() viewer: SessionUser | null): Promise<CleaningService> {
    return this.cleaning.findOne(id, viewer);
  }

  @Get('users/:id/cleaning')
  @ApiRoute({
    summary: 'El servicio de limpieza de un usuario; 404 si no tiene.',
    ok: cleaningServiceSchema,
    notFound: true,
  })
  findByUser(@IdParam() id: number, @CurrentUser() viewer: SessionUser | null): Promise<CleaningService> {
    return this.cleaning.findByUser(id, viewer);
  }

  @Post('cleaning')
  @ApiRoute({
    summary:
      'Publica el servicio de limpieza del usuario de la sesión (uno por usuario: 409 si ya existe). Solo cuentas de limpieza.',
    signedIn: true,
    created: cleaningServiceSchema,
    ...ownListingAnswers('La cuenta no es de limpieza, o userId de otro usuario'),
  })
  create(
    @Body({ schema: createCleaningServiceSchema }) body: z.output<typeof createCleaningServiceSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<CleaningService> {
    return publishOwnListing(this.limits, caller, 'cleaningService', () =>
      this.cleaning.create(body, caller),
    );
  }

  @Put('cleaning/:id')
  @ApiRoute({
    summary:
      'Edita el servicio de limpieza propio: el formulario entero, con el mismo esquema que al publicarlo.',
    ok: cleaningServiceSchema,
    ownerOnly: 'El servicio es de otro usuario',
    tooMany: PROFILE_WRITES_TOO_MANY,
  })
  update(
    @IdParam() id: number,
    @Body({ schema: createCleaningServiceSchema }) body: z.output<typeof createCleaningServiceSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<CleaningService> {
    return this.limits.counted('profileWrites', caller.id, () => this.cleaning.update(id, body, caller));
  }

  @Post('cleaning/:id/paused')
  @HttpCode(200)
  @ApiRoute({
    summary:
      'Pausa (paused: true) o vuelve a publicar (false) el servicio propio: en pausa no sale en el directorio y su página responde 404 a los demás.',
    ok: cleaningServiceSchema,
    ownerOnly: 'El servicio es de otro usuario',
  })
  setPaused(
    @IdParam() id: number,
    @Body({ schema: pauseCleaningServiceSchema }) body: z.output<typeof pauseCleaningServiceSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<CleaningService> {
    return this.cleaning.setPaused(id, body.paused, caller);
  }

  @Delete('cleaning/:id')
  @HttpCode(204)
  @ApiRoute({
    summary:
      'Elimina el servicio de limpieza propio y sus fotos; las opiniones sobre la persona se conservan. Después puede publicar otro.',
    noContent: 'Eliminado',
    ownerOnly: 'El servicio es de otro usuario',
  })
  remove(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<void> {
    return this.cleaning.remove(id, caller);
  }
}
