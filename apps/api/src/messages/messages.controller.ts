import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  chatMessageSchema,
  contactSchema,
  conversationQuerySchema,
  eventsQuerySchema,
  unreadCountSchema,
  markReadSchema,
  sendMessageSchema,
  z,
  type ChatMessage,
  type Contact,
  type SessionUser,
  type UnreadCount,
} from '@reformas/shared-types';
import { Authenticated, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam } from '../common/api-route';
import { MessagesService } from './messages.service';
import { EventStream } from './event-stream';

const markReadResultSchema = z.object({ updated: z.number().int() });

@ApiTags('messages')
@Controller()
@Authenticated()
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly stream: EventStream,
  ) {}

  @Get('messages')
  @ApiRoute({
    summary:
      'La conversación entre userId1 y userId2: los últimos `limit` (50, máx. 100) con id menor que `before`, más antiguos primero; X-Has-More dice si hay anteriores. Solo para participantes.',
    list: chatMessageSchema,
    forbidden: true,
  })
  async conversation(
    @Query({ schema: conversationQuerySchema }) query: z.output<typeof conversationQuerySchema>,
    @SignedInUser() caller: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChatMessage[]> {
    const page = await this.messages.conversation(query, caller);
    void reply.header('x-has-more', String(page.hasMore));
    return page.items;
  }

  @Get('messages/unread-count')
  @ApiRoute({
    summary: 'Cuántos mensajes recibidos quedan sin leer (el contador de la cabecera).',
    ok: unreadCountSchema,
  })
  unreadCount(@SignedInUser() caller: SessionUser): Promise<UnreadCount> {
    return this.messages.unreadCount(caller);
  }

  @Post('messages')
  @ApiRoute({
    summary:
      'Envía un mensaje como el usuario de la sesión (1 a 2000 caracteres tras recortar espacios). Con `clientKey`, un reintento devuelve el mensaje ya guardado (200) sin duplicarlo.',
    created: chatMessageSchema,
    forbidden: 'senderId de otro usuario',
    notFound: 'El destinatario no existe',
    tooMany:
      'Más de LIMIT_MESSAGES_PER_MINUTE mensajes en un minuto, o más de LIMIT_NEW_CONVERSATIONS_PER_DAY conversaciones nuevas en un día; no se guarda (un reintento con el mismo clientKey no cuenta).',
  })
  async send(
    @Body({ schema: sendMessageSchema }) body: z.output<typeof sendMessageSchema>,
    @SignedInUser() caller: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChatMessage> {
    const { message, created } = await this.messages.send(body, caller);
    if (!created) void reply.status(200);
    return message;
  }

  @Get('events')
  @ApiOperation({
    summary:
      'Canal de eventos (Server-Sent Events) del usuario de la sesión: `message` (id = id del mensaje, data = el mensaje) para los mensajes que envía o recibe, y `read` ({readerId, senderId, upToId}) cuando se leen. Abierto sin Last-Event-ID, empieza con `cursor` (id = data = id del último mensaje del usuario): desde ahí se reanuda aunque no llegue ningún mensaje. Reanuda con la cabecera Last-Event-ID o ?lastEventId= sin perder ni repetir mensajes.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Id del último mensaje recibido' })
  @ApiOkResponse({ content: { 'text/event-stream': { schema: { type: 'string' } } } })
  async events(
    @Query({ schema: eventsQuerySchema }) query: z.output<typeof eventsQuerySchema>,
    @SignedInUser() caller: SessionUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const header = request.headers['last-event-id'];
    const lastId =
      typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : query.lastEventId;
    await this.stream.open(caller, lastId, request, reply);
  }

  @Put('messages/read')
  @HttpCode(200)
  @ApiRoute({
    summary: 'Marca como leídos los mensajes de senderId a receiverId; solo el destinatario.',
    ok: markReadResultSchema,
    forbidden: true,
  })
  markRead(
    @Body({ schema: markReadSchema }) body: z.output<typeof markReadSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<{ updated: number }> {
    return this.messages.markRead(body, caller);
  }

  @Get('users/:id/contacts')
  @ApiRoute({
    summary:
      'Contactos (con quién se han intercambiado mensajes), con la hora del último y los no leídos; solo los propios.',
    list: contactSchema,
    forbidden: true,
  })
  contacts(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<Contact[]> {
    return this.messages.contacts(id, caller);
  }
}
