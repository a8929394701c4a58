import type { MigrationInterface } from 'typeorm';

// This migration once wrote placeholder sponsors (links to example.com). Sponsors are data, not schema: the demo's
// come with the demo data (seed/demo-ads.ts) and 1795700000000-placeholder-ads-out removes what it wrote before.
export class SeedAds1763700000100 implements MigrationInterface {
  name = 'SeedAds1763700000100';

  public async up(): Promise<void> {
    // nothing: kept so that databases that ran it see the same migration list
  }

  public async down(): Promise<void> {
    // nothing
  }
}
