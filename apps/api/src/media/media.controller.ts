import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { apiErrorSchema, type SessionUser } from '@reformas/shared-types';
import { CurrentUser } from '../auth/auth.decorators';
import { DomainError } from '../common/domain-error';
import { isMediaName, photoKeyOfName } from './media-names';
import { MediaService } from './media.service';
import { PhotoAccess, type PhotoAudience } from './photo-access';

/**
 * A logo never changes at its address: cached for a year. A photo is answered only while its row is public
 * (PhotoAccess), so caches keep it 5 minutes and then ask again (304 while it still is); one its owner alone may
 * see (a closed request, a private profile, a paused service) is kept by no cache at all.
 */
const CACHE: Record<'logo' | Exclude<PhotoAudience, null>, string> = {
  logo: 'public, max-age=31536000, immutable',
  public: 'public, max-age=300',
  owner: 'private, no-store',
};

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly photos: PhotoAccess,
  ) {}

  // An image, not JSON: documented by hand (ApiRoute describes JSON answers).
  @Get(':name')
  @ApiOperation({
    summary:
      'Una imagen guardada (logo o foto, en WebP), por su nombre: el hash de su contenido, así que nunca cambia. Un logo se puede guardar en caché para siempre; una foto solo se sirve mientras su solicitud, perfil o servicio es público (si no, solo a su dueño, sin caché), y se vuelve a preguntar a los 5 minutos (304 si no ha cambiado). 404 si no existe o no es visible.',
  })
  // The image's type on its 200 only: the 404 is JSON like every other error.
  @ApiOkResponse({ content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 304, description: 'La copia guardada (If-None-Match) sigue valiendo.' })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  async file(
    @Param('name') name: string,
    @CurrentUser() viewer: SessionUser | null,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readable | ''> {
    // Any other text is answered 404 without touching the store: no dots, slashes or encodings get through.
    if (!isMediaName(name)) throw new DomainError('MEDIA_NOT_FOUND');
    const photoKey = photoKeyOfName(name);
    const audience = photoKey ? await this.photos.audience(photoKey, viewer?.id ?? null) : 'logo';
    if (!audience) throw new DomainError('MEDIA_NOT_FOUND');
    // The name is the content's hash: it is its own validator.
    const etag = `"${name}"`;
    if (ifNoneMatch === etag) {
      void reply.status(304).header('cache-control', CACHE[audience]).header('etag', etag);
      return '';
    }
    const file = await this.media.open(name);
    if (!file) throw new DomainError('MEDIA_NOT_FOUND');
    void reply
      .header('content-type', 'image/webp')
      .header('cache-control', CACHE[audience])
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    if (file.size !== undefined) void reply.header('content-length', String(file.size));
    return file.body;
  }
}
