import { Global, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox';
import { MailSender } from './mail-sender';

/** E-mail: the outbox any module writes to, and the sender that empties it (docs/decisions.md, "E-mail"). */
@Global()
@Module({ providers: [MailOutbox, MailSender], exports: [MailOutbox] })
export class MailModule {}
