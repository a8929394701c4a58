import { errorText, notify } from '@reformas/web-core';
import { QUOTE_TEXTS as T } from '@reformas/i18n-es';

/**
 * The callbacks of a decision on a quote or a request (accept, decline, withdraw, mark done): either way `close`
 * puts away what asked for it (its confirm dialog), then a toast says `done` or why it failed.
 */
export const quoteActionOutcome = (close: () => void, done: string) => ({
  onSuccess: () => {
    close();
    notify({ type: 'success', title: done });
  },
  onError: (error: unknown) => {
    close();
    notify({ type: 'error', title: T.actionFailed(errorText(error)) });
  },
});
