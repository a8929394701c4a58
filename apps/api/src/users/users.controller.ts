import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  idTextSchema,
  publicUserSchema,
  updateUserSchema,
  type PublicUser,
  type z,
} from '@reformas/shared-types';
import { Authenticated, CurrentUser, SignedInUser } from '../auth/auth.decorators';
import type { SessionUser } from '../auth/session.service';
import { toPublicUser, UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(':id')
  @ApiOperation({ summary: 'Un usuario. Teléfono completo solo para su dueño; e-mail solo con sesión.' })
  @ApiOkResponse({ standardSchema: publicUserSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  async findOne(
    @Param('id', { schema: idTextSchema }) id: number,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<PublicUser> {
    return toPublicUser(await this.users.getById(id), viewer);
  }

  @Put(':id')
  @Authenticated()
  @ApiOperation({
    summary:
      "Edita el propio perfil (empresa, descripción, web, logo como data URL de imagen ≤ 5 MB). Los campos que no se envían no cambian; null o '' los vacían.",
  })
  @ApiOkResponse({ standardSchema: publicUserSchema })
  @ApiForbiddenResponse({ description: 'No es tu usuario', standardSchema: apiErrorSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  async update(
    @Param('id', { schema: idTextSchema }) id: number,
    @Body({ schema: updateUserSchema }) body: z.output<typeof updateUserSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<PublicUser> {
    return toPublicUser(await this.users.update(id, caller, body), caller);
  }
}
