import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CounterColumn, CreatedAtColumn, NullableColumn } from '../database/columns';
import { defineTable } from '../database/table';
import type { JsonColumn } from '../database/table';

/**
 * The outbox: an e-mail decided, written in the same transaction as what caused it, and sent later by a mail
 * sender (mail-sender.ts). `key` says what it is for (one password reset, one notice): the same key twice is one
 * e-mail. A row is due while neither sent nor given up; a sender holds it until `lockedUntil`.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', { synchronize: false })
// The daily cap's count of what went to one address in the last day (mail-sender.ts).
@Index('IDX_mail_outbox_recipient_sent', { synchronize: false })
export class OutgoingMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_mail_outbox_key', { unique: true })
  @Column('text')
  key: string;

  @Column('text')
  recipient: string;

  // What kind of e-mail (password-reset, password-changed…): the daily cap and the records count by it.
  @Column('text')
  kind: string;

  @Column('text')
  subject: string;

  @Column('text')
  html: string;

  @Column('text')
  text: string;

  @Column('jsonb', { default: () => "'{}'" })
  headers: JsonColumn<Record<string, string>>;

  @CounterColumn()
  attempts: number;

  @Column('timestamptz', { default: () => 'now()' })
  nextAttemptAt: Date;

  @NullableColumn('timestamptz')
  lockedUntil: Date | null;

  @NullableColumn('timestamptz')
  sentAt: Date | null;

  @NullableColumn('timestamptz')
  failedAt: Date | null;

  @NullableColumn('text')
  lastError: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}

export const outgoingMail = defineTable(OutgoingMail, { auto: ['id', 'createdAt'] });
