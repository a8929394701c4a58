import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createReportSchema,
  reportSchema,
  type Report,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { SignedInUser } from '../auth/auth.decorators';
import { ApiRoute } from '../common/api-route';
import { ReportsService } from './reports.service';

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiRoute({
    summary:
      'Denunciar: una solicitud (project), la ficha de un profesional (worker_profile) o de un servicio de limpieza (cleaning_service), una opinión (review), un mensaje recibido (message) o una cuenta (user), con un motivo (spam, fraud, offensive, personal_data, other) y detalles opcionales (hasta 1000 caracteres). Lo revisa un operador.',
    description:
      'Solo con sesión. Una denuncia abierta por persona y elemento (409 si ya la hay); como mucho REPORTS_DAILY_LIMIT en 24 horas móviles (429 con Retry-After). ' +
      'Un elemento que no existe o que quien denuncia no puede ver (una solicitud que ya no está publicada, un mensaje que no recibió) es 404; el propio, 400.',
    signedIn: true,
    created: reportSchema,
    badRequest: 'Datos no válidos, o el elemento es de quien denuncia',
    notFound: 'El elemento no existe o no está a la vista de quien denuncia',
    conflict: 'Ya hay una denuncia abierta de esta persona sobre este elemento',
    tooMany: 'Límite diario de denuncias alcanzado',
  })
  create(
    @Body({ schema: createReportSchema }) body: z.output<typeof createReportSchema>,
    @SignedInUser() reporter: SessionUser,
  ): Promise<Report> {
    return this.reports.create(reporter, body);
  }

  @Get('mine')
  @ApiRoute({
    summary:
      'Mis denuncias: las denuncias de quien llama, la más reciente primero, cada una con su estado (open: pendiente; actioned: contenido retirado; dismissed: revisada sin infracción) y decidedAt, cuándo la resolvió un operador (null mientras está abierta).',
    description: 'Solo con sesión; nunca las de otra persona.',
    signedIn: true,
    list: reportSchema,
  })
  mine(@SignedInUser() reporter: SessionUser): Promise<Report[]> {
    return this.reports.mine(reporter);
  }
}
