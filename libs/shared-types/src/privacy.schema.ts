import { z } from './zod-es';
import { currentPasswordSchema } from './account.schema';

/** DELETE /api/user ('Eliminar mi cuenta'): the account's password once more. */
export const deleteAccountRequestSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export { DATA_EXPORT_EVERY_HOURS, DELETED_ACCOUNT_RECORDS_KEPT_DAYS } from './privacy-terms';
