import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { PollingLoop } from '../common/polling-loop';
import { QuoteReminders } from './quote-reminders';
import { RequestAlerts } from './request-alerts';
import { UnreadMessageNotices } from './unread-message-notices';

/**
 * Decides the notification e-mails nothing else decides at the moment it happens, in every API process, every
 * NOTIFY_POLL_MS: unread messages past their window, the alerts of new requests, the day's digests, the
 * reminders of quotes about to expire. Each is
 * written to the outbox under a key that says what it is for, so two processes deciding the same one write one
 * e-mail; the mail senders send them.
 */
@Injectable()
export class Notifier implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly loop: PollingLoop;

  constructor(
    private readonly unread: UnreadMessageNotices,
    private readonly alerts: RequestAlerts,
    private readonly quoteReminders: QuoteReminders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.loop = new PollingLoop(
      async () => {
        await this.unread.decide();
        await this.alerts.decideNew();
        await this.alerts.decideDigests();
        await this.quoteReminders.decide();
        return config.NOTIFY_POLL_MS;
      },
      config.NOTIFY_POLL_MS,
      new Logger('Notifier'),
      'Ronda de avisos fallida',
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start(this.config.NOTIFY_POLL_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }
}
