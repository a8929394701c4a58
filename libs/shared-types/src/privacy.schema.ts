import { z } from './zod-es';
import { currentPasswordSchema } from './account.schema';

/** DELETE /api/user ('Eliminar mi cuenta'): the account's password once more. */
export const deleteAccountRequestSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * After an account is deleted, its reports and the moderation log's entries about it (abuse)
 * are kept this long, blocked: used only to answer a claim or an authority, then removed (docs/privacy.md).
 */
export const DELETED_ACCOUNT_RECORDS_KEPT_DAYS = 365;

/** GET /api/user/export: one copy of one's data per account in this many hours (429 with Retry-After after it). */
export const DATA_EXPORT_EVERY_HOURS = 24;
