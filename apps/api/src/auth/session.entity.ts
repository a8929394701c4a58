import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, NullableColumn } from '../database/columns';
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

  @CreatedAtColumn()
  createdAt: Date;

  // The last request made with it, to SESSION_SEEN_SECONDS (a write at most that often, not on every request).
  @NullableColumn('timestamptz')
  lastSeenAt: Date | null;

  // The browser's User-Agent when it signed in (cut to 400 characters): 'Chrome en Windows' on /profile/cuenta.
  @NullableColumn('text')
  userAgent: string | null;

  // When an operator gave their TOTP code in this session: the console's calls need it (operators/), and it ends
  // with the session, after OPERATOR_TOTP_HOURS, or at once when the role is revoked.
  @NullableColumn('timestamptz')
  totpVerifiedAt: Date | null;
}

export const sessions = defineTable(Session, { auto: ['createdAt'] });
