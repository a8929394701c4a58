import { Global, Module } from '@nestjs/common';
import { Notices } from './notices';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsController } from './notifications.controller';
import { Notifier } from './notifier';
import { QuoteReminders } from './quote-reminders';
import { RequestAlerts } from './request-alerts';
import { UnreadMessageNotices } from './unread-message-notices';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Notification e-mails (docs/decisions.md, "Notification e-mails"): the settings and unsubscribe links, `Notices`
 * that other modules call in their transactions (reviews), and the notifier that decides the rest.
 */
@Global()
@Module({
  controllers: [NotificationsController],
  providers: [
    Notices,
    NotificationSettingsService,
    UnsubscribeTokens,
    UnreadMessageNotices,
    RequestAlerts,
    QuoteReminders,
    Notifier,
  ],
  exports: [Notices],
})
export class NotificationsModule {}
