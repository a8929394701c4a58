import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  createProjectSchema,
  idTextSchema,
  projectQuerySchema,
  projectSchema,
  type Project,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, sendPage } from '../common/api-route';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller()
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get('projects')
  @ApiRoute({
    summary: 'Tablón de solicitudes de reforma, más recientes primero, filtrado en el servidor.',
    description:
      'Filtros: postalCode (prefijo), renovationType, timeline, city (subcadena sin mayúsculas). Paginación con limit (50 por defecto, máx. 100) y offset. ' +
      'El total va en la cabecera X-Total-Count (cacheado 60 s por filtro). Teléfono y e-mail completos (y canCall) solo para el autor y profesionales con sesión; nombre enmascarado sin sesión.',
    page: { of: projectSchema, total: 'Total de solicitudes que cumplen el filtro' },
  })
  async list(
    @Query({ schema: projectQuerySchema }) query: z.output<typeof projectQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Project[]> {
    return sendPage(reply, await this.projects.list(query, viewer));
  }

  @Get('projects/:id')
  @ApiRoute({
    summary: 'Una solicitud, con la misma privacidad que el tablón.',
    ok: projectSchema,
    notFound: true,
  })
  findOne(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<Project> {
    return this.projects.findOne(id, viewer);
  }

  @Post('projects')
  @ApiRoute({
    summary: 'Publica una solicitud de reforma a nombre del usuario de la sesión.',
    signedIn: true,
    created: projectSchema,
  })
  create(
    @Body({ schema: createProjectSchema }) body: z.output<typeof createProjectSchema>,
    @SignedInUser() author: SessionUser,
  ): Promise<Project> {
    return this.projects.create(body, author);
  }

  @Get('users/:id/projects')
  @ApiRoute({
    summary: 'Las solicitudes propias de un cliente (solo su dueño).',
    signedIn: true,
    list: projectSchema,
    forbidden: true,
  })
  listByUser(
    @Param('id', { schema: idTextSchema }) id: number,
    @SignedInUser() caller: SessionUser,
  ): Promise<Project[]> {
    return this.projects.listByUser(id, caller);
  }
}
