import { Injectable } from '@nestjs/common';
import { containsPattern, Sql, type SqlTransaction } from '../database/sql';
import type { WithIsoTimestamps } from '../database/iso-timestamps';
import { searchWords, servicesMatchingLabel } from './worker-search';
import { emailVerifiedOf, users } from '../users/user.entity';
import type { RowOf } from '../database/table';
import { isPublicProfile, workerProfiles } from './worker-profile.entity';
import { Withholding } from '../moderation/withholding';
import {
  createWorkerProfileSchema,
  maskPhone,
  photoOf,
  updateWorkerProfileSchema,
  workerQuerySchema,
  type WorkerProfile,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { Page } from '../common/api-route';
import { TtlCache } from '../common/ttl-cache';
import type { SessionUser } from '@reformas/shared-types';
import { SqlService } from '../database/sql-service';

type NewProfile = z.output<typeof createWorkerProfileSchema>;
type ProfileChanges = z.output<typeof updateWorkerProfileSchema>;
type WorkerQueryParsed = z.output<typeof workerQuerySchema>;
// The owner's columns the directory shows beside the profile's: the company name is the user's (one place,
// docs/product.md §4), and so is the logo: the address of its image in the media store.
const OWNER_COLUMNS = ['username', 'name', 'phone', 'companyName', 'logoUrl'] as const;
// A worker_profiles row with its owner's public columns; createdAt and updatedAt as ISO text.
type ProfileRow = WithIsoTimestamps<
  RowOf<typeof workerProfiles> & Pick<RowOf<typeof users>, (typeof OWNER_COLUMNS)[number]>
> & { emailVerified: boolean };
const AS_ISO = { isoTimestamps: true };

function statements(db: Sql) {
  const t = db.table(workerProfiles);
  const u = db.table(users);
  const newest = `${t.col('createdAt', 'w')} DESC, ${t.col('id', 'w')} DESC`;
  // 'Mejor valorados': the average shown, then more reviews; unrated last (IDX_worker_profiles_public_rating).
  const bestFirst = `${t.col('ratingAverage', 'w')} DESC NULLS LAST, ${t.col('ratingCount', 'w')} DESC`;
  return {
    table: t,
    // Of the owner's address only whether it is confirmed leaves the server (docs/decisions.md, issue 32).
    select: `SELECT ${t.select('w')}, ${u.select('u', OWNER_COLUMNS)}, ${emailVerifiedOf(u, t.col('userId', 'w'))}
      FROM ${t.name} w JOIN ${u.name} u ON ${u.col('id', 'u')} = ${t.col('userId', 'w')}`,
    isListed: isPublicProfile(t, 'w'),
    searchText: t.col('searchText', 'w'),
    order: { recent: `ORDER BY ${newest}`, rating: `ORDER BY ${bestFirst}, ${newest}` },
    id: t.col('id', 'w'),
    userId: t.col('userId', 'w'),
    from: `FROM ${t.name} w`,
    ownerOf: `SELECT ${t.col('userId')} AS "userId" FROM ${t.name} WHERE ${t.col('id')} = $1`,
    touched: `${t.col('updatedAt')} = now()`,
    setCompany: `UPDATE ${u.name} SET ${u.col('companyName')} = $2 WHERE ${u.col('id')} = $1`,
  };
}

// As the board's: the directory's total per search is counted at most once a minute per process (the
// freshness of lists, docs/product.md); a profile written through this process clears it at once.
const COUNT_TTL_MS = 60_000;

@Injectable()
export class WorkersService extends SqlService<ReturnType<typeof statements>> {
  private readonly counts = new TtlCache<number>(COUNT_TTL_MS, 5_000);

  constructor(
    db: Sql,
    private readonly withholding: Withholding,
  ) {
    super(db, statements);
  }

  /**
   * The public directory (isPublic true or null), newest first, one page, with the total: each word of `q` is
   * looked for in company, city, postal code and services (values, and Spanish labels through the values they
   * name), in any order; a profile must hold every word.
   */
  async listPublic(query: WorkerQueryParsed, viewer: SessionUser | null): Promise<Page<WorkerProfile>> {
    const params: unknown[] = [];
    // One condition per word on the one searched column (a profile must hold every word), each word also as the
    // service values its Spanish label names.
    const wordSlots = (query.q ? searchWords(query.q) : []).map((word) =>
      [word, ...servicesMatchingLabel(word)].map((term) => {
        params.push(containsPattern(term));
        return params.length;
      }),
    );
    const whereOn = (column: string) =>
      `WHERE ${[
        this.sql.isListed,
        ...wordSlots.map((slots) => `(${slots.map((n) => `${column} LIKE $${n}`).join(' OR ')})`),
      ].join(' AND ')}`;
    // The count goes through the trigram index (IDX_worker_profiles_search) and is cached per search.
    const whereSql = whereOn(this.sql.searchText);
    const countKey = JSON.stringify(params);
    const cached = this.counts.get(countKey);
    const order = this.sql.order[query.sort];
    const page = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    // A search's page: its ids first, walking IDX_worker_profiles_public_search newest first (it carries
    // searchText, so profiles that do not match are passed over without reading the table) until the page is
    // full. The column is written as an expression here so that the trigram index cannot serve it: prepared,
    // PostgreSQL soon settled on a generic plan that took every match through that index and sorted them (1.8 ms
    // for a common word against 0.45 ms walking). A word nobody has walks the whole index: a few ms at 10,000
    // profiles (BENCHMARKS.md).
    const listSql =
      params.length > 0
        ? `WITH page AS (SELECT ${this.sql.id} ${this.sql.from} ${whereOn(`(${this.sql.searchText} || '')`)} ${order} ${page})
         ${this.sql.select} JOIN page ON page."id" = ${this.sql.id} ${order}`
        : `${this.sql.select} ${whereSql} ${order} ${page}`;
    const [rows, total] = await Promise.all([
      this.db.rows<ProfileRow>(listSql, [...params, query.limit, query.offset], AS_ISO),
      cached ?? this.count(whereSql, params, countKey),
    ]);
    return { items: rows.map((row) => toWorkerProfile(row, viewer)), total };
  }

  private async count(whereSql: string, params: unknown[], key: string): Promise<number> {
    const row = await this.db.one<{ total: string }>(
      `SELECT count(*) AS "total" ${this.sql.from} ${whereSql}`,
      params,
    );
    const total = Number(row?.total ?? 0);
    this.counts.set(key, total);
    return total;
  }

  async findById(id: number, viewer: SessionUser | null): Promise<WorkerProfile> {
    const rows = await this.db.rows<ProfileRow>(`${this.sql.select} WHERE ${this.sql.id} = $1`, [id], AS_ISO);
    return this.moderated(visibleOr404(rows[0], viewer), viewer);
  }

  async findByUser(userId: number, viewer: SessionUser | null): Promise<WorkerProfile> {
    const rows = await this.db.rows<ProfileRow>(
      `${this.sql.select} WHERE ${this.sql.userId} = $1`,
      [userId],
      AS_ISO,
    );
    return this.moderated(visibleOr404(rows[0], viewer), viewer);
  }

  /** A hidden profile, or one of a suspended account, is its owner's alone, with the operator's reason. */
  private async moderated(profile: WorkerProfile, viewer: SessionUser | null): Promise<WorkerProfile> {
    const hiddenReason = await this.withholding.reasonFor(
      'worker_profile',
      profile,
      viewer,
      'WORKER_PROFILE_NOT_FOUND',
    );
    return hiddenReason === null ? profile : { ...profile, hiddenReason };
  }

  /**
   * ?userId=: that user's profile as a list of at most one, under the same rule as findByUser (a private one only
   * for its owner). The pages ask this where "none yet" is a normal answer: a 404 is logged by the browser.
   */
  async listByUser(userId: number, viewer: SessionUser | null): Promise<Page<WorkerProfile>> {
    const rows = await this.db.rows<ProfileRow>(
      `${this.sql.select} WHERE ${this.sql.userId} = $1`,
      [userId],
      AS_ISO,
    );
    const items = rows.filter((row) => row.isPublic !== false || viewer?.id === row.userId);
    return { items: items.map((row) => toWorkerProfile(row, viewer)), total: items.length };
  }

  async create(body: NewProfile, caller: SessionUser): Promise<WorkerProfile> {
    if (body.userId !== undefined && body.userId !== caller.id) throw new DomainError('NOT_OWN_IDENTITY');
    const insert = this.sql.table.insert({ ...profileColumns(body), userId: caller.id, photos: [] });
    const id = await this.db.transaction(async (tx) => {
      const rows = await tx.rows<{ id: number }>(
        `${insert.text} ON CONFLICT (${this.sql.table.col('userId')}) DO NOTHING RETURNING ${this.sql.table.col('id')} AS "id"`,
        insert.values,
      );
      if (!rows[0]) throw new DomainError('WORKER_PROFILE_EXISTS');
      await this.saveCompanyName(tx, caller.id, body.companyName);
      return rows[0].id;
    });
    this.counts.clear();
    return this.findById(id, caller);
  }

  async update(id: number, body: ProfileChanges, caller: SessionUser): Promise<WorkerProfile> {
    const rows = await this.db.rows<{ userId: number }>(this.sql.ownerOf, [id]);
    if (!rows[0]) throw new DomainError('WORKER_PROFILE_NOT_FOUND');
    if (rows[0].userId !== caller.id) throw new DomainError('FORBIDDEN');
    // isPublic left out keeps its value (set() leaves undefined columns alone).
    const set = this.sql.table.set(profileColumns(body), 2);
    await this.db.transaction(async (tx) => {
      await tx.execute(
        `UPDATE ${this.sql.table.name} SET ${set.text}, ${this.sql.touched} WHERE ${this.sql.table.col('id')} = $1`,
        [id, ...set.values],
      );
      await this.saveCompanyName(tx, caller.id, body.companyName);
    });
    this.counts.clear();
    return this.findById(id, caller);
  }

  // The form's company name is the user's (left out of the body: unchanged; '' or null: cleared).
  private async saveCompanyName(tx: SqlTransaction, userId: number, name: string | null | undefined) {
    if (name !== undefined) await tx.execute(this.sql.setCompany, [userId, name]);
  }
}

// The columns a profile body writes: services stored as a JSON list (the company name goes to the user).
function profileColumns(body: NewProfile | ProfileChanges) {
  const { description, experience, websiteUrl, postalCode, city, isPublic, taxId } = body;
  return {
    // Left out of the body (undefined): unchanged on an edit.
    taxId,
    description,
    services: JSON.stringify(body.services),
    experience,
    websiteUrl,
    postalCode,
    city,
    isPublic,
  };
}

// A private profile does not exist for anyone but its owner.
function visibleOr404(row: ProfileRow | undefined, viewer: SessionUser | null): WorkerProfile {
  if (!row || (row.isPublic === false && viewer?.id !== row.userId))
    throw new DomainError('WORKER_PROFILE_NOT_FOUND');
  return toWorkerProfile(row, viewer);
}

function toWorkerProfile(row: ProfileRow, viewer: SessionUser | null): WorkerProfile {
  const isOwner = viewer?.id === row.userId;
  return {
    ...row,
    phone: isOwner ? row.phone : row.phone ? maskPhone(row.phone) : null,
    // Only the owner gets the phone whole.
    canCall: isOwner && Boolean(row.phone),
    // The NIF/CIF only to its owner (docs/privacy.md); a request's owner reads it on the quotes sent to her.
    taxId: isOwner ? row.taxId : null,
    photos: row.photos.map(photoOf),
  };
}
