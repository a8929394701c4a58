import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@reformas/shared-types';
import { Sql, type SqlTransaction } from '../database/sql';
import { MailOutbox } from '../mail/mail-outbox';
import { renderMail, type MailContent } from '../mail/mail-templates';
import { users } from '../users/user.entity';
import { notificationSettings } from './notification-settings.entity';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** What the unsubscribe link says it stops, per kind. */
const STOP_LABEL: Record<NotificationKind, string> = {
  unreadMessages: 'No quiero más avisos de mensajes sin leer',
  reviews: 'No quiero más avisos de valoraciones',
  requestAlerts: 'No quiero más alertas de solicitudes',
  quotes: 'No quiero más avisos de presupuestos',
};

/**
 * Decides a notification e-mail in the caller's transaction: written to the outbox only when the account's address
 * is confirmed and that kind is on, with its one-click unsubscribe (a link in the foot, and the List-Unsubscribe
 * headers of RFC 8058 that mail providers show as a button and POST to).
 */
@Injectable()
export class Notices {
  private readonly recipientSql: (kind: NotificationKind) => string;

  constructor(
    db: Sql,
    private readonly outbox: MailOutbox,
    private readonly tokens: UnsubscribeTokens,
  ) {
    const u = db.table(users);
    const s = db.table(notificationSettings);
    this.recipientSql = (kind) => `SELECT ${u.col('name', 'u')} AS "name", ${u.col('email', 'u')} AS "email"
      FROM ${u.name} u LEFT JOIN ${s.name} s ON ${s.col('userId', 's')} = ${u.col('id', 'u')}
      WHERE ${u.col('id', 'u')} = $1 AND ${u.col('emailVerifiedAt', 'u')} IS NOT NULL AND coalesce(${s.col(kind, 's')}, true)`;
  }

  /** An address of the site (PUBLIC_URL + path), for the e-mails' links. */
  link(path: string): string {
    return this.outbox.link(path);
  }

  /** Whether it was written (false: address unconfirmed, kind off, or no such account). */
  async send(
    tx: Pick<SqlTransaction, 'rows' | 'execute'>,
    userId: number,
    kind: NotificationKind,
    key: string,
    contentOf: (recipient: { name: string }) => MailContent,
  ): Promise<boolean> {
    const [recipient] = await tx.rows<{ name: string; email: string }>(this.recipientSql(kind), [userId]);
    if (!recipient) return false;
    const token = await this.tokens.sign(userId, kind, tx);
    const oneClick = this.outbox.link(`/api/notifications/unsubscribe?token=${token}`);
    const content = contentOf(recipient);
    const mail = await renderMail(
      { ...content, unsubscribe: { url: this.outbox.link(`/baja?token=${token}`), label: STOP_LABEL[kind] } },
      this.outbox.site,
    );
    await this.outbox.add(
      {
        key,
        to: recipient.email,
        kind,
        ...mail,
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      tx,
    );
    return true;
  }
}
