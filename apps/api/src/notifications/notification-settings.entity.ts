import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn, NullableColumn } from '../database/columns';
import type { AlertFrequency } from '@reformas/shared-types';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';

/**
 * An account's notification switches (/profile/notificaciones). No row: every kind on, alerts as a daily digest
 * of the profile's services around its postal code. `alertTypes`/`alertAreas` null: taken from the worker
 * profile. `lastDigestAt`: when the last daily digest was decided (the next one covers what came after).
 */
@Entity('notification_settings')
export class NotificationSettingsRow {
  @PrimaryColumn('int', { primaryKeyConstraintName: 'notification_settings_pkey' })
  userId: number;

  @UserLink({ column: 'userId', constraint: 'notification_settings_userId_fkey' })
  user: User;

  @Column('boolean', { default: true })
  unreadMessages: boolean;

  @Column('boolean', { default: true })
  reviews: boolean;

  @Column('boolean', { default: true })
  requestAlerts: boolean;

  @Column('boolean', { default: true })
  quotes: boolean;

  @Column('text', { default: 'daily' })
  alertFrequency: AlertFrequency;

  @Column('text', { array: true, nullable: true })
  alertTypes: string[] | null;

  @Column('text', { array: true, nullable: true })
  alertAreas: string[] | null;

  @NullableColumn('timestamptz')
  lastDigestAt: Date | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}

export const notificationSettings = defineTable(NotificationSettingsRow, { auto: ['updatedAt'] });
