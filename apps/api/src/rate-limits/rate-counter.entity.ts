import { Column, Entity, PrimaryColumn } from 'typeorm';
import { defineTable } from '../database/table';
import { CounterColumn, NullableColumn } from '../database/columns';

/**
 * Request counters shared by every API process through the database: one row per key, a fixed window, and for
 * accounts' failed logins a growing delay. Login and registration ('ip:…', 'pair:…', 'acct:…', 'register:…'),
 * writes per account ('write:…') and anonymous writes per address ('write:…:addr-<SHA-256 of the address>'). The
 * table keeps the name it had when only logins were counted.
 */
@Entity('auth_throttle')
export class AuthThrottle {
  @PrimaryColumn('varchar', { length: 320 })
  key: string;

  @CounterColumn()
  count: number;

  @Column('timestamptz', { default: () => 'now()' })
  windowStart: Date;

  @NullableColumn('timestamptz')
  blockedUntil: Date | null;
}

export const authThrottle = defineTable(AuthThrottle);
