import { TOASTS } from '@reformas/i18n-es';
import { errorText } from '../api/api.client';
import { notify } from './toast.bus';

/** The toast of an action that failed: 'Error', then `what` failed, with the API's reason (errorText). */
export function notifyFailure(what: (reason: string) => string, error: unknown): void {
  notify({ type: 'error', title: TOASTS.error, description: what(errorText(error)) });
}
