import { Inject, Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Sql } from '../database/sql';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { PollingJob } from '../common/polling-loop';
import { outgoingMail } from './outgoing-mail.entity';

/** Temporary failures are retried this many times, waiting longer each time (30 s, 1 min, 2 min… at most 1 h). */
const MAX_ATTEMPTS = 10;
const backoffSeconds = (first: number, attempts: number) =>
  Math.min(3600, first * 2 ** Math.max(0, attempts - 1));

type DueMail = {
  id: number;
  key: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
  sentToday: number;
};

/** 4xx replies and failed connections may pass later; a 5xx reply (no such mailbox, refused) will not. */
function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
}

function statements(db: Sql) {
  const t = db.table(outgoingMail);
  const c = (key: Parameters<typeof t.col>[0]) => t.col(key);
  const due = `${c('sentAt')} IS NULL AND ${c('failedAt')} IS NULL`;
  return {
    // Several senders (one per API process) never take the same row: SKIP LOCKED passes over the rows another
    // is taking, and the lease keeps them its own until it has sent them or died.
    claim: `UPDATE ${t.name} m SET ${c('lockedUntil')} = now() + make_interval(secs => $2), ${c('attempts')} = m.${c('attempts')} + 1
      FROM (SELECT ${c('id')} FROM ${t.name}
            WHERE ${due} AND ${c('nextAttemptAt')} <= now() AND (${c('lockedUntil')} IS NULL OR ${c('lockedUntil')} < now())
            ORDER BY ${c('nextAttemptAt')}, ${c('id')} LIMIT $1 FOR UPDATE SKIP LOCKED) AS picked
      WHERE m.${c('id')} = picked.${c('id')}
      RETURNING m.${c('id')} AS "id", m.${c('key')} AS "key", m.${c('recipient')} AS "recipient", m.${c('subject')} AS "subject",
        m.${c('html')} AS "html", m.${c('text')} AS "text", m.${c('headers')} AS "headers", m.${c('attempts')} AS "attempts",
        (SELECT count(*)::int FROM ${t.name} s WHERE lower(s.${c('recipient')}) = lower(m.${c('recipient')})
           AND s.${c('sentAt')} > now() - interval '1 day') AS "sentToday"`,
    sent: `UPDATE ${t.name} SET ${c('sentAt')} = now(), ${c('lockedUntil')} = NULL, ${c('lastError')} = NULL WHERE ${c('id')} = $1`,
    retry: `UPDATE ${t.name} SET ${c('lockedUntil')} = NULL, ${c('lastError')} = $2,
      ${c('nextAttemptAt')} = now() + make_interval(secs => $3) WHERE ${c('id')} = $1`,
    failed: `UPDATE ${t.name} SET ${c('failedAt')} = now(), ${c('lockedUntil')} = NULL, ${c('lastError')} = $2 WHERE ${c('id')} = $1`,
  };
}

/**
 * Sends what the outbox holds, in every API process: every MAIL_POLL_MS it takes up to MAIL_BATCH e-mails due and
 * sends them with nodemailer through SMTP_URL. Sent: marked. A temporary failure: tried again later, with backoff.
 * A permanent one, too many attempts, or an address past its daily cap: given up, with the reason kept in
 * `lastError`. Without SMTP_URL nothing is sent (the e-mails wait).
 */
@Injectable()
export class MailSender extends PollingJob {
  private readonly sql: ReturnType<typeof statements>;
  private transport: Transporter | null = null;

  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({
      name: 'MailSender',
      failure: 'Ronda de envío fallida',
      retryMs: config.MAIL_POLL_MS,
      firstAfterMs: 0,
    });
    this.sql = statements(db);
  }

  // A full batch taken: the next at once; else after MAIL_POLL_MS.
  protected async round(): Promise<number> {
    return (await this.sendDue()) >= this.config.MAIL_BATCH ? 0 : this.config.MAIL_POLL_MS;
  }

  override onApplicationBootstrap(): void {
    if (!this.config.SMTP_URL) {
      this.log.warn('Sin SMTP_URL: los correos esperan en la cola y no se envían');
      return;
    }
    const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY } = this.config;
    // One kept-open connection rather than one per e-mail (bench:mail: about a quarter less CPU per e-mail in the
    // API, and no handshake per e-mail with a real relay).
    this.transport = createTransport(
      { url: this.config.SMTP_URL, pool: true, maxConnections: 1 },
      {
        from: this.config.MAIL_FROM,
        ...(DKIM_DOMAIN && DKIM_SELECTOR && DKIM_PRIVATE_KEY
          ? { dkim: { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey: DKIM_PRIVATE_KEY } }
          : {}),
      },
    );
    super.onApplicationBootstrap();
  }

  override async onModuleDestroy(): Promise<void> {
    await super.onModuleDestroy();
    this.transport?.close();
  }

  /** Sends one round now (tests; the loop calls it too): how many e-mails it took. */
  async sendDue(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const batch = await this.db.rows<DueMail>(this.sql.claim, [
      this.config.MAIL_BATCH,
      this.config.MAIL_LEASE_SECONDS,
    ]);
    for (const mail of batch) {
      if (this.loop.stopped) break;
      if (mail.sentToday >= this.config.MAIL_DAILY_CAP) {
        await this.db.execute(this.sql.failed, [mail.id, 'Tope diario de correos a esta dirección']);
        continue;
      }
      try {
        await transport.sendMail({
          to: mail.recipient,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
          // One e-mail, one Message-ID, whichever sender sends it and however often: a resend after a crash is
          // recognisably the same message.
          messageId: `<${mail.key.replace(/[^A-Za-z0-9._-]/g, '.')}@${new URL(this.config.PUBLIC_URL).hostname}>`,
        });
        await this.db.execute(this.sql.sent, [mail.id]);
      } catch (error) {
        const reason = String((error as Error).message ?? error).slice(0, 500);
        if (isTemporary(error) && mail.attempts < MAX_ATTEMPTS) {
          await this.db.execute(this.sql.retry, [
            mail.id,
            reason,
            backoffSeconds(this.config.MAIL_RETRY_SECONDS, mail.attempts),
          ]);
        } else {
          this.log.warn(`Correo ${mail.key} abandonado: ${reason}`);
          await this.db.execute(this.sql.failed, [mail.id, reason]);
        }
      }
    }
    return batch.length;
  }
}
