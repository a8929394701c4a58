import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Sql } from '../database/sql';
import { renovationProjects } from '../projects/renovation-project.entity';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { madridToday } from './madrid-time';
import { Notices } from './notices';
import { requestAlertMail, type AlertedRequest } from './notification-mails';
import { notificationSettings } from './notification-settings.entity';
import { NotificationSettingsService } from './notification-settings.service';
import { SqlService } from '../database/sql-service';

/** New requests decided per round, and professionals per digest round. */
const REQUESTS_PER_ROUND = 20;
const DIGESTS_PER_ROUND = 100;
/** A digest never reaches further back than a day, however long since the last one. */
const DIGEST_MAX_HOURS = 24;

function statements(db: Sql) {
  const p = db.table(renovationProjects);
  const u = db.table(users);
  const w = db.table(workerProfiles);
  const s = db.table(notificationSettings);
  const request = `${p.col('id')} AS "id", ${p.col('renovationType')} AS "renovationType", ${p.col('city')} AS "city",
    ${p.col('postalCode')} AS "postalCode", ${p.col('timeline')} AS "timeline"`;
  // An area is a postal-code prefix or a city: $2 the request's postal code, $3 its city.
  const inArea = (areas: string) => `EXISTS (SELECT 1 FROM unnest(${areas}) AS a(area)
    WHERE (a.area ~ '^[0-9]+$' AND $2 LIKE a.area || '%') OR lower(a.area) = lower($3))`;
  // Who wants alerts of this frequency: professionals with a confirmed address and alerts on, by their settings or,
  // where they kept the defaults, their profile's services and province (else city).
  const wanting = `FROM ${u.name} u
    LEFT JOIN ${w.name} w ON ${w.col('userId', 'w')} = ${u.col('id', 'u')}
    LEFT JOIN ${s.name} s ON ${s.col('userId', 's')} = ${u.col('id', 'u')}
    WHERE ${u.col('userType', 'u')} = 'professional' AND ${u.col('emailVerifiedAt', 'u')} IS NOT NULL
      AND coalesce(${s.col('requestAlerts', 's')}, true) AND coalesce(${s.col('alertFrequency', 's')}, 'daily') = $FREQ`;
  return {
    // The requests whose alerts are not decided yet, each taken by one process.
    unalerted: `SELECT ${request}, ${p.col('userId')} AS "authorId" FROM ${p.name}
      WHERE ${p.col('alertedAt')} IS NULL ORDER BY ${p.col('id')} LIMIT ${REQUESTS_PER_ROUND} FOR UPDATE SKIP LOCKED`,
    alerted: `UPDATE ${p.name} SET ${p.col('alertedAt')} = now() WHERE ${p.col('id')} = ANY($1::int[])`,
    // $1 type, $2 postal code, $3 city, $4 author.
    instantFor: `SELECT ${u.col('id', 'u')} AS "id" ${wanting.replace('$FREQ', "'instant'")}
      AND ${u.col('id', 'u')} IS DISTINCT FROM $4
      AND $1 = ANY(coalesce(${s.col('alertTypes', 's')}, ARRAY(SELECT jsonb_array_elements_text(
        CASE WHEN left(${w.col('services', 'w')}, 1) = '[' THEN ${w.col('services', 'w')}::jsonb ELSE '[]'::jsonb END))))
      AND ${inArea(`coalesce(${s.col('alertAreas', 's')}, ARRAY[CASE WHEN ${w.col('postalCode', 'w')} ~ '^[0-9]{5}$'
        THEN left(${w.col('postalCode', 'w')}, 2) ELSE ${w.col('city', 'w')} END])`)}`,
    // Professionals whose digest of today is due ($1 today's digest time).
    digestDue: `SELECT ${u.col('id', 'u')} AS "id", ${s.col('lastDigestAt', 's')} AS "lastDigestAt" ${wanting.replace('$FREQ', "'daily'")}
      AND (${s.col('lastDigestAt', 's')} IS NULL OR ${s.col('lastDigestAt', 's')} < $1) LIMIT ${DIGESTS_PER_ROUND}`,
    // Takes one professional's digest of today: only one process gets the row back.
    claimDigest: `INSERT INTO ${s.name} (${s.col('userId')}, ${s.col('lastDigestAt')}) VALUES ($1, now())
      ON CONFLICT (${s.col('userId')}) DO UPDATE SET ${s.col('lastDigestAt')} = now()
      WHERE ${s.name}.${s.col('lastDigestAt')} IS NULL OR ${s.name}.${s.col('lastDigestAt')} < $2 RETURNING 1`,
    // The open requests since $1 of these types ($2) and areas ($3), not the professional's own ($4).
    since: `SELECT ${request} FROM ${p.name}
      WHERE ${p.col('closedAt')} IS NULL AND ${p.col('createdAt')} > $1 AND ${p.col('renovationType')} = ANY($2::text[])
        AND ${p.col('userId')} IS DISTINCT FROM $4
        AND EXISTS (SELECT 1 FROM unnest($3::text[]) AS a(area)
          WHERE (a.area ~ '^[0-9]+$' AND ${p.col('postalCode')} LIKE a.area || '%') OR lower(a.area) = lower(${p.col('city')}))
      ORDER BY ${p.col('id')} LIMIT 200`,
  };
}

/**
 * Request alerts for professionals (docs/decisions.md, "Notification e-mails"): each new request, once, to those
 * who want them at once; and at NOTIFY_DIGEST_AT Madrid time a digest of the day's to those who want one. Only
 * what the board shows anyone, with links.
 */
@Injectable()
export class RequestAlerts extends SqlService<ReturnType<typeof statements>> {
  /** Once every digest due was decided, the next look waits until then (new accounts may still become due). */
  private nextDigestLook = 0;

  constructor(
    db: Sql,
    private readonly notices: Notices,
    private readonly settings: NotificationSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(db, statements);
  }

  /** Instant alerts of the requests published since the last round, in the transaction that marks them decided. */
  async decideNew(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const requests = await tx.rows<AlertedRequest & { authorId: number | null }>(this.sql.unalerted);
      for (const { authorId, ...request } of requests) {
        const wanting = await tx.rows<{ id: number }>(this.sql.instantFor, [
          request.renovationType,
          request.postalCode,
          request.city,
          authorId,
        ]);
        for (const { id } of wanting) {
          await this.notices.send(tx, id, 'requestAlerts', `alert:${id}:${request.id}`, (to) =>
            requestAlertMail(
              to.name,
              [request],
              (r) => this.notices.link(`/projects/${r}`),
              false,
              this.board,
            ),
          );
        }
      }
      if (requests.length) await tx.execute(this.sql.alerted, [requests.map((r) => r.id)]);
      return requests.length;
    });
  }

  /** The daily digests, once the day's hour has come: how many professionals it decided. */
  async decideDigests(now = new Date()): Promise<number> {
    const today = madridToday(now, this.config.NOTIFY_DIGEST_AT);
    if (now < today.instant || now.getTime() < this.nextDigestLook) return 0;
    const due = await this.db.rows<{ id: number; lastDigestAt: Date | null }>(this.sql.digestDue, [
      today.instant,
    ]);
    if (due.length === 0)
      this.nextDigestLook = now.getTime() + Math.min(60_000, 10 * this.config.NOTIFY_POLL_MS);
    const oldest = new Date(now.getTime() - DIGEST_MAX_HOURS * 3600_000);
    for (const professional of due) {
      const wants = await this.settings.get(professional.id);
      const since =
        professional.lastDigestAt && professional.lastDigestAt > oldest ? professional.lastDigestAt : oldest;
      await this.db.transaction(async (tx) => {
        const claimed = await tx.rows(this.sql.claimDigest, [professional.id, today.instant]);
        if (claimed.length === 0) return;
        const requests = await tx.rows<AlertedRequest>(this.sql.since, [
          since,
          wants.alertTypes,
          wants.alertAreas,
          professional.id,
        ]);
        if (requests.length === 0) return;
        await this.notices.send(
          tx,
          professional.id,
          'requestAlerts',
          `digest:${professional.id}:${today.day}`,
          (to) =>
            requestAlertMail(to.name, requests, (r) => this.notices.link(`/projects/${r}`), true, this.board),
        );
      });
    }
    return due.length;
  }

  private get board(): string {
    return this.notices.link('/projects');
  }
}
