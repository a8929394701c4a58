import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * A link that confirms an e-mail address: the e-mail holds a random token, the table only its SHA-256, with the
 * address it was sent to (it confirms that one only, if the account's address changed since).
 */
@Entity('email_verifications')
export class EmailVerification {
  @PrimaryColumn('text')
  id: string;

  @Index('IDX_email_verifications_userId')
  @Column('int')
  userId: number;

  @UserLink({ column: 'userId', constraint: 'email_verifications_userId_fkey' })
  user: User;

  @Column('text')
  email: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const emailVerifications = defineTable(EmailVerification, { auto: ['createdAt'] });
