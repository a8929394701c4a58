import type { HideableType } from '@reformas/shared-types';

/**
 * SQL true while an item is in public view as far as moderation goes: not hidden by an operator (hidden_items) and
 * its owner not suspended (account_suspensions). Each kind's own visibility predicate (isOpenRequest,
 * isPublicProfile, isListedCleaning) includes it, so every public place that reads through them (lists, pages,
 * search, sitemap, photos) leaves it out at once. `id` and `owner` are the outer row's columns, qualified.
 */
export function notModerated(type: HideableType, id: string, owner: string): string {
  return `NOT EXISTS (SELECT 1 FROM "hidden_items" "hidden" WHERE "hidden"."targetType" = '${type}' AND "hidden"."targetId" = ${id})
    AND NOT EXISTS (SELECT 1 FROM "account_suspensions" "suspended" WHERE "suspended"."userId" = ${owner})`;
}
