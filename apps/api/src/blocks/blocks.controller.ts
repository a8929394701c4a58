import { Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { blockSchema, type Block, type SessionUser } from '@reformas/shared-types';
import { SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam } from '../common/api-route';
import { BlocksService } from './blocks.service';

@ApiTags('messages')
@Controller('blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @ApiRoute({
    summary: 'Las personas que el usuario de la sesión ha bloqueado, la más reciente primero.',
    signedIn: true,
    list: blockSchema,
  })
  list(@SignedInUser() caller: SessionUser): Promise<Block[]> {
    return this.blocks.blockedBy(caller);
  }

  @Put(':id')
  @HttpCode(204)
  @ApiRoute({
    summary:
      "'Bloquear': la persona `id` ya no puede escribir al usuario de la sesión (sus mensajes se rechazan con 403 y no se guardan) ni recibe nada nuevo de él; tampoco él le escribe mientras dure el bloqueo.",
    description: 'Bloquear dos veces no cambia nada.',
    signedIn: true,
    noContent: 'Bloqueada',
    badRequest: 'Uno mismo',
    notFound: 'La persona no existe',
  })
  async block(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<void> {
    await this.blocks.block(caller, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({
    summary: "'Desbloquear': vuelve a aceptar mensajes de la persona `id`.",
    signedIn: true,
    noContent: 'Desbloqueada (o no lo estaba)',
  })
  async unblock(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<void> {
    await this.blocks.unblock(caller, id);
  }
}
