import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { apiErrorSchema } from '@reformas/shared-types';
import { SeoService } from './seo.service';

// The same for every visitor: shared caches may keep them a few minutes (an open request appears or leaves
// within that, plus the index's minute).
const CACHE = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';
const XML_BODY = { 'application/xml': { schema: { type: 'string' as const } } };

/**
 * What search engines read: the sitemaps and robots.txt, which the edges serve at /sitemap.xml, /sitemaps/… and
 * /robots.txt. XML and text, not JSON: documented by hand (ApiRoute describes JSON answers).
 */
@ApiTags('seo')
@Controller('seo')
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('sitemap.xml')
  @ApiOperation({
    summary: 'Índice de mapas del sitio (sitemaps.org), servido en /sitemap.xml.',
    description:
      'Un fichero por tipo y página (/sitemaps/{tipo}-{página}.xml: profiles, cleaning, requests, static), cada uno con lastmod, el cambio más reciente de sus direcciones. Las fechas del índice se recalculan como mucho una vez por minuto.',
  })
  @ApiOkResponse({ description: 'El índice, en XML', content: XML_BODY })
  async index(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const body = await this.seo.index();
    void reply.header('content-type', XML).header('cache-control', CACHE);
    return body;
  }

  @Get('sitemaps/:file')
  @ApiOperation({
    summary: 'Un mapa del sitio: las direcciones públicas de un tipo, servido en /sitemaps/{file}.',
    description:
      'profiles: perfiles profesionales públicos; cleaning: servicios de limpieza no pausados; requests: solo las solicitudes abiertas (en el tablón); static: las páginas sin ficha. ' +
      'Cada fichero cubre un tramo de ids (SITEMAP_PAGE_SIZE, 50.000 como máximo) y lleva el lastmod de cada dirección.',
  })
  @ApiParam({
    name: 'file',
    description: '{tipo}-{página}.xml, p. ej. profiles-1.xml',
    example: 'profiles-1.xml',
  })
  @ApiOkResponse({ description: 'El mapa, en XML', content: XML_BODY })
  @ApiNotFoundResponse({
    standardSchema: apiErrorSchema,
    description: 'Tipo desconocido, o página vacía más allá de la primera',
  })
  async file(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const body = await this.seo.file(file);
    void reply.header('content-type', XML).header('cache-control', CACHE);
    return body;
  }

  @Get('robots.txt')
  @ApiOperation({
    summary:
      'robots.txt, servido en /robots.txt: fuera la API (salvo sus imágenes) y las páginas privadas; el índice de mapas.',
  })
  @ApiOkResponse({
    description: 'Reglas para los rastreadores',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  robots(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE);
    return this.seo.robots();
  }
}
