import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import { AD_CATEGORIES, type Ad } from '@reformas/shared-types';

// The board filters by renovation type; these types have an ad category under another name.
const TYPE_TO_CATEGORY: Record<string, string> = { integral: 'complete', electricity: 'electrical' };

@Injectable()
export class AdsService {
  constructor(private readonly db: Sql) {}

  /** The entries of a category, primary first; unknown or missing categories get the general set. */
  async forCategory(category: string | undefined): Promise<Ad[]> {
    const mapped = category ? (TYPE_TO_CATEGORY[category] ?? category) : '_all';
    const known = (AD_CATEGORIES as readonly string[]).includes(mapped) ? mapped : '_all';
    return this.db.rows<Ad>(
      `SELECT "id", "category", "title", "description", "company", "ctaText", "ctaUrl", "phone", "priority"
         FROM "ads" WHERE "category" = $1 ORDER BY "sortOrder", "id"`,
      [known],
    );
  }
}
