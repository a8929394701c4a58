import { Injectable } from '@nestjs/common';
import { containsPattern, Sql } from '../database/sql';
import type { WithIsoTimestamps } from '../database/iso-timestamps';
import {
  cleaningQuerySchema,
  createCleaningServiceSchema,
  maskCleaningName,
  maskCleaningPhone,
  type CleaningService,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { CleaningService as CleaningServiceEntity } from './cleaning-service.entity';
import type { SessionUser } from '@reformas/shared-types';

type NewCleaningService = z.output<typeof createCleaningServiceSchema>;
type CleaningQuery = z.output<typeof cleaningQuerySchema>;
// A row as read from cleaning_services: the entity's columns, createdAt as ISO text.
type CleaningRow = WithIsoTimestamps<Omit<CleaningServiceEntity, 'user'>>;
const AS_ISO = { isoTimestamps: true };

const COLUMNS = `"id", "userId", "name", "phone", "city", "experience", "photoUrl", "availability", "description",
  "hasReferences", "serviceType", "allowDirectContact", "createdAt"`;

@Injectable()
export class CleaningServicesService {
  constructor(private readonly db: Sql) {}

  /** The directory, newest first, one page, with the total. */
  async list(
    query: CleaningQuery,
    viewer: SessionUser | null,
  ): Promise<{ items: CleaningService[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.city) {
      params.push(containsPattern(query.city));
      where.push(`lower("city") LIKE $${params.length}`);
    }
    if (query.serviceType) {
      // Stored as a JSON list; older rows may hold the bare value.
      params.push(query.serviceType);
      where.push(
        `("serviceType" = $${params.length} OR "serviceType" LIKE '%"' || $${params.length} || '"%')`,
      );
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      this.db.rows<CleaningRow>(
        `SELECT ${COLUMNS} FROM "cleaning_services" ${whereSql}
          ORDER BY "createdAt" DESC, "id" DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
        AS_ISO,
      ),
      this.db.one<{ total: string }>(
        `SELECT count(*) AS "total" FROM "cleaning_services" ${whereSql}`,
        params,
      ),
    ]);
    return { items: rows.map((row) => toCleaningService(row, viewer)), total: Number(count?.total ?? 0) };
  }

  async findByUser(userId: number, viewer: SessionUser | null): Promise<CleaningService> {
    const rows = await this.db.rows<CleaningRow>(
      `SELECT ${COLUMNS} FROM "cleaning_services" WHERE "userId" = $1`,
      [userId],
      AS_ISO,
    );
    if (!rows[0]) throw new DomainError('CLEANING_NOT_FOUND');
    return toCleaningService(rows[0], viewer);
  }

  async create(body: NewCleaningService, caller: SessionUser): Promise<CleaningService> {
    if (body.userId !== undefined && body.userId !== caller.id) throw new DomainError('NOT_OWN_IDENTITY');
    const rows = await this.db.rows<CleaningRow>(
      `INSERT INTO "cleaning_services" ("userId", "name", "phone", "city", "experience", "photoUrl", "availability", "description",
         "hasReferences", "serviceType", "allowDirectContact")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT ("userId") DO NOTHING RETURNING ${COLUMNS}`,
      [
        caller.id,
        body.name,
        body.phone,
        body.city,
        body.experience,
        body.photoUrl,
        body.availability,
        body.description,
        body.hasReferences,
        JSON.stringify(body.serviceType),
        body.allowDirectContact,
      ],
      AS_ISO,
    );
    if (!rows[0]) throw new DomainError('CLEANING_EXISTS');
    return toCleaningService(rows[0], caller);
  }
}

/** The directory shows a masked name and only the last 4 digits of the phone, except to the owner. */
export function toCleaningService(row: CleaningRow, viewer: SessionUser | null): CleaningService {
  const isOwner = viewer !== null && viewer.id === row.userId;
  return {
    ...row,
    name: isOwner ? row.name : maskCleaningName(row.name),
    phone: isOwner ? row.phone : maskCleaningPhone(row.phone),
  };
}
