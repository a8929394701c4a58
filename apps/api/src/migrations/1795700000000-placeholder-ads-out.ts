import type { MigrationInterface, QueryRunner } from 'typeorm';

// The sponsored entries an earlier 1763700000100-seed-ads wrote pointed to example.com placeholders. Sponsors are
// data: a real site adds its own, the demo data brings the demo's (seed/demo-ads.ts). The placeholders go.
export class PlaceholderAdsOut1795700000000 implements MigrationInterface {
  name = 'PlaceholderAdsOut1795700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "ads" WHERE "ctaUrl" LIKE 'https://example.com/%'`);
  }

  public async down(): Promise<void> {
    // nothing to restore: placeholders are not data
  }
}
