import type { HideableType } from '@reformas/shared-types';

/**
 * SQL true while an item is in public view as far as moderation goes: not hidden by an operator (hidden_items) and
 * its owner not suspended (account_suspensions). Each kind's own visibility predicate (isOpenRequest,
 * isPublicProfile, isListedCleaning) includes it through itemNotModerated, so every public place that reads through
 * them (lists, pages, search, sitemap, photos) leaves it out at once. `id` and `owner` are the outer row's columns,
 * qualified.
 */
function notModerated(type: HideableType, id: string, owner: string): string {
  return `NOT ${isHidden(type, id)} AND NOT ${isSuspended(owner)}`;
}

/** A table of items each owned by one account: its `id` and its owner's `userId` columns (a Table). */
type OwnedItems = { readonly name: string; col(key: 'id' | 'userId', alias?: string): string };

/** notModerated for the rows of `items`, read under `alias` or under the table's own name. */
export function itemNotModerated(type: HideableType, items: OwnedItems, alias?: string): string {
  const at = alias ?? items.name;
  return notModerated(type, items.col('id', at), items.col('userId', at));
}

/** SQL true when an operator suspended the account `owner` (a qualified column or a parameter). */
export function isSuspended(owner: string): string {
  return `EXISTS (SELECT 1 FROM "account_suspensions" "suspended" WHERE "suspended"."userId" = ${owner})`;
}

/** SQL true when an operator hid the item `id` (a qualified column) of kind `type`. */
export function isHidden(type: HideableType, id: string): string {
  return `EXISTS (SELECT 1 FROM "hidden_items" "hidden" WHERE "hidden"."targetType" = '${type}' AND "hidden"."targetId" = ${id})`;
}

/** SQL: the operator's reason for hiding the item `id` of kind `type`, or null: what its author is shown. */
export function hiddenReason(type: HideableType, id: string): string {
  return `(SELECT "hidden"."reason" FROM "hidden_items" "hidden" WHERE "hidden"."targetType" = '${type}' AND "hidden"."targetId" = ${id})`;
}
