import type { QuoteStatus } from './quote.schema';

/**
 * A quote's life in one table (docs/decisions.md, "Quotes and hiring"): each action, who may take it, from which
 * states ('expired' is a sent or viewed quote past its validity: derived, never stored), to which state, and
 * whether the request must still be open. The API checks every change against it and builds the condition of its
 * conditional UPDATE from it (apps/api/src/quotes/quote-process.ts), so a change that lost a race changes nothing;
 * the screens offer only the actions it allows.
 */
export const QUOTE_ACTIONS = {
  // The author sends the whole quote again: read anew by the owner.
  revise: { by: 'author', from: ['sent', 'viewed', 'expired'], to: 'sent', requestOpen: true },
  withdraw: { by: 'author', from: ['sent', 'viewed', 'expired'], to: 'withdrawn', requestOpen: false },
  // The owner opens the request's quotes, or one's PDF.
  view: { by: 'owner', from: ['sent'], to: 'viewed', requestOpen: false },
  // An expired quote cannot be accepted; the others on the request become not selected in the same transaction.
  accept: { by: 'owner', from: ['sent', 'viewed'], to: 'accepted', requestOpen: true },
  decline: { by: 'owner', from: ['sent', 'viewed', 'expired'], to: 'not_selected', requestOpen: false },
  // What accepting one does to every other quote still pending on the request.
  notSelected: { by: 'system', from: ['sent', 'viewed', 'expired'], to: 'not_selected', requestOpen: false },
} as const satisfies Record<
  string,
  { by: 'author' | 'owner' | 'system'; from: readonly QuoteStatus[]; to: QuoteStatus; requestOpen: boolean }
>;
export type QuoteAction = keyof typeof QUOTE_ACTIONS;

/** Whether a quote in this (read) state may take this action. */
export function mayTake(action: QuoteAction, status: QuoteStatus): boolean {
  return (QUOTE_ACTIONS[action].from as readonly QuoteStatus[]).includes(status);
}
