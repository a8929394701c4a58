import { Body, Controller, Get, Headers, Param, Put, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  apiErrorSchema,
  idTextSchema,
  publicUserSchema,
  updateUserSchema,
  type PublicUser,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute } from '../common/api-route';
import { WriteLimits } from '../rate-limits/write-limits';
import { toPublicUser, UsersService } from './users.service';
import { LOGO_TYPES } from './user-logo';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly limits: WriteLimits,
  ) {}

  @Get(':id')
  @ApiRoute({
    summary:
      'Un usuario, según quién mira: todo para su dueño; e-mail solo para el dueño y quien comparte una conversación con él; teléfono completo solo para el dueño; sin sesión, un profesional del directorio público como lo muestra el directorio y cualquier otro solo con el nombre enmascarado y el tipo.',
    ok: publicUserSchema,
    notFound: true,
  })
  async findOne(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<PublicUser> {
    return this.users.viewFor(id, viewer);
  }

  // An image, not JSON: documented by hand (ApiRoute describes JSON answers).
  @Get(':id/logo')
  @ApiOperation({
    summary:
      'El logo del usuario como imagen (PNG, JPG o GIF), a quien puede ver su perfil (las mismas reglas que GET /api/users/{id}); 404 si no tiene. Se revalida con ETag.',
  })
  @ApiProduces(...LOGO_TYPES)
  @ApiOkResponse({
    content: Object.fromEntries(
      LOGO_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  async logo(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
    @Headers('if-none-match') seen: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    const image = await this.users.logoFor(id, viewer);
    // What a viewer may see depends on the session: cached only by this browser, and asked again each time.
    void reply.header('cache-control', 'private, no-cache').header('etag', image.etag);
    if (seen === image.etag) {
      void reply.status(304);
      return undefined;
    }
    void reply.header('content-type', image.type);
    return image.bytes;
  }

  @Put(':id')
  @ApiRoute({
    summary:
      "Edita el propio perfil (empresa, descripción, web, logo como data URL de imagen ≤ 5 MB). Los campos que no se envían no cambian; null o '' los vacían.",
    signedIn: true,
    ok: publicUserSchema,
    forbidden: 'No es tu usuario',
    notFound: true,
    tooMany:
      'Más de LIMIT_PROFILE_WRITES_PER_MINUTE cambios de perfil o servicio en un minuto; no se guarda.',
  })
  async update(
    @Param('id', { schema: idTextSchema }) id: number,
    @Body({ schema: updateUserSchema }) body: z.output<typeof updateUserSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<PublicUser> {
    const updated = await this.limits.counted('profileWrites', caller.id, () =>
      this.users.update(id, caller, body),
    );
    return toPublicUser(updated, 'owner');
  }
}
