import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  closeProjectSchema,
  createProjectSchema,
  projectQuerySchema,
  projectSchema,
  type Project,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam, type Page } from '../common/api-route';
import { WriteLimits } from '../rate-limits/write-limits';
import { assertMayPublish } from '../common/domain-error';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller()
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly limits: WriteLimits,
  ) {}

  @Get('projects')
  @ApiRoute({
    summary: 'Tablón de solicitudes de reforma, más recientes primero, filtrado en el servidor.',
    description:
      'Solo solicitudes abiertas. Filtros: postalCode (prefijo), renovationType, timeline, city (subcadena sin mayúsculas). Paginación con limit (50 por defecto, máx. 100) y offset. ' +
      'El total va en la cabecera X-Total-Count (cacheado 60 s por filtro y proceso; publicar, editar o cerrar en este proceso lo recalcula). Teléfono enmascarado y sin e-mail para todos salvo el autor y el profesional que ya lo reveló (revealed; canCall); canReveal para los demás profesionales con sesión; nombre enmascarado sin sesión.',
    page: { of: projectSchema, total: 'Total de solicitudes que cumplen el filtro' },
  })
  list(
    @Query({ schema: projectQuerySchema }) query: z.output<typeof projectQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<Page<Project>> {
    return this.projects.list(query, viewer);
  }

  @Get('projects/:id')
  @ApiRoute({
    summary: 'Una solicitud, con la misma privacidad que el tablón.',
    description:
      'Una solicitud cerrada solo la ve su autor; una contratada o terminada, también los profesionales que enviaron presupuesto; para los demás es 410 (ya no está publicada). ' +
      'status: open, hired (presupuesto aceptado), completed (trabajo terminado) o closed; quoteCount (presupuestos recibidos, sin los retirados) solo para su autor.',
    ok: projectSchema,
    notFound: 'Desconocida',
    gone: 'Cerrada, contratada o terminada, y de otro usuario (Esta solicitud ya no está publicada)',
  })
  findOne(@IdParam() id: number, @CurrentUser() viewer: SessionUser | null): Promise<Project> {
    return this.projects.findOne(id, viewer);
  }

  @Post('projects')
  @ApiRoute({
    summary: 'Publica una solicitud de reforma a nombre del usuario de la sesión. Solo clientes.',
    signedIn: true,
    created: projectSchema,
    tooMany: 'Más de LIMIT_REQUESTS_PER_DAY solicitudes publicadas en un día; no se guarda.',
    forbidden: 'La cuenta no es de cliente',
  })
  create(
    @Body({ schema: createProjectSchema }) body: z.output<typeof createProjectSchema>,
    @SignedInUser() author: SessionUser,
  ): Promise<Project> {
    assertMayPublish(author, 'renovationRequest');
    return this.limits.counted('requests', author.id, () => this.projects.create(body, author));
  }

  @Patch('projects/:id')
  @ApiRoute({
    summary:
      'Edita una solicitud propia y abierta: el formulario entero, con el mismo esquema que al publicarla.',
    ok: projectSchema,
    ownerOnly: 'La solicitud es de otro usuario',
    conflict: 'La solicitud está cerrada',
  })
  update(
    @IdParam() id: number,
    @Body({ schema: createProjectSchema }) body: z.output<typeof createProjectSchema>,
    @SignedInUser() author: SessionUser,
  ): Promise<Project> {
    return this.projects.update(id, body, author);
  }

  @Post('projects/:id/close')
  @HttpCode(200)
  @ApiRoute({
    summary:
      'Cierra una solicitud propia con un motivo (found: ya ha encontrado profesional; not_needed: ya no la necesita).',
    description:
      'Sale del tablón, del panel profesional y de la portada en el acto; sigue en la lista de su autor, cerrada. ' +
      'Cerrar una solicitud ya cerrada responde 200 con ella tal como está (se conservan el primer motivo y la fecha).',
    ok: projectSchema,
    ownerOnly: 'La solicitud es de otro usuario',
  })
  close(
    @IdParam() id: number,
    @Body({ schema: closeProjectSchema }) body: z.output<typeof closeProjectSchema>,
    @SignedInUser() author: SessionUser,
  ): Promise<Project> {
    return this.projects.close(id, body, author);
  }

  @Post('projects/:id/complete')
  @HttpCode(200)
  @ApiRoute({
    summary:
      "Marca como terminado el trabajo de una solicitud propia contratada con un presupuesto ('Trabajo terminado').",
    description:
      'Solo su autor y solo con la solicitud en estado hired: pasa a completed. Marcarla otra vez responde 200 con ella tal como está.',
    ok: projectSchema,
    ownerOnly: 'La solicitud es de otro usuario',
    conflict: 'La solicitud no tiene un presupuesto aceptado (abierta o cerrada)',
  })
  complete(@IdParam() id: number, @SignedInUser() author: SessionUser): Promise<Project> {
    return this.projects.complete(id, author);
  }

  @Get('users/:id/projects')
  @ApiRoute({
    summary:
      'Las solicitudes propias de un cliente (solo su dueño), en cualquier estado, más recientes primero, cada una con su quoteCount.',
    signedIn: true,
    list: projectSchema,
    forbidden: true,
  })
  listByUser(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<Project[]> {
    return this.projects.listByUser(id, caller);
  }
}
