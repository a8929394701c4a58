import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * A browser that has signed in to an account before (cookie 'dev', only its SHA-256 stored): someone else's
 * wrong passwords slow the account down everywhere except in the owner's own browsers.
 */
@Entity('trusted_devices')
export class TrustedDevice {
  @PrimaryColumn('varchar', { length: 64 })
  tokenHash: string;

  @Index('IDX_trusted_devices_userId')
  @Column('int')
  userId: number;

  @UserLink({ column: 'userId', constraint: 'FK_trusted_devices_user' })
  user: User;

  @CreatedAtColumn()
  createdAt: Date;
}

export const trustedDevices = defineTable(TrustedDevice, { auto: ['createdAt'] });
