import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { loadConfig } from '../config/env';
import { createMediaStore } from '../media/media-store';
import { MediaService } from '../media/media.service';
import { moveDataUrlLogos } from '../users/data-url-logos';

/**
 * Issue 17: logos leave the users table. Each data URL becomes a WebP file in the media store (MEDIA_STORE, as
 * configured for this start) and "logoUrl" its address, /api/media/<hash>-192.webp. No column changes: the field
 * keeps its name, only what it holds is smaller. The store is built only when there is something to move.
 */
export class LogosToMediaStore1795800100000 implements MigrationInterface {
  name = 'LogosToMediaStore1795800100000';

  public async up(q: QueryRunner): Promise<void> {
    let media: MediaService | undefined;
    await moveDataUrlLogos(
      (text, params) => q.query(text, params),
      (bytes) => (media ??= new MediaService(createMediaStore(loadConfig()))).saveLogo(bytes),
      new Logger('Migraciones'),
    );
  }

  // The images stay in the store and the addresses in the table: an older API shows them as it shows any URL.
  public async down(): Promise<void> {}
}
