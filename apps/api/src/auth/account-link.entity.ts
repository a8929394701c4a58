import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, NullableColumn } from '../database/columns';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/** What an e-mailed link does when opened ('change-email': makes its address the account's, /profile/cuenta). */
export type AccountLinkPurpose = 'password-reset' | 'verify-email' | 'change-email';

/**
 * A link e-mailed to an account's owner (a password reset, an address confirmation): the e-mail holds a random
 * token, the table only its SHA-256, with the address it went to; it works until `expiresAt`, once.
 */
@Entity('account_links')
export class AccountLink {
  @PrimaryColumn('text')
  id: string;

  @Index('IDX_account_links_userId')
  @Column('int')
  userId: number;

  @UserLink({ column: 'userId', constraint: 'account_links_userId_fkey' })
  user: User;

  @Column('text')
  purpose: AccountLinkPurpose;

  @Column('text')
  email: string;

  @Column('timestamptz')
  expiresAt: Date;

  @NullableColumn('timestamptz')
  usedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}

export const accountLinks = defineTable(AccountLink, { auto: ['createdAt'] });
