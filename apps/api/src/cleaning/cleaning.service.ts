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
import type { RowOf } from '../database/table';
import { cleaningServices } from './cleaning-service.entity';
import type { SessionUser } from '@reformas/shared-types';

type NewCleaningService = z.output<typeof createCleaningServiceSchema>;
type CleaningQuery = z.output<typeof cleaningQuerySchema>;
// A row as read from cleaning_services: the entity's columns, createdAt as ISO text.
type CleaningRow = WithIsoTimestamps<RowOf<typeof cleaningServices>>;
const AS_ISO = { isoTimestamps: true };

function statements(db: Sql) {
  const t = db.table(cleaningServices);
  return {
    table: t,
    from: `SELECT ${t.select('c')} FROM ${t.name} c`,
    count: `SELECT count(*) AS "total" FROM ${t.name} c`,
    newestFirst: `ORDER BY ${t.col('createdAt', 'c')} DESC, ${t.col('id', 'c')} DESC`,
    city: t.col('city', 'c'),
    serviceType: t.col('serviceType', 'c'),
    userId: t.col('userId', 'c'),
    userIdColumn: t.col('userId'),
  };
}

@Injectable()
export class CleaningServicesService {
  // Built once, at start, from the entity: a missing column stops the API there.
  private readonly sql: ReturnType<typeof statements>;

  constructor(private readonly db: Sql) {
    this.sql = statements(db);
  }

  /** The directory, newest first, one page, with the total. */
  async list(
    query: CleaningQuery,
    viewer: SessionUser | null,
  ): Promise<{ items: CleaningService[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
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
    if (!rows[0]) throw new DomainError('CLEANING_NOT_FOUND');
    return toCleaningService(rows[0], viewer);
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
  return {
    ...row,
    name: isOwner ? row.name : maskCleaningName(row.name),
    phone: isOwner ? row.phone : maskCleaningPhone(row.phone),
    photos: row.photos.map(photoOf),
  };
}
