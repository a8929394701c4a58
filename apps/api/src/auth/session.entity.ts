import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/** Server-side session: the cookie holds a random token, the table only its SHA-256. */
@Entity('sessions')
export class Session {
  @PrimaryColumn('text')
  id: string;

  @Index('IDX_sessions_userId')
  @Column('int')
  userId: number;

  @UserLink({ column: 'userId', constraint: 'sessions_userId_fkey' })
  user: User;

  @Column('timestamptz')
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const sessions = defineTable(Session, { auto: ['createdAt'] });
