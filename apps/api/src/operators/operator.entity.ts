import { Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, NullableColumn } from '../database/columns';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * The operator role (docs/decisions.md, "Operators and TOTP"): a row here, written only by
 * `node dist/api/main.js operator grant|revoke <email>`, never by the API. A table of its own, not a column of
 * users: a grant or a revoke touches nothing of the account, and the secret never travels with a user's row.
 */
@Entity('operators')
export class Operator {
  @PrimaryColumn('int', { primaryKeyConstraintName: 'operators_pkey' })
  userId: number;

  @UserLink({ column: 'userId', constraint: 'operators_userId_fkey', one: true })
  user: User;

  // Base32, as authenticator apps take it: pending (shown by GET /api/admin/totp) until a first code confirms it.
  @NullableColumn('text')
  totpSecret: string | null;

  @NullableColumn('timestamptz')
  totpEnrolledAt: Date | null;

  // The time step of the last code accepted: a code is taken once (RFC 6238, 5.2), even by another session.
  @NullableColumn('int')
  totpLastStep: number | null;

  @CreatedAtColumn()
  grantedAt: Date;
}

export const operators = defineTable(Operator, { auto: ['grantedAt'] });
