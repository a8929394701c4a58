import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { apiErrorSchema } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { isMediaName } from './media-names';
import { MediaService } from './media.service';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  // An image, not JSON: documented by hand (ApiRoute describes JSON answers).
  @Get(':name')
  @ApiOperation({
    summary:
      'Una imagen guardada (logo o foto, en WebP), por su nombre: el hash de su contenido, así que nunca cambia y se puede guardar en caché para siempre. 404 si no existe.',
  })
  // The image's type on its 200 only: the 404 is JSON like every other error.
  @ApiOkResponse({ content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  async file(
    @Param('name') name: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readable> {
    // Any other text is answered 404 without touching the store: no dots, slashes or encodings get through.
    const file = isMediaName(name) ? await this.media.open(name) : null;
    if (!file) throw new DomainError('MEDIA_NOT_FOUND');
    void reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (file.size !== undefined) void reply.header('content-length', String(file.size));
    return file.body;
  }
}
