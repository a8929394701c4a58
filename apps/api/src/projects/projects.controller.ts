import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  apiErrorSchema,
  createProjectSchema,
  idTextSchema,
  projectQuerySchema,
  projectSchema,
  type Project,
  type z,
} from '@reformas/shared-types';
import { Authenticated, CurrentUser, SignedInUser } from '../auth/auth.decorators';
import type { SessionUser } from '@reformas/shared-types';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller()
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get('projects')
  @ApiOperation({
    summary: 'Tablón de solicitudes de reforma, más recientes primero, filtrado en el servidor.',
    description:
      'Filtros: postalCode (prefijo), renovationType, timeline, city (subcadena sin mayúsculas). Paginación con limit (50 por defecto, máx. 100) y offset. ' +
      'El total va en la cabecera X-Total-Count (cacheado 60 s por filtro). Teléfono y e-mail completos solo para el autor y profesionales con sesión; nombre enmascarado sin sesión.',
  })
  @ApiOkResponse({
    standardSchema: projectSchema,
    isArray: true,
    headers: {
      'X-Total-Count': {
        description: 'Total de solicitudes que cumplen el filtro',
        schema: { type: 'integer' },
      },
    },
  })
  async list(
    @Query({ schema: projectQuerySchema }) query: z.output<typeof projectQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Project[]> {
    const { items, total } = await this.projects.list(query, viewer);
    reply.header('X-Total-Count', String(total));
    reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
    return items;
  }

  @Get('projects/:id')
  @ApiOperation({ summary: 'Una solicitud, con la misma privacidad que el tablón.' })
  @ApiOkResponse({ standardSchema: projectSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  findOne(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<Project> {
    return this.projects.findOne(id, viewer);
  }

  @Post('projects')
  @Authenticated()
  @ApiOperation({ summary: 'Publica una solicitud de reforma a nombre del usuario de la sesión.' })
  @ApiCreatedResponse({ standardSchema: projectSchema })
  create(
    @Body({ schema: createProjectSchema }) body: z.output<typeof createProjectSchema>,
    @SignedInUser() author: SessionUser,
  ): Promise<Project> {
    return this.projects.create(body, author);
  }

  @Get('users/:id/projects')
  @Authenticated()
  @ApiOperation({ summary: 'Las solicitudes propias de un cliente (solo su dueño).' })
  @ApiOkResponse({ standardSchema: projectSchema, isArray: true })
  @ApiForbiddenResponse({ standardSchema: apiErrorSchema })
  listByUser(
    @Param('id', { schema: idTextSchema }) id: number,
    @SignedInUser() caller: SessionUser,
  ): Promise<Project[]> {
    return this.projects.listByUser(id, caller);
  }
}
