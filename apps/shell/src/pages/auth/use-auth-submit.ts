import { useState } from 'react';
import { useNavigate, useSearchParams, notify, returnPathOf } from '@reformas/web-core';
import type { SessionUser } from '@reformas/shared-types';
import { homePathFor } from '../../hooks/use-work-area-path';

export type AuthSubmitTexts = {
  /** The toasts' titles. */
  ok: string;
  failed: string;
  welcome: (name: string) => string;
  /** What the form's alert and the error toast say about a failure. */
  errorText: (err: unknown) => { alert: string; toast: string };
};

/**
 * Login and registration alike: sends the form, greets with a toast and goes back to the page that asked for a
 * session (?next=) or to the user type's own area; on failure, an alert in the form and a toast.
 */
export function useAuthSubmit<V>(send: (values: V) => Promise<SessionUser>, texts: AuthSubmitTexts) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: V) => {
    setSubmitting(true);
    setError(null);
    try {
      const user = await send(values);
      notify({ type: 'success', title: texts.ok, description: texts.welcome(user.name) });
      navigate(returnPathOf(params.get('next')) ?? homePathFor(user.userType));
    } catch (err) {
      const { alert, toast } = texts.errorText(err);
      setError(alert);
      notify({ type: 'error', title: texts.failed, description: toast });
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, error, onFinish };
}
