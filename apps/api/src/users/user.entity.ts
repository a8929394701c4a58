import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, NullableColumn } from '../database/columns';
import type { UserType } from '@reformas/shared-types';
import { defineTable, type ColumnKey, type Table } from '../database/table';

@Entity('users')
@Check(
  'users_userType_check',
  `"userType" = ANY (ARRAY['professional'::text, 'client'::text, 'cleaning'::text])`,
)
@Index('UQ_users_email_lower', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_users_username', { unique: true })
  @Column('text')
  username: string;

  // scrypt hash; never leaves the server.
  @Column('text', { select: false })
  password: string;

  @Column('text')
  name: string;

  // Unique ignoring case: the migration creates a unique index on lower(email).
  @Column('text')
  email: string;

  @NullableColumn('text')
  phone: string | null;

  @Column('text')
  userType: UserType;

  // The one company name of the account: /profile/edit and the worker profile form both edit it, the directory
  // shows and searches it (docs/product.md §4).
  @NullableColumn('text')
  companyName: string | null;

  @NullableColumn('text')
  description: string | null;

  // The address of the logo's image in the media store (/api/media/<hash>-192.webp), never the image itself.
  @NullableColumn('text')
  logoUrl: string | null;

  @NullableColumn('text')
  websiteUrl: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  // When its owner opened the confirmation link sent to `email`; null until then (docs/decisions.md, "E-mail").
  @NullableColumn('timestamptz')
  emailVerifiedAt: Date | null;

  // When the account was deleted ('Eliminar mi cuenta'): every personal column was erased then; the row stays so that
  // what refers to its id (messages others received, reviews, reports kept for a term) still holds (docs/privacy.md).
  @NullableColumn('timestamptz')
  deletedAt: Date | null;
}

export const users = defineTable(User, { auto: ['id', 'createdAt'], hidden: ['password'] });

/**
 * The SELECT (or RETURNING) item `"emailVerified"`: whether the account whose id is `ownerId` (a column of the
 * outer row) confirmed its address, false without one. The one fact about an address that public answers carry
 * (docs/decisions.md, "Account settings (issue 32)"); a primary-key lookup per row, in the same statement.
 */
export function emailVerifiedOf<A extends ColumnKey<User>, H extends ColumnKey<User>>(
  u: Table<User, A, H>,
  ownerId: string,
): string {
  return `coalesce((SELECT ${u.col('emailVerifiedAt', 'v')} IS NOT NULL FROM ${u.name} v WHERE ${u.col('id', 'v')} = ${ownerId}), false) AS "emailVerified"`;
}
