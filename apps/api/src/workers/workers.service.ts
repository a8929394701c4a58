import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import type { User } from '../users/user.entity';
import type { WorkerProfile as WorkerProfileEntity } from './worker-profile.entity';
import {
  createWorkerProfileSchema,
  maskPhone,
  updateWorkerProfileSchema,
  type WorkerProfile,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { SessionUser } from '@reformas/shared-types';

type NewProfile = z.output<typeof createWorkerProfileSchema>;
type ProfileChanges = z.output<typeof updateWorkerProfileSchema>;
// A worker_profiles row with its owner's public columns.
type ProfileRow = Omit<WorkerProfileEntity, 'user'> & Pick<User, 'username' | 'name' | 'phone'>;

const SELECT = `SELECT w."id", w."userId", u."username", u."name", u."phone", w."companyName", w."description", w."services",
  w."experience", w."logoUrl", w."websiteUrl", w."postalCode", w."city", w."isPublic",
  w."createdAt", w."updatedAt"
  FROM "worker_profiles" w JOIN "users" u ON u."id" = w."userId"`;

@Injectable()
export class WorkersService {
  constructor(private readonly db: Sql) {}

  /** The public directory: profiles with isPublic true or null, newest first. */
  async listPublic(viewer: SessionUser | null): Promise<WorkerProfile[]> {
    const rows = await this.db.rows<ProfileRow>(
      `${SELECT} WHERE w."isPublic" IS NOT FALSE ORDER BY w."createdAt" DESC, w."id" DESC LIMIT 500`,
    );
    return rows.map((row) => toWorkerProfile(row, viewer));
  }

  async findById(id: number, viewer: SessionUser | null): Promise<WorkerProfile> {
    const rows = await this.db.rows<ProfileRow>(`${SELECT} WHERE w."id" = $1`, [id]);
    return visibleOr404(rows[0], viewer);
  }

  async findByUser(userId: number, viewer: SessionUser | null): Promise<WorkerProfile> {
    const rows = await this.db.rows<ProfileRow>(`${SELECT} WHERE w."userId" = $1`, [userId]);
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
    return this.findById(rows[0].id, caller);
  }

  async update(id: number, body: ProfileChanges, caller: SessionUser): Promise<WorkerProfile> {
    const rows = await this.db.rows<{ userId: number }>(
      `SELECT "userId" FROM "worker_profiles" WHERE "id" = $1`,
      [id],
    );
    if (!rows[0]) throw new DomainError('WORKER_PROFILE_NOT_FOUND');
    if (rows[0].userId !== caller.id) throw new DomainError('FORBIDDEN');
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
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
