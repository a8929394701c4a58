import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  projectContactSchema,
  revealedContactSchema,
  type ProjectContact,
  type RevealedContact,
  type SessionUser,
} from '@reformas/shared-types';
import { SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam } from '../common/api-route';
import { ProjectContactsService } from './project-contacts.service';

@ApiTags('projects')
@Controller('projects/:id')
export class ProjectContactsController {
  constructor(private readonly contacts: ProjectContactsService) {}

  @Post('contact')
  @HttpCode(200)
  @ApiRoute({
    summary:
      'Un profesional pide el contacto de una solicitud abierta: nombre, teléfono y e-mail completos; queda registrado y su autor lo ve.',
    description:
      'Solo profesionales con sesión (403 para otros tipos de cuenta). Cada solicitud admite como mucho su maxContacts de profesionales (409 pasado el tope); ' +
      'cada profesional, como mucho CONTACT_DAILY_LIMIT solicitudes nuevas en 24 horas móviles (429 con Retry-After: segundos hasta que la más antigua salga de la ventana). ' +
      'Pedir otra vez una solicitud ya revelada la devuelve (200) sin contarla de nuevo, aunque se haya llegado al tope o al límite.',
    signedIn: true,
    ok: revealedContactSchema,
    forbidden: 'No es un profesional, o la solicitud es suya',
    notFound: 'Desconocida o cerrada',
    conflict: 'La solicitud ya tiene todos los profesionales que su autor admite',
    tooMany: 'Límite diario de solicitudes reveladas alcanzado',
  })
  reveal(@IdParam() id: number, @SignedInUser() viewer: SessionUser): Promise<RevealedContact> {
    return this.contacts.reveal(id, viewer);
  }

  @Get('contacts')
  @ApiRoute({
    summary:
      'Quién ha visto el teléfono de una solicitud, lo más reciente primero: nombre, empresa, perfil público y cuándo (solo su autor).',
    list: projectContactSchema,
    ownerOnly: 'La solicitud es de otro usuario',
  })
  log(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<ProjectContact[]> {
    return this.contacts.log(id, caller);
  }
}
