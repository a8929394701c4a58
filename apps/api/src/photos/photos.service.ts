import { Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@reformas/i18n-es';
import {
  photoOf,
  PHOTO_LIMITS,
  type Photo,
  type PhotoOwnerKind,
  type SessionUser,
} from '@reformas/shared-types';
import { DomainError, type DomainErrorCode } from '../common/domain-error';
import { Sql } from '../database/sql';
import { MediaService } from '../media/media.service';
import { cleaningServices } from '../cleaning/cleaning-service.entity';
import { renovationProjects } from '../projects/renovation-project.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { SqlService } from '../database/sql-service';

/** Each kind of row that has photos: its unknown-id error and the words of its limit's message. */
const KINDS = {
  project: { notFound: 'PROJECT_NOT_FOUND', what: 'Una solicitud' },
  workerProfile: { notFound: 'WORKER_PROFILE_NOT_FOUND', what: 'Un perfil profesional' },
  cleaningService: { notFound: 'CLEANING_NOT_FOUND', what: 'Un servicio de limpieza' },
} as const satisfies Record<PhotoOwnerKind, { notFound: DomainErrorCode; what: string }>;

type Current = { userId: number | null; closed: boolean; photos: string[] };

function statements(db: Sql, kind: PhotoOwnerKind) {
  const t =
    kind === 'project'
      ? db.table(renovationProjects)
      : kind === 'workerProfile'
        ? db.table(workerProfiles)
        : db.table(cleaningServices);
  const [id, userId, photos] = [t.col('id'), t.col('userId'), t.col('photos')];
  // Only an open request takes new photos (a closed one is not edited any more); removing is always possible.
  const closed = kind === 'project' ? `${db.table(renovationProjects).col('closedAt')} IS NOT NULL` : 'false';
  const touched = kind === 'workerProfile' ? `, ${db.table(workerProfiles).col('updatedAt')} = now()` : '';
  return {
    current: `SELECT ${userId} AS "userId", ${closed} AS "closed", ${photos} AS "photos" FROM ${t.name} WHERE ${id} = $1`,
    // One statement checks and appends: the row lock makes parallel uploads take turns, and each one re-reads
    // the row it waited for (PostgreSQL re-checks the WHERE), so no two can pass the limit together.
    add: `UPDATE ${t.name} SET ${photos} = array_append(${photos}, $3::text)${touched}
      WHERE ${id} = $1 AND ${userId} = $2 AND NOT (${closed}) AND cardinality(${photos}) < $4
        AND NOT ($3::text = ANY(${photos}))
      RETURNING ${photos} AS "photos"`,
    remove: `UPDATE ${t.name} SET ${photos} = array_remove(${photos}, $3::text)${touched}
      WHERE ${id} = $1 AND ${userId} = $2 AND $3::text = ANY(${photos})
      RETURNING ${photos} AS "photos"`,
  };
}

/** Photos of requests, worker profiles and cleaning services: only the row's owner adds or removes. */
@Injectable()
export class PhotosService extends SqlService<Record<PhotoOwnerKind, ReturnType<typeof statements>>> {
  constructor(
    db: Sql,
    private readonly media: MediaService,
  ) {
    super(db, (db) => ({
      project: statements(db, 'project'),
      workerProfile: statements(db, 'workerProfile'),
      cleaningService: statements(db, 'cleaningService'),
    }));
  }

  /** Whether `user` owns the row: the upload parser reads an image's bytes only for its owner. */
  async isOwner(kind: PhotoOwnerKind, id: number, user: SessionUser): Promise<boolean> {
    return (await this.current(kind, id))?.userId === user.id;
  }

  /** Adds one photo (checked, re-encoded, stored) and answers the row's photos. */
  async add(kind: PhotoOwnerKind, id: number, caller: SessionUser, bytes: Buffer): Promise<Photo[]> {
    // Refused before any decoding when it cannot be added anyway.
    this.refuseAdding(await this.owned(kind, id, caller), kind);
    const key = await this.media.savePhoto(bytes, `${kind}:${id}`, caller.id);
    const rows = await this.db.rows<{ photos: string[] }>(this.sql[kind].add, [
      id,
      caller.id,
      key,
      PHOTO_LIMITS[kind],
    ]);
    if (rows[0]) return rows[0].photos.map(photoOf);
    // Another upload got there first: the limit was reached, or the same photo was added meanwhile.
    const now = await this.owned(kind, id, caller);
    if (!now.photos.includes(key)) await this.media.deletePhoto(key);
    this.refuseAdding(now, kind, key);
    throw new DomainError('PHOTO_DUPLICATE');
  }

  /** Removes one photo and its files, and answers the row's photos. */
  async remove(kind: PhotoOwnerKind, id: number, caller: SessionUser, photoId: string): Promise<Photo[]> {
    const rows = await this.db.rows<{ photos: string[] }>(this.sql[kind].remove, [id, caller.id, photoId]);
    if (!rows[0]) {
      await this.owned(kind, id, caller);
      throw new DomainError('PHOTO_NOT_FOUND');
    }
    await this.media.deletePhoto(photoId);
    return rows[0].photos.map(photoOf);
  }

  private refuseAdding(row: Current, kind: PhotoOwnerKind, key?: string): void {
    if (row.closed) throw new DomainError('PROJECT_CLOSED');
    if (key && row.photos.includes(key)) throw new DomainError('PHOTO_DUPLICATE');
    const limit = PHOTO_LIMITS[kind];
    if (row.photos.length >= limit)
      throw new DomainError('PHOTO_LIMIT', undefined, {
        message: API_MESSAGES.photoLimit(limit, KINDS[kind].what),
      });
  }

  /** The caller's own row: 404 when unknown, 403 when someone else's. */
  private async owned(kind: PhotoOwnerKind, id: number, caller: SessionUser): Promise<Current> {
    const row = await this.current(kind, id);
    if (!row) throw new DomainError(KINDS[kind].notFound);
    if (row.userId !== caller.id) throw new DomainError('FORBIDDEN');
    return row;
  }

  private async current(kind: PhotoOwnerKind, id: number): Promise<Current | undefined> {
    return this.db.one<Current>(this.sql[kind].current, [id]);
  }
}
