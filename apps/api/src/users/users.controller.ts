import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  idTextSchema,
  publicUserSchema,
  updateUserSchema,
  type PublicUser,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute } from '../common/api-route';
import { toPublicUser, UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

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

  @Put(':id')
  @ApiRoute({
    summary:
      "Edita el propio perfil (empresa, descripción, web, logo como data URL de imagen ≤ 5 MB). Los campos que no se envían no cambian; null o '' los vacían.",
    signedIn: true,
    ok: publicUserSchema,
    forbidden: 'No es tu usuario',
    notFound: true,
  })
  async update(
    @Param('id', { schema: idTextSchema }) id: number,
    @Body({ schema: updateUserSchema }) body: z.output<typeof updateUserSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<PublicUser> {
    return toPublicUser(await this.users.update(id, caller, body), 'owner');
  }
}
