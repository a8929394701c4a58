import { Module } from '@nestjs/common';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { ChatEvents } from './chat-events';
import { EventStream } from './event-stream';
import { ResponseTimesModule } from '../response-times/response-times.module';

@Module({
  imports: [ResponseTimesModule],
  controllers: [MessagesController],
  providers: [MessagesService, ChatEvents, EventStream],
})
export class MessagesModule {}
