import { SqlMigration } from '../database/sql-migration';

// This migration once wrote placeholder sponsors (links to example.com). Sponsors are data, not schema: the demo's
// come with the demo data (seed/demo-ads.ts) and 1795700000000-placeholder-ads-out removes what it wrote before.
// Nothing left to run: kept so that databases that ran it see the same migration list.
export class SeedAds1763700000100 extends SqlMigration {
  name = 'SeedAds1763700000100';

  protected readonly upStatements = [];

  protected readonly downStatements = [];
}
