import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { AntdProvider } from '@reformas/web-core/ui';
import { ApiHttpError, Link, apiFetch, useFormValidation, zodRule } from '@reformas/web-core';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@reformas/shared-types';
import { PASSWORD_TEXTS as T } from '@reformas/i18n-es';

/**
 * /recuperar-contrasena: the address to send a reset link to. The answer is the same whether it has an account
 * (the API says so too), so the page cannot be used to learn who is registered.
 */
export function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotPasswordRequest>();
  const validation = useFormValidation(form);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: ForgotPasswordRequest) => {
    setSending(true);
    setError(null);
    try {
      await apiFetch('/api/password/forgot', { body: values });
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiHttpError ? err.serverMessage || T.failed : T.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <AntdProvider>
      <div className="container page password-page">
        <h1>{T.forgotTitle}</h1>
        {sent ? (
          <div role="status" className="password-outcome">
            <p>{T.sent}</p>
            <p className="muted">{T.sentHint}</p>
            <Link to="/auth" className="btn btn-primary">
              {T.backToLogin}
            </Link>
          </div>
        ) : (
          <>
            <p className="muted">{T.forgotIntro}</p>
            <Form<ForgotPasswordRequest>
              {...validation}
              layout="vertical"
              requiredMark={false}
              onFinish={onFinish}
            >
              {error && <Alert type="error" title={error} showIcon className="form-alert" role="alert" />}
              <Form.Item
                label={T.email}
                name="email"
                rules={[zodRule(forgotPasswordRequestSchema.shape.email)]}
              >
                <Input type="email" autoComplete="email" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={sending} block size="large">
                {sending ? T.sending : T.send}
              </Button>
            </Form>
            <p>
              <Link to="/auth">{T.backToLogin}</Link>
            </p>
          </>
        )}
      </div>
    </AntdProvider>
  );
}
