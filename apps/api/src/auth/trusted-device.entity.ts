import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';
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

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_trusted_devices_user' })
  user: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const trustedDevices = defineTable(TrustedDevice, { auto: ['createdAt'] });
