// The terms the privacy texts state, without zod: the legal pages import them from '@reformas/shared-types/privacy-terms'
// and so load none of the schemas (the package's index brings zod, about 120 kB, into any page that imports from it).

/**
 * After an account is deleted, its reports and the moderation log's entries about it (abuse)
 * are kept this long, blocked: used only to answer a claim or an authority, then removed (docs/privacy.md).
 */
export const DELETED_ACCOUNT_RECORDS_KEPT_DAYS = 365;

/** GET /api/user/export: one copy of one's data per account in this many hours (429 with Retry-After after it). */
export const DATA_EXPORT_EVERY_HOURS = 24;
