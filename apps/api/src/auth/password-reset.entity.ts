import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/** A password-reset link: the e-mail holds a random token, the table only its SHA-256; used once, then spent. */
@Entity('password_resets')
export class PasswordReset {
  @PrimaryColumn('text')
  id: string;

  @Index('IDX_password_resets_userId')
  @Column('int')
  userId: number;

  @UserLink({ column: 'userId', constraint: 'password_resets_userId_fkey' })
  user: User;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const passwordResets = defineTable(PasswordReset, { auto: ['createdAt'] });
