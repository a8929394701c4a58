import { Injectable } from '@nestjs/common';
import { Sql } from '../database/sql';
import { AD_CATEGORIES, type Ad } from '@reformas/shared-types';
import { ads } from './ad.entity';

// What the panel shows of an ad (its order, sortOrder, stays on the server).
const SHOWN = [
  'id',
  'category',
  'title',
  'description',
  'company',
  'ctaText',
  'ctaUrl',
  'phone',
  'priority',
] as const satisfies readonly (keyof Ad)[];

// The board filters by renovation type; these types have an ad category under another name.
const TYPE_TO_CATEGORY: Record<string, string> = { integral: 'complete', electricity: 'electrical' };

@Injectable()
export class AdsService {
  // Built once, at start, from the entity: a missing column stops the API there.
  private readonly byCategory: string;

  constructor(private readonly db: Sql) {
    const t = db.table(ads);
    this.byCategory = `SELECT ${t.select(undefined, SHOWN)} FROM ${t.name}
      WHERE ${t.col('category')} = $1 ORDER BY ${t.col('sortOrder')}, ${t.col('id')}`;
  }

  /** The entries of a category, primary first; unknown or missing categories get the general set. */
  async forCategory(category: string | undefined): Promise<Ad[]> {
    const mapped = category ? (TYPE_TO_CATEGORY[category] ?? category) : '_all';
    const known = (AD_CATEGORIES as readonly string[]).includes(mapped) ? mapped : '_all';
    return this.db.rows<Ad>(this.byCategory, [known]);
  }
}
