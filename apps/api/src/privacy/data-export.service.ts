import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  DATA_EXPORT_EVERY_HOURS,
  maskCleaningName,
  maskName,
  type SessionUser,
} from '@reformas/shared-types';
import { PRIVACY_TEXTS } from '@reformas/i18n-es';
import { DomainError } from '../common/domain-error';
import { Sql } from '../database/sql';
import { sessions } from '../auth/session.entity';
import { cleaningServices } from '../cleaning/cleaning-service.entity';
import { chatMessages } from '../messages/chat-message.entity';
import { notificationSettings } from '../notifications/notification-settings.entity';
import { projectContacts } from '../projects/project-contact.entity';
import { renovationProjects } from '../projects/renovation-project.entity';
import { QUOTE_TERMS, quotes } from '../quotes/quote.entity';
import { RateCounter } from '../rate-limits/rate-counter';
import { reports } from '../reports/report.entity';
import { reviews } from '../reviews/review.entity';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { describeDevice } from '../account/device';
import { MediaService } from '../media/media.service';
import { logoKeyOf, mediaName } from '../media/media-names';
import { SqlService } from '../database/sql-service';

const WINDOW_SECONDS = DATA_EXPORT_EVERY_HOURS * 3600;

/** Another person as the export names them: their id and the name the product shows anyone, never more. */
type Party = { id: number; name: string };
type PartyRow = { id: number; name: string; userType: string };

// A professional's name is public on their page; a client's and a cleaner's are masked as everywhere else.
const publicName = (row: PartyRow) =>
  row.userType === 'professional'
    ? row.name
    : row.userType === 'cleaning'
      ? maskCleaningName(row.name)
      : maskName(row.name);

function statements(db: Sql) {
  const u = db.table(users);
  const w = db.table(workerProfiles);
  const c = db.table(cleaningServices);
  const p = db.table(renovationProjects);
  const q = db.table(quotes);
  const pc = db.table(projectContacts);
  const m = db.table(chatMessages);
  const v = db.table(reviews);
  const r = db.table(reports);
  const n = db.table(notificationSettings);
  const s = db.table(sessions);
  // Every column of a quote but its author's NIF/CIF (added to their own quotes only).
  const quoteColumns = [
    'id',
    'projectId',
    'professionalId',
    'status',
    ...QUOTE_TERMS,
    'createdAt',
    'updatedAt',
    'viewedAt',
    'decidedAt',
  ] as const;
  return {
    account: `SELECT ${u.select()} FROM ${u.name} WHERE ${u.col('id')} = $1`,
    workerProfile: `SELECT ${w.select()} FROM ${w.name} WHERE ${w.col('userId')} = $1`,
    cleaningService: `SELECT ${c.select()} FROM ${c.name} WHERE ${c.col('userId')} = $1`,
    requests: `SELECT ${p.select()} FROM ${p.name} WHERE ${p.col('userId')} = $1 ORDER BY ${p.col('id')}`,
    // Their own quotes whole (their NIF included); quotes received on their requests without the author's NIF.
    quotesSent: `SELECT ${q.select(undefined, quoteColumns)}, ${q.col('taxId')} AS "taxId"
      FROM ${q.name} WHERE ${q.col('professionalId')} = $1 ORDER BY ${q.col('id')}`,
    quotesReceived: `SELECT ${q.select('q', quoteColumns)} FROM ${q.name} q
      JOIN ${p.name} p ON ${p.col('id', 'p')} = ${q.col('projectId', 'q')}
      WHERE ${p.col('userId', 'p')} = $1 ORDER BY ${q.col('id', 'q')}`,
    // The contact log: which requests' phones they revealed, and who revealed theirs (never the phone itself).
    revealedByMe: `SELECT ${pc.col('projectId')} AS "projectId", ${pc.col('createdAt')} AS "createdAt"
      FROM ${pc.name} WHERE ${pc.col('professionalId')} = $1 ORDER BY ${pc.col('createdAt')}`,
    revealedToOthers: `SELECT ${pc.col('projectId', 'pc')} AS "projectId", ${pc.col('professionalId', 'pc')} AS "professionalId",
        ${pc.col('createdAt', 'pc')} AS "createdAt"
      FROM ${pc.name} pc JOIN ${p.name} p ON ${p.col('id', 'p')} = ${pc.col('projectId', 'pc')}
      WHERE ${p.col('userId', 'p')} = $1 ORDER BY ${pc.col('createdAt', 'pc')}`,
    messages: `SELECT ${m.select()} FROM ${m.name}
      WHERE ${m.col('senderId')} = $1 OR ${m.col('receiverId')} = $1 ORDER BY ${m.col('id')}`,
    reviews: `SELECT ${v.select()} FROM ${v.name}
      WHERE ${v.col('reviewerId')} = $1 OR ${v.col('providerId')} = $1 ORDER BY ${v.col('id')}`,
    reports: `SELECT ${r.select(undefined, ['id', 'targetType', 'targetId', 'reason', 'details', 'status', 'createdAt'])}
      FROM ${r.name} WHERE ${r.col('reporterId')} = $1 ORDER BY ${r.col('id')}`,
    notifications: `SELECT ${n.select()} FROM ${n.name} WHERE ${n.col('userId')} = $1`,
    // Never the stored id (the token's hash): the public id /profile/cuenta shows.
    sessions: `SELECT left(encode(sha256(convert_to(${s.col('id')}, 'UTF8')), 'hex'), 32) AS "id",
        ${s.col('userAgent')} AS "userAgent", ${s.col('createdAt')} AS "createdAt",
        ${s.col('lastSeenAt')} AS "lastSeenAt", ${s.col('expiresAt')} AS "expiresAt"
      FROM ${s.name} WHERE ${s.col('userId')} = $1 AND ${s.col('expiresAt')} > now() ORDER BY ${s.col('createdAt')}`,
    parties: `SELECT ${u.select(undefined, ['id', 'name', 'userType'])} FROM ${u.name} WHERE ${u.col('id')} = ANY($1::int[])`,
  };
}

type Row = Record<string, unknown>;

/**
 * 'Descargar mis datos' (GET /api/user/export): a ZIP of JSON files with what the product holds about the caller and
 * the images they uploaded, once per DATA_EXPORT_EVERY_HOURS. Built in memory (docs/decisions.md, "Privacy rights"):
 * a person's data is a few megabytes at most, photos being capped per request and listing.
 */
@Injectable()
export class DataExportService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly counter: RateCounter,
    private readonly media: MediaService,
  ) {
    super(db, statements);
  }

  async export(caller: SessionUser): Promise<Buffer> {
    const key = `data-export:${caller.id}`;
    const wait = await this.counter.take(key, WINDOW_SECONDS, 1);
    if (wait > 0)
      throw new DomainError('DATA_EXPORT_LIMIT', undefined, {
        retryAfterSeconds: wait,
        message: PRIVACY_TEXTS.api.exportLimit(Math.ceil(wait / 3600)),
      });
    try {
      return await this.build(caller.id);
    } catch (error) {
      // Nothing was given: the day's copy is still theirs to ask.
      await this.counter.giveBack(key, WINDOW_SECONDS);
      throw error;
    }
  }

  private async build(userId: number): Promise<Buffer> {
    const read = (sql: string) => this.db.rows<Row>(sql, [userId]);
    const [
      [account],
      [workerProfile],
      [cleaningService],
      requests,
      quotesSent,
      quotesReceived,
      revealedByMe,
      revealedToOthers,
      messages,
      reviewRows,
      reportRows,
      [notificationRow],
      sessionRows,
    ] = await Promise.all([
      read(this.sql.account),
      read(this.sql.workerProfile),
      read(this.sql.cleaningService),
      read(this.sql.requests),
      read(this.sql.quotesSent),
      read(this.sql.quotesReceived),
      read(this.sql.revealedByMe),
      read(this.sql.revealedToOthers),
      read(this.sql.messages),
      read(this.sql.reviews),
      read(this.sql.reports),
      read(this.sql.notifications),
      read(this.sql.sessions),
    ]);
    if (!account) throw new DomainError('USER_NOT_FOUND');

    // Everyone else named in the export, by id and public name only (no phone, no e-mail).
    const others = new Set<number>();
    for (const m of messages) others.add(m.senderId === userId ? Number(m.receiverId) : Number(m.senderId));
    for (const v of reviewRows)
      others.add(v.reviewerId === userId ? Number(v.providerId) : Number(v.reviewerId));
    for (const c of revealedToOthers) others.add(Number(c.professionalId));
    for (const q of quotesReceived) others.add(Number(q.professionalId));
    const partyRows = await this.db.rows<PartyRow>(this.sql.parties, [[...others]]);
    const parties = new Map(partyRows.map((row) => [row.id, { id: row.id, name: publicName(row) }]));
    const party = (id: unknown): Party => parties.get(Number(id)) ?? { id: Number(id), name: '' };

    const files: Zippable = {};
    const json = (name: string, value: unknown) => {
      files[name] = [strToU8(`${JSON.stringify(value, null, 2)}\n`), { level: 6 }];
    };
    const images: { path: string; name: string }[] = [];
    const logoKey = logoKeyOf((account.logoUrl as string | null) ?? null);
    if (logoKey) images.push({ path: 'fotos/logo.webp', name: mediaName(logoKey, 192) });
    const photosOf = (folder: string, keys: unknown) => {
      for (const key of (keys as string[] | undefined) ?? [])
        images.push({ path: `fotos/${folder}/${key}.webp`, name: mediaName(key, 1600) });
    };
    for (const request of requests) photosOf(`solicitudes/${String(request.id)}`, request.photos);
    if (workerProfile) photosOf('perfil-profesional', workerProfile.photos);
    if (cleaningService) photosOf('servicio-de-limpieza', cleaningService.photos);

    files['LEEME.txt'] = [strToU8(PRIVACY_TEXTS.exportReadme), { level: 6 }];
    json('cuenta.json', {
      exportedAt: new Date().toISOString(),
      account,
      workerProfile: workerProfile ?? null,
      cleaningService: cleaningService ?? null,
    });
    json('solicitudes.json', requests);
    json('presupuestos.json', {
      sent: quotesSent,
      received: quotesReceived.map(({ professionalId, ...quote }) => ({
        ...quote,
        professional: party(professionalId),
      })),
    });
    json('contactos.json', {
      revealedByMe,
      revealedToOthers: revealedToOthers.map(({ professionalId, ...contact }) => ({
        ...contact,
        professional: party(professionalId),
      })),
    });
    json(
      'mensajes.json',
      messages.map(({ senderId, receiverId, ...message }) => ({
        ...message,
        direction: senderId === userId ? 'sent' : 'received',
        with: party(senderId === userId ? receiverId : senderId),
      })),
    );
    json('opiniones.json', {
      written: reviewRows
        .filter((v) => v.reviewerId === userId)
        .map(({ reviewerId: _me, providerId, ...review }) => ({ ...review, provider: party(providerId) })),
      received: reviewRows
        .filter((v) => v.providerId === userId)
        .map(({ providerId: _me, reviewerId, ...review }) => ({ ...review, reviewer: party(reviewerId) })),
    });
    json('denuncias.json', reportRows);
    json('notificaciones.json', notificationRow ?? { defaults: true });
    json(
      'sesiones.json',
      sessionRows.map((session) => ({
        ...session,
        device: describeDevice((session.userAgent as string | null) ?? null),
      })),
    );
    for (const image of images) {
      const bytes = await this.readImage(image.name);
      // Already compressed (WebP): stored as they are.
      if (bytes) files[image.path] = [bytes, { level: 0 }];
    }
    return Buffer.from(zipSync(files));
  }

  private async readImage(name: string): Promise<Uint8Array | null> {
    const file = await this.media.open(name);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body as Readable) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
