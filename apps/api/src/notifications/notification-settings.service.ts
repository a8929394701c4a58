import { Injectable } from '@nestjs/common';
import {
  RENOVATION_TYPE_VALUES,
  isOneOf,
  maskEmail,
  parseServiceList,
  type NotificationKind,
  type NotificationSettings,
  type UnsubscribeAnswer,
} from '@reformas/shared-types';
import { Sql } from '../database/sql';
import { DomainError } from '../common/domain-error';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { notificationSettings } from './notification-settings.entity';
import { UnsubscribeTokens } from './unsubscribe-tokens';
import { SqlService } from '../database/sql-service';

type StoredSettings = Omit<NotificationSettings, 'alertTypes' | 'alertAreas'> & {
  alertTypes: string[] | null;
  alertAreas: string[] | null;
};

const DEFAULTS: StoredSettings = {
  unreadMessages: true,
  reviews: true,
  requestAlerts: true,
  quotes: true,
  alertFrequency: 'daily',
  alertTypes: null,
  alertAreas: null,
};

/** A professional's default alert area: their postal code's province (its first two digits), else their city. */
function defaultAreas(profile: { postalCode: string | null; city: string | null } | undefined): string[] {
  if (profile?.postalCode && /^\d{5}$/.test(profile.postalCode)) return [profile.postalCode.slice(0, 2)];
  return profile?.city ? [profile.city] : [];
}

function statements(db: Sql) {
  const s = db.table(notificationSettings);
  const w = db.table(workerProfiles);
  const u = db.table(users);
  const c = (key: Parameters<typeof s.col>[0]) => s.col(key);
  const fields = [
    'unreadMessages',
    'reviews',
    'requestAlerts',
    'quotes',
    'alertFrequency',
    'alertTypes',
    'alertAreas',
  ] as const;
  return {
    read: `SELECT ${fields.map((f) => `${c(f)} AS "${f}"`).join(', ')} FROM ${s.name} WHERE ${c('userId')} = $1`,
    profile: `SELECT ${w.col('services')} AS "services", ${w.col('postalCode')} AS "postalCode", ${w.col('city')} AS "city"
      FROM ${w.name} WHERE ${w.col('userId')} = $1`,
    save: `INSERT INTO ${s.name} (${c('userId')}, ${fields.map(c).join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
      ON CONFLICT (${c('userId')}) DO UPDATE SET ${fields.map((f) => `${c(f)} = excluded.${c(f)}`).join(', ')}, ${c('updatedAt')} = now()`,
    // One switch; the row made with the defaults when there was none.
    switchKind: (
      kind: NotificationKind,
    ) => `INSERT INTO ${s.name} (${c('userId')}, ${c(kind)}) VALUES ($1, $2)
      ON CONFLICT (${c('userId')}) DO UPDATE SET ${c(kind)} = excluded.${c(kind)}, ${c('updatedAt')} = now()`,
    email: `SELECT ${u.col('email')} AS "email" FROM ${u.name} WHERE ${u.col('id')} = $1`,
  };
}

/**
 * /profile/notificaciones: which notification e-mails an account wants (docs/decisions.md, "Notification
 * e-mails"), and the one-click unsubscribe links of the e-mails.
 */
@Injectable()
export class NotificationSettingsService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly tokens: UnsubscribeTokens,
  ) {
    super(db, statements);
  }

  /** The account's settings; a professional's alerts default to their profile's services and province. */
  async get(userId: number): Promise<NotificationSettings> {
    const stored = (await this.db.one<StoredSettings>(this.sql.read, [userId])) ?? DEFAULTS;
    let { alertTypes, alertAreas } = stored;
    if (alertTypes === null || alertAreas === null) {
      const profile = await this.db.one<{ services: string; postalCode: string | null; city: string | null }>(
        this.sql.profile,
        [userId],
      );
      alertTypes ??= parseServiceList(profile?.services).filter((t) => isOneOf(RENOVATION_TYPE_VALUES, t));
      alertAreas ??= defaultAreas(profile);
    }
    return { ...stored, alertTypes, alertAreas } as NotificationSettings;
  }

  async save(userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
    await this.db.execute(this.sql.save, [
      userId,
      settings.unreadMessages,
      settings.reviews,
      settings.requestAlerts,
      settings.quotes,
      settings.alertFrequency,
      [...new Set(settings.alertTypes)],
      [...new Set(settings.alertAreas)],
    ]);
    return this.get(userId);
  }

  /** The unsubscribe link (and its way back): 400 'El enlace no es válido o ha caducado.' for a token not ours. */
  async setByToken(token: string, subscribed: boolean): Promise<UnsubscribeAnswer> {
    const target = await this.tokens.verify(token);
    const account = target && (await this.db.one<{ email: string }>(this.sql.email, [target.userId]));
    if (!target || !account) throw new DomainError('LINK_INVALID');
    await this.db.execute(this.sql.switchKind(target.kind), [target.userId, subscribed]);
    return { kind: target.kind, subscribed, email: maskEmail(account.email) };
  }
}
