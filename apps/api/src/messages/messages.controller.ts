import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  chatMessageSchema,
  contactSchema,
  conversationQuerySchema,
  idTextSchema,
  markReadSchema,
  sendMessageSchema,
  z,
  type ChatMessage,
  type Contact,
} from '@reformas/shared-types';
import { Authenticated, SignedInUser } from '../auth/auth.decorators';
import type { SessionUser } from '@reformas/shared-types';
import { MessagesService } from './messages.service';

const markReadResultSchema = z.object({ updated: z.number().int() });

@ApiTags('messages')
@Controller()
@Authenticated()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get('messages')
  @ApiOperation({
    summary: 'La conversación entre userId1 y userId2 (más antiguos primero); solo para participantes.',
  })
  @ApiOkResponse({ standardSchema: chatMessageSchema, isArray: true })
  @ApiForbiddenResponse({ standardSchema: apiErrorSchema })
  conversation(
    @Query({ schema: conversationQuerySchema }) query: z.output<typeof conversationQuerySchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<ChatMessage[]> {
    return this.messages.conversation(query.userId1, query.userId2, caller);
  }

  @Post('messages')
  @ApiOperation({
    summary: 'Envía un mensaje como el usuario de la sesión (1 a 2000 caracteres tras recortar espacios).',
  })
  @ApiCreatedResponse({ standardSchema: chatMessageSchema })
  @ApiForbiddenResponse({ description: 'senderId de otro usuario', standardSchema: apiErrorSchema })
  @ApiNotFoundResponse({ description: 'El destinatario no existe', standardSchema: apiErrorSchema })
  send(
    @Body({ schema: sendMessageSchema }) body: z.output<typeof sendMessageSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<ChatMessage> {
    return this.messages.send(body, caller);
  }

  @Put('messages/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marca como leídos los mensajes de senderId a receiverId; solo el destinatario.' })
  @ApiOkResponse({ standardSchema: markReadResultSchema })
  @ApiForbiddenResponse({ standardSchema: apiErrorSchema })
  markRead(
    @Body({ schema: markReadSchema }) body: z.output<typeof markReadSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<{ updated: number }> {
    return this.messages.markRead(body, caller);
  }

  @Get('users/:id/contacts')
  @ApiOperation({
    summary:
      'Contactos (con quién se han intercambiado mensajes), con la hora del último y los no leídos; solo los propios.',
  })
  @ApiOkResponse({ standardSchema: contactSchema, isArray: true })
  @ApiForbiddenResponse({ standardSchema: apiErrorSchema })
  contacts(
    @Param('id', { schema: idTextSchema }) id: number,
    @SignedInUser() caller: SessionUser,
  ): Promise<Contact[]> {
    return this.messages.contacts(id, caller);
  }
}
