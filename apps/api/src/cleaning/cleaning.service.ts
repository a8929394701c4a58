import { Injectable } from '@nestjs/common';
import { containsPattern, Sql } from '../database/sql';
import type { WithIsoTimestamps } from '../database/iso-timestamps';
import {
  cleaningQuerySchema,
  createCleaningServiceSchema,
  maskCleaningName,
  maskCleaningPhone,
  photoOf,
  type CleaningService,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { Page } from '../common/api-route';
import { MediaService } from '../media/media.service';
import type { RowOf } from '../database/table';
import { cleaningServices, isListedCleaning } from './cleaning-service.entity';
import { Withholding } from '../moderation/withholding';
import { emailVerifiedOf, users } from '../users/user.entity';
import type { SessionUser } from '@reformas/shared-types';
import { SqlService } from '../database/sql-service';

type NewCleaningService = z.output<typeof createCleaningServiceSchema>;
type CleaningQuery = z.output<typeof cleaningQuerySchema>;
// A row as read from cleaning_services: the entity's columns, createdAt as ISO text.
type CleaningRow = WithIsoTimestamps<RowOf<typeof cleaningServices>> & { emailVerified: boolean };
const AS_ISO = { isoTimestamps: true };

function statements(db: Sql) {
  const t = db.table(cleaningServices);
  const u = db.table(users);
  // Its owner's own, by id: zero rows means unknown or someone else's (told apart by ownRow).
  const own = `WHERE ${t.col('id')} = $1 AND ${t.col('userId')} = $2`;
  return {
    table: t,
    own,
    byId: `SELECT ${t.select()}, ${emailVerifiedOf(u, t.col('userId', t.name))} FROM ${t.name} WHERE ${t.col('id')} = $1`,
    pause: `UPDATE ${t.name} SET ${t.col('pausedAt')} = CASE WHEN $3::boolean THEN coalesce(${t.col('pausedAt')}, now()) END ${own}`,
    remove: `DELETE FROM ${t.name} ${own} RETURNING ${t.col('photos')}`,
    listed: isListedCleaning(t, 'c'),
    // Of the owner's address only whether it is confirmed leaves the server (docs/decisions.md, issue 32).
    from: `SELECT ${t.select('c')}, ${emailVerifiedOf(u, t.col('userId', 'c'))} FROM ${t.name} c`,
    count: `SELECT count(*) AS "total" FROM ${t.name} c`,
    newestFirst: `ORDER BY ${t.col('createdAt', 'c')} DESC, ${t.col('id', 'c')} DESC`,
    city: t.col('city', 'c'),
    serviceType: t.col('serviceType', 'c'),
    userId: t.col('userId', 'c'),
    userIdColumn: t.col('userId'),
  };
}

@Injectable()
export class CleaningServicesService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly media: MediaService,
    private readonly withholding: Withholding,
  ) {
    super(db, statements);
  }

  /** The directory, newest first, one page, with the total. */
  async list(query: CleaningQuery, viewer: SessionUser | null): Promise<Page<CleaningService>> {
    const where: string[] = [];
    const params: unknown[] = [];
    // A paused service is out of the directory; its owner still finds it asking for her own (userId).
    if (query.userId === undefined || query.userId !== viewer?.id) where.push(this.sql.listed);
    if (query.city) {
      params.push(containsPattern(query.city));
      where.push(`lower(${this.sql.city}) LIKE $${params.length}`);
    }
    if (query.serviceType) {
      // Stored as a JSON list; older rows may hold the bare value.
      params.push(query.serviceType);
      const column = this.sql.serviceType;
      where.push(`(${column} = $${params.length} OR ${column} LIKE '%"' || $${params.length} || '"%')`);
    }
    if (query.userId !== undefined) {
      params.push(query.userId);
      where.push(`${this.sql.userId} = $${params.length}`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      this.db.rows<CleaningRow>(
        `${this.sql.from} ${whereSql} ${this.sql.newestFirst} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
        AS_ISO,
      ),
      this.db.one<{ total: string }>(`${this.sql.count} ${whereSql}`, params),
    ]);
    return { items: rows.map((row) => toCleaningService(row, viewer)), total: Number(count?.total ?? 0) };
  }

  async findByUser(userId: number, viewer: SessionUser | null): Promise<CleaningService> {
    const rows = await this.db.rows<CleaningRow>(
      `${this.sql.from} WHERE ${this.sql.userId} = $1`,
      [userId],
      AS_ISO,
    );
    const row = rows[0];
    if (!row || (row.pausedAt !== null && row.userId !== viewer?.id))
      throw new DomainError('CLEANING_NOT_FOUND');
    return this.moderated(toCleaningService(row, viewer), viewer);
  }

  /** One service by its own id (the address /cleaning/{id}); a paused one only for its owner. */
  async findOne(id: number, viewer: SessionUser | null): Promise<CleaningService> {
    const row = (await this.db.rows<CleaningRow>(this.sql.byId, [id], AS_ISO))[0];
    if (!row || (row.pausedAt !== null && row.userId !== viewer?.id))
      throw new DomainError('CLEANING_NOT_FOUND');
    return this.moderated(toCleaningService(row, viewer), viewer);
  }

  /** A hidden service, or one of a suspended account, is its owner's alone, with the operator's reason. */
  private async moderated(service: CleaningService, viewer: SessionUser | null): Promise<CleaningService> {
    const hiddenReason = await this.withholding.reasonFor(
      'cleaning_service',
      service,
      viewer,
      'CLEANING_NOT_FOUND',
    );
    return hiddenReason === null ? service : { ...service, hiddenReason };
  }

  /** Its owner edits it: the whole form again, checked by the schema of a new one. */
  async update(id: number, body: NewCleaningService, caller: SessionUser): Promise<CleaningService> {
    if (body.userId !== undefined && body.userId !== caller.id) throw new DomainError('NOT_OWN_IDENTITY');
    const { userId: _userId, ...fields } = body;
    const set = this.sql.table.set({ ...fields, serviceType: JSON.stringify(body.serviceType) }, 3);
    const changed = await this.db.execute(`UPDATE ${this.sql.table.name} SET ${set.text} ${this.sql.own}`, [
      id,
      caller.id,
      ...set.values,
    ]);
    if (changed === 0) await this.ownRow(id, caller);
    return this.findByUser(caller.id, caller);
  }

  /** Its owner takes it out of the directory, or puts it back; pausing again keeps the first moment. */
  async setPaused(id: number, paused: boolean, caller: SessionUser): Promise<CleaningService> {
    const changed = await this.db.execute(this.sql.pause, [id, caller.id, paused]);
    if (changed === 0) await this.ownRow(id, caller);
    return this.findByUser(caller.id, caller);
  }

  /** Its owner removes it for good, with its photos; her reviews stay hers (they are about her, not the row). */
  async remove(id: number, caller: SessionUser): Promise<void> {
    const rows = await this.db.rows<{ photos: string[] }>(this.sql.remove, [id, caller.id]);
    if (!rows[0]) {
      await this.ownRow(id, caller);
      return;
    }
    await Promise.all(rows[0].photos.map((key) => this.media.deletePhoto(key)));
  }

  /** 404 when unknown, 403 when someone else's. */
  private async ownRow(id: number, caller: SessionUser): Promise<void> {
    const row = (await this.db.rows<CleaningRow>(this.sql.byId, [id], AS_ISO))[0];
    if (!row) throw new DomainError('CLEANING_NOT_FOUND');
    if (row.userId !== caller.id) throw new DomainError('FORBIDDEN');
  }

  async create(body: NewCleaningService, caller: SessionUser): Promise<CleaningService> {
    if (body.userId !== undefined && body.userId !== caller.id) throw new DomainError('NOT_OWN_IDENTITY');
    const insert = this.sql.table.insert({
      ...body,
      userId: caller.id,
      serviceType: JSON.stringify(body.serviceType),
      photos: [],
    });
    const stored = await this.db.execute(
      `${insert.text} ON CONFLICT (${this.sql.userIdColumn}) DO NOTHING`,
      insert.values,
    );
    if (stored === 0) throw new DomainError('CLEANING_EXISTS');
    // Read back with the owner's ratings (a cleaner may have been reviewed through the chat before publishing).
    return this.findByUser(caller.id, caller);
  }
}

/** The directory shows a masked name and only the last 4 digits of the phone, except to the owner. */
function toCleaningService(row: CleaningRow, viewer: SessionUser | null): CleaningService {
  const isOwner = viewer !== null && viewer.id === row.userId;
  const { pausedAt, ...fields } = row;
  return {
    ...fields,
    name: isOwner ? row.name : maskCleaningName(row.name),
    phone: isOwner ? row.phone : maskCleaningPhone(row.phone),
    photos: row.photos.map(photoOf),
    paused: pausedAt !== null,
  };
}
