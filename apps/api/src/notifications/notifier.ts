import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { RequestAlerts } from './request-alerts';
import { UnreadMessageNotices } from './unread-message-notices';

/**
 * Decides the notification e-mails nothing else decides at the moment it happens, in every API process, every
 * NOTIFY_POLL_MS: unread messages past their window, the alerts of new requests, the day's digests. Each is
 * written to the outbox under a key that says what it is for, so two processes deciding the same one write one
 * e-mail; the mail senders send them.
 */
@Injectable()
export class Notifier implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Notifier');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly unread: UnreadMessageNotices,
    private readonly alerts: RequestAlerts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(this.config.NOTIFY_POLL_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async round(): Promise<void> {
    await this.unread.decide();
    await this.alerts.decideNew();
    await this.alerts.decideDigests();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round()
        .catch((error: unknown) => this.log.warn(`Ronda de avisos fallida: ${(error as Error).message}`))
        .finally(() => this.schedule(this.config.NOTIFY_POLL_MS));
    }, delay);
    this.timer.unref();
  }
}
