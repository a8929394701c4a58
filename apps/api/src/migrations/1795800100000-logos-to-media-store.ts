import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Logos leave the users table. Each data URL becomes a WebP file in the media store (MEDIA_STORE, as
 * configured for this start) and "logoUrl" its address, /api/media/<hash>-192.webp. No column changes: the field
 * keeps its name, only what it holds is smaller.
 */
export class LogosToMediaStore1795800100000 implements MigrationInterface {
  name = 'LogosToMediaStore1795800100000';

  public async up(q: QueryRunner): Promise<void> {
    const rows: unknown[] = await q.query(`SELECT 1 FROM "users" WHERE "logoUrl" LIKE 'data:%' LIMIT 1`);
    if (rows.length === 0) return;
    // The image code (sharp, the store, Nest's logger) loads only when there is something to move: the data-model
    // check (data-model.spec.ts) runs these migrations under jest, which cannot load Nest's ES modules.
    const { moveDataUrlLogosWithConfiguredStore } = await import(
      /* webpackMode: "eager" */ '../users/data-url-logos'
    );
    await moveDataUrlLogosWithConfiguredStore((text, params) => q.query(text, params));
  }

  // The images stay in the store and the addresses in the table: an older API shows them as it shows any URL.
  public async down(): Promise<void> {}
}
