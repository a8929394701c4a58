import { QUOTE_ACTIONS, type QuoteAction, type QuoteStatus } from '@reformas/shared-types';

/**
 * The SQL condition on a quote's stored columns for "its state is one this action starts from": `status` and
 * `expired` are the SQL of the stored status and of "past its validity".
 */
export function fromCondition(action: QuoteAction, status: string, expired: string): string {
  const from = QUOTE_ACTIONS[action].from as readonly QuoteStatus[];
  const stored = from.filter((s) => s !== 'expired');
  const list = (states: readonly string[]) => states.map((s) => `'${s}'`).join(', ');
  if (from.includes('expired')) return `${status} IN (${list(stored)})`;
  // Sent or viewed, and not past its validity.
  return `(${status} IN (${list(stored)}) AND NOT ${expired})`;
}
