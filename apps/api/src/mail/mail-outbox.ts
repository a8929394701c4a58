import { Inject, Injectable } from '@nestjs/common';
import { Sql, type SqlTransaction } from '../database/sql';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { outgoingMail } from './outgoing-mail.entity';
import type { MailSite, RenderedMail } from './mail-templates';

/** An e-mail to decide: what it is for (its idempotency key), to whom, of what kind, and its words. */
export type NewMail = RenderedMail & {
  key: string;
  to: string;
  kind: string;
  headers?: Record<string, string>;
};

/**
 * Writes e-mails into the outbox, inside the caller's transaction when it has one: the e-mail exists exactly when
 * what caused it does (a crash in between loses neither). The same key twice is one e-mail. The mail senders
 * (mail-sender.ts) send them.
 */
@Injectable()
export class MailOutbox {
  private readonly insert: string;

  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const t = db.table(outgoingMail);
    const columns = (['key', 'recipient', 'kind', 'subject', 'html', 'text', 'headers'] as const).map((c) =>
      t.col(c),
    );
    this.insert = `INSERT INTO ${t.name} (${columns.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7)
      ON CONFLICT (${t.col('key')}) DO NOTHING`;
  }

  /** The site as the e-mails name it, and the base of their links. */
  get site(): MailSite {
    return {
      name: this.config.LEGAL_NAME,
      address: this.config.LEGAL_ADDRESS,
      publicUrl: this.config.PUBLIC_URL.replace(/\/$/, ''),
    };
  }

  /** An address of the site: PUBLIC_URL + path. */
  link(path: string): string {
    return `${this.site.publicUrl}${path}`;
  }

  async add(mail: NewMail, tx: Pick<SqlTransaction, 'execute'> = this.db): Promise<void> {
    await tx.execute(this.insert, [
      mail.key,
      mail.to,
      mail.kind,
      mail.subject,
      mail.html,
      mail.text,
      JSON.stringify(mail.headers ?? {}),
    ]);
  }
}
