import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { PollingJob } from '../common/polling-loop';
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
export class Notifier extends PollingJob {
  constructor(
    private readonly unread: UnreadMessageNotices,
    private readonly alerts: RequestAlerts,
    private readonly quoteReminders: QuoteReminders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({
      name: 'Notifier',
      failure: 'Ronda de avisos fallida',
      retryMs: config.NOTIFY_POLL_MS,
      firstAfterMs: config.NOTIFY_POLL_MS,
    });
  }

  protected async round(): Promise<number> {
    await this.unread.decide();
    await this.alerts.decideNew();
    await this.alerts.decideDigests();
    await this.quoteReminders.decide();
    return this.config.NOTIFY_POLL_MS;
  }
}
