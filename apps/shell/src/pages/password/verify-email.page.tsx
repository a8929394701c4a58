import { useEffect, useRef, useState } from 'react';
import { apiFetch, useAuthStore, useSearchParams } from '@reformas/web-core';
import { EMAIL_VERIFY_TEXTS as T } from '@reformas/i18n-es';
import { PasswordOutcome } from './password-outcome';

/** /verificar-correo?token=…, the registration e-mail's link: confirms the address at once and says so. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'checking' | 'done' | 'invalid'>(token ? 'checking' : 'invalid');
  const sent = useRef(false);

  useEffect(() => {
    // Once per page (React's development double effects included): a link is used once.
    if (!token || sent.current) return;
    sent.current = true;
    apiFetch('/api/email/verify', { body: { token } })
      .then(async () => {
        setState('done');
        await useAuthStore.getState().refresh();
      })
      .catch(() => setState('invalid'));
  }, [token]);

  return (
    <div className="container page password-page">
      <h1>{T.title}</h1>
      {state === 'checking' ? (
        <p role="status">{T.checking}</p>
      ) : (
        <PasswordOutcome
          alert={state === 'invalid'}
          text={state === 'done' ? T.done : T.invalid}
          link={{ to: '/', label: T.home }}
        />
      )}
    </div>
  );
}
