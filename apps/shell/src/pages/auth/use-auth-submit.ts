import { notify } from '@reformas/web-core';
import type { SessionUser } from '@reformas/shared-types';
import { useFormSend } from './use-form-send';

export type AuthSubmitTexts = {
  /** The toasts' titles. */
  ok: string;
  failed: string;
  welcome: (name: string) => string;
  /** What the form's alert and the error toast say about a failure. */
  errorText: (err: unknown) => { alert: string; toast: string };
};

/**
 * Login and registration alike: sends the form and greets with a toast; on failure, an alert in the form and a
 * toast. The page leaves /auth once the session exists (auth.page.tsx: ?next= or the user type's own area).
 */
export function useAuthSubmit<V>(send: (values: V) => Promise<SessionUser>, texts: AuthSubmitTexts) {
  return useFormSend<V>(
    async (values) => {
      try {
        const user = await send(values);
        notify({ type: 'success', title: texts.ok, description: texts.welcome(user.name) });
      } catch (err) {
        notify({ type: 'error', title: texts.failed, description: texts.errorText(err).toast });
        throw err;
      }
    },
    (err) => texts.errorText(err).alert,
  );
}
