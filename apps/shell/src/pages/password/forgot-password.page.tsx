import { useState } from 'react';
import { Link, apiFetch } from '@reformas/web-core';
import { forgotPasswordRequestSchema } from '@reformas/shared-types';
import { PASSWORD_TEXTS as T } from '@reformas/i18n-es';
import { NativeForm, failureOr, useNativeForm } from '../../components/native-form';
import { PasswordOutcome } from './password-outcome';

const FIELDS = [{ id: 'forgot-email', name: 'email', type: 'email', autoComplete: 'email', label: T.email }];

/**
 * /recuperar-contrasena: the address to send a reset link to. The answer is the same whether it has an account
 * (the API says so too), so the page cannot be used to learn who is registered.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useNativeForm(
    forgotPasswordRequestSchema,
    async (body) => {
      await apiFetch('/api/password/forgot', { body });
      setSent(true);
      return T.sent;
    },
    failureOr(T.failed),
  );

  return (
    <div className="container page password-page">
      <h1>{T.forgotTitle}</h1>
      {sent ? (
        <>
          <PasswordOutcome text={T.sent} link={{ to: '/auth', label: T.backToLogin }} />
          <p className="muted">{T.sentHint}</p>
        </>
      ) : (
        <>
          <p className="muted">{T.forgotIntro}</p>
          <NativeForm form={form} fields={FIELDS} submitLabel={T.send} />
          <p>
            <Link to="/auth">{T.backToLogin}</Link>
          </p>
        </>
      )}
    </div>
  );
}
