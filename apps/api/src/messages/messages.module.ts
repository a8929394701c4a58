import { Module } from '@nestjs/common';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { ChatEvents } from './chat-events';
import { EventStream } from './event-stream';

@Module({ controllers: [MessagesController], providers: [MessagesService, ChatEvents, EventStream] })
export class MessagesModule {}
