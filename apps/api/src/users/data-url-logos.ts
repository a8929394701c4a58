import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { loadConfig } from '../config/env';
import { Sql } from '../database/sql';
import { NO_ACCOUNT } from '../media/image-turns';
import { createMediaStore } from '../media/media-store';
import { MediaService } from '../media/media.service';

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const DATA_URL = /^data:[^,;]*;base64,/;

/**
 * Moves the logos that still sit in the users table as data URLs (before the media store: up to 6.7 MB a row) into the
 * media store, one row at a time, and writes their address in their place. Old GIFs, PNGs and JPEGs come out as
 * WebP like any upload; a logo that does not decode is dropped (null) with a warning. Idempotent: a second run
 * finds nothing. Raw SQL on purpose: the migration that runs it sees the table as it is then, not the entity.
 */
async function moveDataUrlLogos(
  query: Query,
  saveLogo: (bytes: Buffer) => Promise<string>,
  log: Logger,
): Promise<number> {
  const pending = await query(`SELECT "id" FROM "users" WHERE "logoUrl" LIKE 'data:%' ORDER BY "id"`);
  for (const { id } of pending) {
    const [row] = await query(`SELECT "logoUrl" FROM "users" WHERE "id" = $1`, [id]);
    const dataUrl = typeof row?.logoUrl === 'string' ? row.logoUrl : '';
    const head = DATA_URL.exec(dataUrl.slice(0, 64));
    if (!head) continue;
    let logoUrl: string | null = null;
    try {
      logoUrl = await saveLogo(Buffer.from(dataUrl.slice(head[0].length), 'base64'));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      log.warn(`Logo del usuario ${String(id)} descartado: ${error.message}`);
    }
    // Only if nobody changed it meanwhile (another API process on the same database, during a rolling start).
    await query(`UPDATE "users" SET "logoUrl" = $2 WHERE "id" = $1 AND "logoUrl" = $3`, [
      id,
      logoUrl,
      dataUrl,
    ]);
  }
  if (pending.length > 0) log.log(`${pending.length} logos movidos de la tabla users al almacén de imágenes`);
  return pending.length;
}

/** The migration's run (LogosToMediaStore1795800100000): outside Nest, with the store this start is configured for. */
export async function moveDataUrlLogosWithConfiguredStore(query: Query): Promise<number> {
  const media = new MediaService(createMediaStore(loadConfig()));
  return moveDataUrlLogos(query, (bytes) => media.saveLogo(bytes, NO_ACCOUNT), new Logger('Migraciones'));
}

/**
 * The same move at every start, after the migrations: catches data URLs written by an API process of an older
 * version still running beside this one when the migration ran.
 */
@Injectable()
export class DataUrlLogos implements OnApplicationBootstrap {
  constructor(
    private readonly db: Sql,
    private readonly media: MediaService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await moveDataUrlLogos(
      (text, params) => this.db.rows(text, params),
      (bytes) => this.media.saveLogo(bytes, NO_ACCOUNT),
      new Logger('Logos'),
    );
  }
}
