import { useState } from 'react';
import { Form, Input } from 'antd';
import { Link, apiFetch, zodRule } from '@reformas/web-core';
import { AntdProvider } from '@reformas/web-core/ui';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@reformas/shared-types';
import { PASSWORD_TEXTS as T } from '@reformas/i18n-es';
import { AuthForm } from '../auth/auth.form';
import { useFormSend } from '../auth/use-form-send';
import { PasswordOutcome, failureText } from './password-outcome';

/**
 * /recuperar-contrasena: the address to send a reset link to. The answer is the same whether it has an account
 * (the API says so too), so the page cannot be used to learn who is registered.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const submit = useFormSend<ForgotPasswordRequest>(
    async (values) => {
      await apiFetch('/api/password/forgot', { body: values });
      setSent(true);
    },
    (err) => failureText(err, T.failed),
  );

  return (
    <AntdProvider>
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
            <AuthForm<ForgotPasswordRequest> name="forgot" submit={submit} submitLabel={T.send}>
              <Form.Item
                label={T.email}
                name="email"
                rules={[zodRule(forgotPasswordRequestSchema.shape.email)]}
              >
                <Input type="email" autoComplete="email" />
              </Form.Item>
            </AuthForm>
            <p>
              <Link to="/auth">{T.backToLogin}</Link>
            </p>
          </>
        )}
      </div>
    </AntdProvider>
  );
}
