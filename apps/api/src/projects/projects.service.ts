import { Injectable } from '@nestjs/common';
import { containsPattern, Sql } from '../database/sql';
import type { WithIsoTimestamps } from '../database/iso-timestamps';
import {
  createProjectSchema,
  maskName,
  maskPhone,
  type Project,
  projectQuerySchema,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { SessionUser } from '@reformas/shared-types';
import { TtlCache } from '../common/ttl-cache';
import type { RenovationProject } from './renovation-project.entity';

// A row as read from renovation_projects: the entity's columns, createdAt as ISO text.
type ProjectRow = WithIsoTimestamps<Omit<RenovationProject, 'user'>>;
const AS_ISO = { isoTimestamps: true };
type ParsedQuery = z.output<typeof projectQuerySchema>;
type NewProject = z.output<typeof createProjectSchema>;

const COLUMNS = `"id", "userId", "name", "phone", "email", "renovationType", "timeline", "postalCode", "city", "description", "createdAt"`;
// The board is fresh for 60 s (docs/product.md, "Freshness"); the total per filter is cached as long, so that counting
// a million rows is not paid on every page view.
const COUNT_TTL_MS = 60_000;

@Injectable()
export class ProjectsService {
  private readonly counts = new TtlCache<number>(COUNT_TTL_MS, 5_000);

  constructor(private readonly db: Sql) {}

  async list(query: ParsedQuery, viewer: SessionUser | null): Promise<{ items: Project[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.renovationType) {
      params.push(query.renovationType);
      where.push(`"renovationType" = $${params.length}`);
    }
    if (query.timeline) {
      params.push(query.timeline);
      where.push(`"timeline" = $${params.length}`);
    }
    if (query.postalCode) {
      params.push(`${query.postalCode}%`);
      where.push(`"postalCode" LIKE $${params.length}`);
    }
    if (query.city) {
      params.push(containsPattern(query.city));
      where.push(`lower("city") LIKE $${params.length}`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countKey = JSON.stringify(params.length ? [whereSql, params] : '');
    // Both queries start together and are awaited together: a query awaited only after another await
    // rejects unobserved when the first one fails, and Node ends the process on it.
    const cached = this.counts.get(countKey);
    const [rows, total] = await Promise.all([
      this.db.rows<ProjectRow>(
        `SELECT ${COLUMNS} FROM "renovation_projects" ${whereSql}
        ORDER BY "createdAt" DESC, "id" DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
        AS_ISO,
      ),
      cached ?? this.count(whereSql, params, countKey),
    ]);
    return { items: rows.map((row) => toProject(row, viewer)), total };
  }

  async listByUser(userId: number, caller: SessionUser): Promise<Project[]> {
    if (caller.id !== userId) throw new DomainError('FORBIDDEN');
    const rows = await this.db.rows<ProjectRow>(
      `SELECT ${COLUMNS} FROM "renovation_projects" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC`,
      [userId],
      AS_ISO,
    );
    return rows.map((row) => toProject(row, caller));
  }

  async findOne(id: number, viewer: SessionUser | null): Promise<Project> {
    const rows = await this.db.rows<ProjectRow>(
      `SELECT ${COLUMNS} FROM "renovation_projects" WHERE "id" = $1`,
      [id],
      AS_ISO,
    );
    if (!rows[0]) throw new DomainError('PROJECT_NOT_FOUND');
    return toProject(rows[0], viewer);
  }

  async create(body: NewProject, author: SessionUser): Promise<Project> {
    const rows = await this.db.rows<ProjectRow>(
      `INSERT INTO "renovation_projects" ("userId", "name", "phone", "email", "renovationType", "timeline", "postalCode", "city", "description")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        author.id,
        body.name ?? author.name,
        body.phone,
        body.email,
        body.renovationType,
        body.timeline,
        body.postalCode,
        body.city,
        body.description,
      ],
      AS_ISO,
    );
    // Counts cached by this process include the new request at once; other processes within 60 s.
    this.counts.clear();
    return toProject(rows[0], author);
  }

  private async count(whereSql: string, params: unknown[], key: string): Promise<number> {
    const row = await this.db.one<{ total: string }>(
      `SELECT count(*) AS total FROM "renovation_projects" ${whereSql}`,
      params,
    );
    const total = Number(row?.total ?? 0);
    this.counts.set(key, total);
    return total;
  }
}

/**
 * What a viewer may see of a request: the phone and e-mail in full only for its author and for
 * signed-in professionals (they must call the client); the author's name masked for anonymous visitors.
 */
export function toProject(row: ProjectRow, viewer: SessionUser | null): Project {
  const isOwner = viewer !== null && viewer.id === row.userId;
  const seesContact = isOwner || viewer?.userType === 'professional';
  return {
    id: row.id,
    userId: row.userId,
    name: viewer ? row.name : maskName(row.name),
    phone: seesContact ? row.phone : maskPhone(row.phone),
    email: seesContact ? row.email : null,
    renovationType: row.renovationType,
    timeline: row.timeline,
    postalCode: row.postalCode,
    city: row.city,
    description: row.description,
    createdAt: row.createdAt,
  };
}
