import { useState } from 'react';
import { ApiHttpError, apiFetch, useAuthStore, useSearchParams } from '@reformas/web-core';
import { resetPasswordFormSchema } from '@reformas/shared-types';
import { PASSWORD_TEXTS as T } from '@reformas/i18n-es';
import { NativeForm, failureOr, useNativeForm, type FieldSpec } from '../../components/native-form';
import { PasswordOutcome } from './password-outcome';

const FIELDS: FieldSpec[] = [
  { id: 'reset-password', name: 'password', label: T.newPassword },
  { id: 'reset-repeat', name: 'repeat', label: T.repeat },
].map((field) => ({ ...field, type: 'password', autoComplete: 'new-password' }));

/**
 * /restablecer-contrasena?token=…, the e-mail's link: the new password twice. Saved, every session of the account
 * has ended (this browser's too), and the person signs in with it. A used, expired or forged link says so and
 * offers a new one. The page's address holds the token: every page is sent with `Referrer-Policy: no-referrer`.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<'saved' | 'invalid' | null>(token ? null : 'invalid');
  const form = useNativeForm(
    resetPasswordFormSchema,
    async ({ password }) => {
      try {
        await apiFetch('/api/password/reset', { body: { token, password } });
      } catch (err) {
        if (!(err instanceof ApiHttpError && err.serverMessage === T.invalid)) throw err;
        setOutcome('invalid');
        return T.invalid;
      }
      // The API ended every session of the account: this browser is signed out too.
      await useAuthStore.getState().refresh();
      setOutcome('saved');
      return T.saved;
    },
    failureOr(T.failed),
  );

  return (
    <div className="container page password-page">
      <h1>{T.resetTitle}</h1>
      {outcome === 'saved' ? (
        <PasswordOutcome text={T.saved} link={{ to: '/auth', label: T.signIn }} />
      ) : outcome === 'invalid' ? (
        <PasswordOutcome alert text={T.invalid} link={{ to: '/recuperar-contrasena', label: T.askAgain }} />
      ) : (
        <NativeForm form={form} fields={FIELDS} submitLabel={T.save} />
      )}
    </div>
  );
}
