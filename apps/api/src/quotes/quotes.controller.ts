import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  quoteBodySchema,
  quoteListQuerySchema,
  quoteSchema,
  type Quote,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam } from '../common/api-route';
import { QuotesService } from './quotes.service';

type QuoteBody = z.output<typeof quoteBodySchema>;

const BAD_BODY =
  'Sin partidas, más de 50, un importe de 0 o negativo, un total de más de 10.000.000 €, una validez pasada o de más de 90 días, un inicio pasado o posterior a la validez: no se guarda nada';

@ApiTags('quotes')
@Controller()
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Post('projects/:id/quotes')
  @ApiRoute({
    summary:
      'Un profesional envía su presupuesto a una solicitud abierta: partidas, IVA, fechas, validez y garantía.',
    description:
      'El API calcula subtotal, IVA y total (céntimos). Ocupa una plaza de contacto de la solicitud como revelar el teléfono (mismo tope maxContacts y mismo límite diario), salvo que el profesional ya tenga una. ' +
      'Exige un perfil profesional en el directorio con NIF/CIF; la empresa y el NIF/CIF se copian en el presupuesto. Un solo presupuesto por profesional y solicitud (después, PUT /api/quotes/{id}).',
    signedIn: true,
    created: quoteSchema,
    badRequest: BAD_BODY,
    forbidden: 'No es un profesional, la solicitud es suya o no tiene perfil en el directorio',
    notFound: 'Solicitud desconocida',
    conflict:
      'Solicitud cerrada, contratada o terminada; ya envió uno; su perfil no tiene NIF/CIF; o la solicitud ya tiene todos los profesionales que su autor admite',
    tooMany: 'Límite diario de solicitudes contactadas alcanzado',
  })
  create(
    @IdParam() id: number,
    @Body({ schema: quoteBodySchema }) body: QuoteBody,
    @SignedInUser() caller: SessionUser,
  ): Promise<Quote> {
    return this.quotes.create(id, body, caller);
  }

  @Get('projects/:id/quotes')
  @ApiRoute({
    summary:
      'Los presupuestos de una solicitud: todos para su autor (leerlos los marca como vistos), solo el propio para un profesional.',
    description:
      'Su autor los recibe todos, retirados incluidos, por orden de llegada; un profesional, una lista con el suyo o vacía; los demás, 403.',
    signedIn: true,
    list: quoteSchema,
    forbidden: 'Ni es el autor de la solicitud ni un profesional',
    notFound: 'Solicitud desconocida',
  })
  listForProject(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<Quote[]> {
    return this.quotes.listForProject(id, caller);
  }

  @Get('quotes')
  @ApiRoute({
    summary:
      "'Mis presupuestos': los del profesional de la sesión, más recientes primero, con su solicitud en una línea.",
    description: 'status filtra por estado (expired: enviados o vistos cuya validez ya pasó).',
    signedIn: true,
    list: quoteSchema,
  })
  listMine(
    @Query({ schema: quoteListQuerySchema }) query: z.output<typeof quoteListQuerySchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<Quote[]> {
    return this.quotes.listMine(caller, query);
  }

  @Put('quotes/:id')
  @ApiRoute({
    summary:
      'Su autor modifica el presupuesto entero mientras está enviado, visto o caducado y la solicitud abierta.',
    description: 'Vuelve a enviado (sin visto), con la empresa y el NIF/CIF de ahora, y se avisa al cliente.',
    ok: quoteSchema,
    badRequest: BAD_BODY,
    ownerOnly: 'No es su autor',
    conflict:
      'Aceptado, no seleccionado o retirado; la solicitud ya no está abierta; o su perfil ya no tiene NIF/CIF',
  })
  revise(
    @IdParam() id: number,
    @Body({ schema: quoteBodySchema }) body: QuoteBody,
    @SignedInUser() caller: SessionUser,
  ): Promise<Quote> {
    return this.quotes.revise(id, body, caller);
  }

  @Post('quotes/:id/withdraw')
  @HttpCode(200)
  @ApiRoute({
    summary:
      'Su autor retira el presupuesto (enviado, visto o caducado). La plaza de contacto no se devuelve.',
    ok: quoteSchema,
    ownerOnly: 'No es su autor',
    conflict: 'Ya aceptado, no seleccionado o retirado',
  })
  withdraw(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<Quote> {
    return this.quotes.withdraw(id, caller);
  }

  @Post('quotes/:id/accept')
  @HttpCode(200)
  @ApiRoute({
    summary:
      'El autor de la solicitud acepta un presupuesto: la solicitud pasa a contratada y sale del tablón; los demás, no seleccionados.',
    description:
      'Se avisa por correo al elegido (con el nombre, teléfono y correo del cliente) y a los demás. Dos aceptaciones a la vez: una gana, la otra recibe 409.',
    ok: quoteSchema,
    ownerOnly: 'La solicitud es de otro usuario',
    conflict:
      'La solicitud ya tiene un presupuesto aceptado o está cerrada; el presupuesto ha caducado, o ya está no seleccionado o retirado',
  })
  accept(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<Quote> {
    return this.quotes.accept(id, caller);
  }

  @Post('quotes/:id/decline')
  @HttpCode(200)
  @ApiRoute({
    summary:
      'El autor de la solicitud rechaza un presupuesto (enviado, visto o caducado): no seleccionado, y se avisa a su autor.',
    ok: quoteSchema,
    ownerOnly: 'La solicitud es de otro usuario',
    conflict: 'Ya aceptado, no seleccionado o retirado',
  })
  decline(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<Quote> {
    return this.quotes.decline(id, caller);
  }

  // A PDF, not JSON: its 200 documented by hand (ApiRoute describes JSON answers); the errors are JSON as always.
  @Get('quotes/:id/pdf')
  @ApiRoute({
    summary:
      'El presupuesto como documento PDF, para su autor y para el autor de la solicitud (que así lo ve).',
    ownerOnly: 'Ni es su autor ni el de la solicitud',
  })
  @ApiOkResponse({
    description: 'presupuesto-{id}.pdf, como descarga',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async pdf(
    @IdParam() id: number,
    @SignedInUser() caller: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.quotes.pdf(id, caller);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="presupuesto-${id}.pdf"`)
      .header('cache-control', 'private, no-store');
    return file;
  }
}
