import { Inject, Injectable } from '@nestjs/common';
import type { ProjectContact, RevealedContact, SessionUser } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Sql, type SqlTransaction } from '../database/sql';
import { RollingLimit } from '../rate-limits/rolling-limit';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { projectContacts } from './project-contact.entity';
import { renovationProjects } from './renovation-project.entity';
import { SqlService } from '../database/sql-service';

// A professional's reveals are counted over a rolling day.
const WINDOW_SECONDS = 24 * 3600;
// Keys of the transaction's advisory locks, (space, id) pairs apart from the chat's one-key locks on user ids. A
// request's key is also taken by the decisions on its quotes (quotes.service.ts).
const LOCK_PROFESSIONAL = 1;
export const LOCK_PROJECT = 2;

function statements(db: Sql) {
  const c = db.table(projectContacts);
  const p = db.table(renovationProjects);
  const u = db.table(users);
  const w = db.table(workerProfiles);
  const [projectId, professionalId, createdAt] = [
    c.col('projectId'),
    c.col('professionalId'),
    c.col('createdAt'),
  ];
  return {
    lock: 'SELECT pg_advisory_xact_lock($1, $2), pg_advisory_xact_lock($3, $4)',
    project: `SELECT ${p.col('userId')} AS "userId", ${p.col('name')} AS "name", ${p.col('phone')} AS "phone",
        ${p.col('email')} AS "email", ${p.col('maxContacts')} AS "maxContacts", (${p.col('closedAt')} IS NULL) AS "open",
        ${p.col('renovationType')} AS "renovationType", ${p.col('city')} AS "city", ${p.col('description')} AS "description"
      FROM ${p.name} WHERE ${p.col('id')} = $1`,
    ownerOf: `SELECT ${p.col('userId')} AS "userId" FROM ${p.name} WHERE ${p.col('id')} = $1`,
    already: `SELECT 1 FROM ${c.name} WHERE ${projectId} = $1 AND ${professionalId} = $2`,
    // Listed in the directory with at least one service: the client sees who took a slot of her cap, and an
    // account made only to take slots has to show itself first (docs/decisions.md, "Contact slots").
    listed: `SELECT 1 FROM ${w.name} WHERE ${w.col('userId')} = $1 AND ${w.col('isPublic')} IS NOT FALSE
        AND ${w.col('services')} NOT IN ('', '[]')`,
    capCount: `SELECT count(*)::int AS "count" FROM ${c.name} WHERE ${projectId} = $1`,
    // A professional's reveals in a rolling day.
    dailyLimit: new RollingLimit(
      { table: c.name, owner: professionalId, createdAt },
      WINDOW_SECONDS,
      'CONTACT_DAILY_LIMIT',
    ),
    insert: `INSERT INTO ${c.name} (${projectId}, ${professionalId}) VALUES ($1, $2)`,
    // One indexed lookup for a page of requests (the key starts with the request).
    revealedAmong: `SELECT ${projectId} AS "projectId" FROM ${c.name}
      WHERE ${projectId} = ANY($2::int[]) AND ${professionalId} = $1`,
    log: `SELECT ${u.col('id', 'u')} AS "userId", ${u.col('name', 'u')} AS "name", ${u.col('companyName', 'u')} AS "companyName",
        (SELECT ${w.col('id', 'w')} FROM ${w.name} w
          WHERE ${w.col('userId', 'w')} = ${u.col('id', 'u')} AND ${w.col('isPublic', 'w')} IS NOT FALSE LIMIT 1) AS "profileId",
        ${c.col('createdAt', 'c')} AS "createdAt"
      FROM ${c.name} c JOIN ${u.name} u ON ${u.col('id', 'u')} = ${c.col('professionalId', 'c')}
      WHERE ${c.col('projectId', 'c')} = $1
      ORDER BY ${c.col('createdAt', 'c')} DESC, ${u.col('id', 'u')} DESC`,
  };
}

/** A request as a slot is taken on it: its author, contact, cap and whether it is open (on the board). */
export type SlotProject = {
  userId: number | null;
  name: string;
  phone: string;
  email: string | null;
  maxContacts: number;
  open: boolean;
  renovationType: string;
  city: string;
  description: string | null;
};

/**
 * Phones revealed on request (docs/privacy.md): a signed-in professional asks for a request's contact, which is
 * recorded; the client's cap per request and the professional's limit per rolling day are counted in PostgreSQL,
 * under transaction-scoped advisory locks (per professional, then per request), so that every API process counts
 * the same rows and concurrent reveals cannot pass either limit.
 */
@Injectable()
export class ProjectContactsService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(db, statements);
  }

  /**
   * The request's contact for a professional, recorded once per pair. Asking again for a request already revealed
   * gives it again without counting it, whatever the cap and the daily limit say by then.
   */
  async reveal(projectId: number, viewer: SessionUser): Promise<RevealedContact> {
    if (viewer.userType !== 'professional') throw new DomainError('CONTACT_PROFESSIONALS_ONLY');
    return this.db.transaction(async (tx) => {
      const project = await this.lockForSlot(tx, projectId, viewer.id);
      if (!project?.open) throw new DomainError('PROJECT_NOT_FOUND');
      await this.takeSlot(tx, projectId, viewer.id, project);
      return { projectId, name: project.name, phone: project.phone, email: project.email };
    });
  }

  /**
   * The first step of taking a slot, in the caller's transaction: the advisory locks (the professional's, then the
   * request's) and the request as it is under them; undefined when unknown. Revealing the phone and sending a quote
   * (quotes.service.ts) both take them, so neither can pass the cap or the daily limit of the other.
   */
  async lockForSlot(
    tx: SqlTransaction,
    projectId: number,
    professionalId: number,
  ): Promise<SlotProject | undefined> {
    await tx.execute(this.sql.lock, [LOCK_PROFESSIONAL, professionalId, LOCK_PROJECT, projectId]);
    const [project] = await tx.rows<SlotProject>(this.sql.project, [projectId]);
    return project;
  }

  /**
   * A slot of the request for this professional, after lockForSlot in the same transaction: nothing when they hold
   * one already; else refused unless they are listed in the directory (403), under their daily limit (429) and the
   * request under its cap (409), then recorded.
   */
  async takeSlot(
    tx: SqlTransaction,
    projectId: number,
    professionalId: number,
    project: Pick<SlotProject, 'maxContacts'>,
  ): Promise<void> {
    if ((await tx.rows(this.sql.already, [projectId, professionalId])).length > 0) return;
    if ((await tx.rows(this.sql.listed, [professionalId])).length === 0)
      throw new DomainError('CONTACT_PROFILE_REQUIRED');
    await this.sql.dailyLimit.check(tx, professionalId, this.config.CONTACT_DAILY_LIMIT);
    const [cap] = await tx.rows<{ count: number }>(this.sql.capCount, [projectId]);
    if ((cap?.count ?? 0) >= project.maxContacts) throw new DomainError('CONTACT_CAP_REACHED');
    await tx.execute(this.sql.insert, [projectId, professionalId]);
  }

  /** Of these requests, the ones this professional revealed. */
  async revealedAmong(professionalId: number, projectIds: number[]): Promise<Set<number>> {
    if (projectIds.length === 0) return new Set();
    const rows = await this.db.rows<{ projectId: number }>(this.sql.revealedAmong, [
      professionalId,
      projectIds,
    ]);
    return new Set(rows.map((row) => row.projectId));
  }

  /** Who revealed the request's phone, newest first: its author only (403 anyone else, 404 unknown). */
  async log(projectId: number, caller: SessionUser): Promise<ProjectContact[]> {
    const owner = await this.db.one<{ userId: number | null }>(this.sql.ownerOf, [projectId]);
    if (!owner) throw new DomainError('PROJECT_NOT_FOUND');
    if (owner.userId !== caller.id) throw new DomainError('FORBIDDEN');
    const rows = await this.db.rows<Omit<ProjectContact, 'createdAt'> & { createdAt: Date }>(this.sql.log, [
      projectId,
    ]);
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  }
}
