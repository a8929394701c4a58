import { Injectable } from '@nestjs/common';
import { containsPattern, Sql } from '../database/sql';
import type { WithIsoTimestamps } from '../database/iso-timestamps';
import { foldSearchText, servicesMatchingLabel } from './worker-search';
import type { User } from '../users/user.entity';
import type { WorkerProfile as WorkerProfileEntity } from './worker-profile.entity';
import {
  createWorkerProfileSchema,
  maskPhone,
  updateWorkerProfileSchema,
  workerQuerySchema,
  type WorkerProfile,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { TtlCache } from '../common/ttl-cache';
import type { SessionUser } from '@reformas/shared-types';

type NewProfile = z.output<typeof createWorkerProfileSchema>;
type ProfileChanges = z.output<typeof updateWorkerProfileSchema>;
type WorkerQueryParsed = z.output<typeof workerQuerySchema>;
// A worker_profiles row with its owner's public columns.
// createdAt and updatedAt as ISO text.
type ProfileRow = WithIsoTimestamps<
  Omit<WorkerProfileEntity, 'user'> & Pick<User, 'username' | 'name' | 'phone'>
>;
const AS_ISO = { isoTimestamps: true };

const SELECT = `SELECT w."id", w."userId", u."username", u."name", u."phone", w."companyName", w."description", w."services",
  w."experience", w."logoUrl", w."websiteUrl", w."postalCode", w."city", w."isPublic",
  w."createdAt", w."updatedAt"
  FROM "worker_profiles" w JOIN "users" u ON u."id" = w."userId"`;

// As the board's: the directory's total per search is counted at most once a minute per process (the
// freshness of lists, docs/product.md); a profile written through this process clears it at once.
const COUNT_TTL_MS = 60_000;

@Injectable()
export class WorkersService {
  private readonly counts = new TtlCache<number>(COUNT_TTL_MS, 5_000);

  constructor(private readonly db: Sql) {}

  /**
   * The public directory (isPublic true or null), newest first, one page, with the total: `q` is looked for in
   * company, city, postal code and services (values, and Spanish labels through the values they name).
   */
  async listPublic(
    query: WorkerQueryParsed,
    viewer: SessionUser | null,
  ): Promise<{ items: WorkerProfile[]; total: number }> {
    const where = [`w."isPublic" IS NOT FALSE`];
    const params: unknown[] = [];
    if (query.q) {
      const terms = [query.q, ...servicesMatchingLabel(query.q)];
      const alternatives = terms.map((term) => {
        params.push(containsPattern(foldSearchText(term)));
        return `w."searchText" LIKE $${params.length}`;
      });
      where.push(`(${alternatives.join(' OR ')})`);
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const countKey = JSON.stringify(params);
    const cached = this.counts.get(countKey);
    const order = `ORDER BY w."createdAt" DESC, w."id" DESC`;
    const page = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    // A search finds its page's ids first, reading only IDX_worker_profiles_public_search (which carries
    // searchText): it may pass hundreds of profiles that do not match, and none of them is fetched from the table.
    const listSql = query.q
      ? `WITH page AS (SELECT w."id" FROM "worker_profiles" w ${whereSql} ${order} ${page})
         ${SELECT} JOIN page ON page."id" = w."id" ${order}`
      : `${SELECT} ${whereSql} ${order} ${page}`;
    const [rows, total] = await Promise.all([
      this.db.rows<ProfileRow>(listSql, [...params, query.limit, query.offset], AS_ISO),
      cached ?? this.count(whereSql, params, countKey),
    ]);
    return { items: rows.map((row) => toWorkerProfile(row, viewer)), total };
  }

  private async count(whereSql: string, params: unknown[], key: string): Promise<number> {
    const row = await this.db.one<{ total: string }>(
      `SELECT count(*) AS "total" FROM "worker_profiles" w ${whereSql}`,
      params,
    );
    const total = Number(row?.total ?? 0);
    this.counts.set(key, total);
    return total;
  }

  async findById(id: number, viewer: SessionUser | null): Promise<WorkerProfile> {
    const rows = await this.db.rows<ProfileRow>(`${SELECT} WHERE w."id" = $1`, [id], AS_ISO);
    return visibleOr404(rows[0], viewer);
  }

  async findByUser(userId: number, viewer: SessionUser | null): Promise<WorkerProfile> {
    const rows = await this.db.rows<ProfileRow>(`${SELECT} WHERE w."userId" = $1`, [userId], AS_ISO);
    return visibleOr404(rows[0], viewer);
  }

  async create(body: NewProfile, caller: SessionUser): Promise<WorkerProfile> {
    if (body.userId !== undefined && body.userId !== caller.id) throw new DomainError('NOT_OWN_IDENTITY');
    const rows = await this.db.rows<{ id: number }>(
      `INSERT INTO "worker_profiles" ("userId", "companyName", "description", "services", "experience", "websiteUrl", "postalCode", "city", "isPublic")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ("userId") DO NOTHING RETURNING "id"`,
      [
        caller.id,
        body.companyName,
        body.description,
        JSON.stringify(body.services),
        body.experience,
        body.websiteUrl,
        body.postalCode,
        body.city,
        body.isPublic,
      ],
    );
    if (!rows[0]) throw new DomainError('WORKER_PROFILE_EXISTS');
    this.counts.clear();
    return this.findById(rows[0].id, caller);
  }

  async update(id: number, body: ProfileChanges, caller: SessionUser): Promise<WorkerProfile> {
    const rows = await this.db.rows<{ userId: number }>(
      `SELECT "userId" FROM "worker_profiles" WHERE "id" = $1`,
      [id],
    );
    if (!rows[0]) throw new DomainError('WORKER_PROFILE_NOT_FOUND');
    if (rows[0].userId !== caller.id) throw new DomainError('FORBIDDEN');
    this.counts.clear();
    await this.db.execute(
      `UPDATE "worker_profiles" SET "companyName" = $2, "description" = $3, "services" = $4, "experience" = $5,
         "websiteUrl" = $6, "postalCode" = $7, "city" = $8, "isPublic" = coalesce($9, "isPublic"), "updatedAt" = now()
        WHERE "id" = $1`,
      [
        id,
        body.companyName,
        body.description,
        JSON.stringify(body.services),
        body.experience,
        body.websiteUrl,
        body.postalCode,
        body.city,
        body.isPublic,
      ],
    );
    return this.findById(id, caller);
  }
}

// A private profile does not exist for anyone but its owner.
function visibleOr404(row: ProfileRow | undefined, viewer: SessionUser | null): WorkerProfile {
  if (!row || (row.isPublic === false && viewer?.id !== row.userId))
    throw new DomainError('WORKER_PROFILE_NOT_FOUND');
  return toWorkerProfile(row, viewer);
}

export function toWorkerProfile(row: ProfileRow, viewer: SessionUser | null): WorkerProfile {
  const isOwner = viewer?.id === row.userId;
  return {
    ...row,
    phone: isOwner ? row.phone : row.phone ? maskPhone(row.phone) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
