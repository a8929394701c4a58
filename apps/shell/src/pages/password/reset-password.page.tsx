import { useState } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { ApiHttpError, apiFetch, useAuthStore, useSearchParams, zodRule } from '@reformas/web-core';
import { AntdProvider } from '@reformas/web-core/ui';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@reformas/shared-types';
import { PASSWORD_TEXTS as T } from '@reformas/i18n-es';
import { AuthForm } from '../auth/auth.form';
import { useFormSend } from '../auth/use-form-send';
import { PasswordOutcome, failureText } from './password-outcome';

/** The schema's own message for the repeated password (its `repeat` issue), or none. */
const repeatRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, repeat: unknown) => {
    const result = resetPasswordFormSchema.safeParse({ password: getFieldValue('password'), repeat });
    const message = result.error?.issues.find((issue) => issue.path[0] === 'repeat')?.message;
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/**
 * /restablecer-contrasena?token=…, the e-mail's link: the new password twice. Saved, every session of the account
 * has ended (this browser's too), and the person signs in with it. A used, expired or forged link says so and
 * offers a new one. The page's address holds the token: every page is sent with `Referrer-Policy: no-referrer`.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<'saved' | 'invalid' | null>(token ? null : 'invalid');
  const submit = useFormSend<ResetPasswordForm>(
    async ({ password }) => {
      try {
        await apiFetch('/api/password/reset', { body: { token, password } });
      } catch (err) {
        if (err instanceof ApiHttpError && err.serverMessage === T.invalid) return setOutcome('invalid');
        throw err;
      }
      // The API ended every session of the account: this browser is signed out too.
      await useAuthStore.getState().refresh();
      setOutcome('saved');
    },
    (err) => failureText(err, T.failed),
  );

  return (
    <AntdProvider>
      <div className="container page password-page">
        <h1>{T.resetTitle}</h1>
        {outcome === 'saved' ? (
          <PasswordOutcome text={T.saved} link={{ to: '/auth', label: T.signIn }} />
        ) : outcome === 'invalid' ? (
          <PasswordOutcome alert text={T.invalid} link={{ to: '/recuperar-contrasena', label: T.askAgain }} />
        ) : (
          <AuthForm<ResetPasswordForm> name="reset" submit={submit} submitLabel={T.save}>
            {[
              {
                name: 'password',
                label: T.newPassword,
                rule: zodRule(resetPasswordFormSchema.shape.password),
              },
              { name: 'repeat', label: T.repeat, rule: repeatRule },
            ].map(({ name, label, rule }) => (
              <Form.Item
                key={name}
                label={label}
                name={name}
                rules={[rule]}
                dependencies={name === 'repeat' ? ['password'] : undefined}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            ))}
          </AuthForm>
        )}
      </div>
    </AntdProvider>
  );
}
