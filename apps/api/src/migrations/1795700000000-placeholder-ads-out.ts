import { SqlMigration } from '../database/sql-migration';

// The sponsored entries an earlier 1763700000100-seed-ads wrote pointed to example.com placeholders. Sponsors are
// data: a real site adds its own, the demo data brings the demo's (seed/demo-ads.ts). The placeholders go.
export class PlaceholderAdsOut1795700000000 extends SqlMigration {
  name = 'PlaceholderAdsOut1795700000000';

  protected readonly upStatements = [`DELETE FROM "ads" WHERE "ctaUrl" LIKE 'https://example.com/%'`];

  protected readonly downStatements = [
    // nothing to restore: placeholders are not data
  ];
}
