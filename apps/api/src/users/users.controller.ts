import { Body, Controller, Delete, Get, Put, Redirect, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  publicUserSchema,
  updateUserSchema,
  type PublicUser,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam } from '../common/api-route';
import { PROFILE_WRITES_TOO_MANY, WriteLimits } from '../rate-limits/write-limits';
import { toPublicUser, UsersService } from './users.service';
import { isImageRefusal } from '../media/image-decode';
import { IMAGE_UPLOAD_TYPES } from '../media/image-upload';

// What every change to one's own profile answers: 401 without a session, 403 for someone else's, the profile.
const OWN_PROFILE_WRITE = { ok: publicUserSchema, ownerOnly: 'No es tu usuario' } as const;

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
  async findOne(@IdParam() id: number, @CurrentUser() viewer: SessionUser | null): Promise<PublicUser> {
    return this.users.viewFor(id, viewer);
  }

  // A redirect, not JSON: documented by hand (ApiRoute describes JSON answers).
  @Get(':id/logo')
  @Redirect(undefined, 302)
  @ApiOperation({
    summary:
      'Redirige (302) a la imagen del logo del usuario en /api/media, a quien puede ver su perfil (las mismas reglas que GET /api/users/{id}); 404 si no tiene.',
  })
  @ApiFoundResponse({ description: 'Location: la dirección de la imagen (GET /api/media/{name})' })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  async logo(
    @IdParam() id: number,
    @CurrentUser() viewer: SessionUser | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string }> {
    const url = await this.users.logoFor(id, viewer);
    // Who may follow it depends on the session: not kept by shared caches, asked again each time.
    void reply.header('cache-control', 'private, no-cache');
    return { url };
  }

  @Put(':id/logo')
  @ApiRoute({
    summary:
      'Sube el logo del propio perfil: el cuerpo son los bytes de la imagen (PNG, JPG, GIF o WebP, ≤ 5 MB, Content-Type de imagen). Se comprueba por su contenido, se guarda en WebP (96 y 192 px, sin metadatos) y el perfil devuelto lleva su dirección en logoUrl.',
    ...OWN_PROFILE_WRITE,
    tooMany: PROFILE_WRITES_TOO_MANY,
  })
  @ApiConsumes(...IMAGE_UPLOAD_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({
    description: 'No es una imagen PNG, JPG, GIF o WebP válida',
    standardSchema: apiErrorSchema,
  })
  @ApiPayloadTooLargeResponse({ description: 'Más de 5 MB', standardSchema: apiErrorSchema })
  async uploadLogo(
    @IdParam() id: number,
    @Req() request: FastifyRequest,
    @SignedInUser() caller: SessionUser,
  ): Promise<PublicUser> {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // Each upload is decoded and re-encoded: counted as a profile write, refused images too, so a script cannot
    // keep the CPU busy.
    const updated = await this.limits.counted(
      'profileWrites',
      caller.id,
      () => this.users.setLogo(id, caller, bytes),
      isImageRefusal,
    );
    return toPublicUser(updated, 'owner');
  }

  @Delete(':id/logo')
  @ApiRoute({
    summary: 'Quita el logo del propio perfil (y su imagen, si nadie más la usa).',
    ...OWN_PROFILE_WRITE,
  })
  async removeLogo(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<PublicUser> {
    return toPublicUser(await this.users.setLogo(id, caller, null), 'owner');
  }

  @Put(':id')
  @ApiRoute({
    summary:
      "Edita el propio perfil (empresa, descripción, web; el logo tiene su propia ruta, PUT /api/users/{id}/logo). Los campos que no se envían no cambian; null o '' los vacían.",
    ...OWN_PROFILE_WRITE,
    tooMany: PROFILE_WRITES_TOO_MANY,
  })
  async update(
    @IdParam() id: number,
    @Body({ schema: updateUserSchema }) body: z.output<typeof updateUserSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<PublicUser> {
    const updated = await this.limits.counted('profileWrites', caller.id, () =>
      this.users.update(id, caller, body),
    );
    return toPublicUser(updated, 'owner');
  }
}
