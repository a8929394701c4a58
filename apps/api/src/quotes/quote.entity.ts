import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn, NullableColumn } from '../database/columns';
import type { QuoteLine } from '@reformas/shared-types';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable, type JsonColumn } from '../database/table';
import { RenovationProject } from '../projects/renovation-project.entity';

/**
 * A professional's written quote on a request (docs/decisions.md, "Quotes and hiring"): one per pair (the unique
 * key answers the 409 of a second one), removed with the request or the professional. Its firm's name and NIF/CIF
 * are copied when it is sent or revised: a written quote is a document, not a view of a profile that may change.
 * 'expired' is never stored: a sent or viewed quote past its validUntil (a day in Spain) reads as expired.
 */
@Entity('quotes')
@Index('UQ_quotes_project_professional', ['projectId', 'professionalId'], { unique: true })
// 'Mis presupuestos' newest first, and the reminder's pending quotes by validity (both in the migration: TypeORM
// describes neither DESC keys nor partial indexes).
@Index('IDX_quotes_professional_created', { synchronize: false })
@Index('IDX_quotes_pending_valid', { synchronize: false })
@Check('quotes_vat_rate_check', `"vatRate" IN (10, 21)`)
@Check('quotes_status_check', `"status" IN ('sent', 'viewed', 'accepted', 'not_selected', 'withdrawn')`)
export class Quote {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_quotes' })
  id: number;

  @Column('int')
  projectId: number;

  @ManyToOne(() => RenovationProject, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId', foreignKeyConstraintName: 'quotes_projectId_fkey' })
  project: RenovationProject;

  @Column('int')
  professionalId: number;

  @UserLink({ column: 'professionalId', constraint: 'quotes_professionalId_fkey' })
  professional: User;

  // [{ concept, amountCents }], 1 to 50, read whole with the row.
  @Column('jsonb')
  lines: JsonColumn<QuoteLine[]>;

  @Column('int')
  vatRate: number;

  @Column('int')
  subtotalCents: number;

  @Column('int')
  vatCents: number;

  @Column('int')
  totalCents: number;

  // Days in Spain ('YYYY-MM-DD'), read as text.
  @Column('date')
  startDate: string;

  @Column('int')
  durationDays: number;

  @Column('date')
  validUntil: string;

  @Column('int')
  warrantyMonths: number;

  @NullableColumn('text')
  message: string | null;

  @Column('text', { default: 'sent' })
  status: string;

  @Column('text')
  firmName: string;

  @Column('text')
  taxId: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  // When the request's owner first read it ('Visto'); null again after a revision.
  @NullableColumn('timestamptz')
  viewedAt: Date | null;

  // When it was accepted, not selected or withdrawn.
  @NullableColumn('timestamptz')
  decidedAt: Date | null;
}

export const quotes = defineTable(Quote, { auto: ['id', 'createdAt', 'updatedAt'] });

/**
 * What a quote says, as sent and as each revision rewrites it: the professional's lines and terms and the firm's
 * name copied then. Its firm's NIF/CIF (taxId) is written with them but read apart: a data export shows it only to
 * the quote's author.
 */
export const QUOTE_TERMS = [
  'lines',
  'vatRate',
  'subtotalCents',
  'vatCents',
  'totalCents',
  'startDate',
  'durationDays',
  'validUntil',
  'warrantyMonths',
  'message',
  'firmName',
] as const;
