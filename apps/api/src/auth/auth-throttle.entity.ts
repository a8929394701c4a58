import { Column, Entity, PrimaryColumn } from 'typeorm';
import { defineTable } from '../database/table';

/**
 * Login and registration attempt counters, shared by every API process through the database: one row per
 * key ('ip:…', 'pair:…', 'acct:…', 'register:…'), a fixed window, and for accounts a growing delay.
 */
@Entity('auth_throttle')
export class AuthThrottle {
  @PrimaryColumn('varchar', { length: 320 })
  key: string;

  @Column('int', { default: 0 })
  count: number;

  @Column('timestamptz', { default: () => 'now()' })
  windowStart: Date;

  @Column('timestamptz', { nullable: true })
  blockedUntil: Date | null;
}

export const authThrottle = defineTable(AuthThrottle);
