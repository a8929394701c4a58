import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { AntdProvider } from '@reformas/web-core/ui';
import {
  ApiHttpError,
  Link,
  apiFetch,
  useAuthStore,
  useFormValidation,
  useSearchParams,
  zodRule,
} from '@reformas/web-core';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@reformas/shared-types';
import { PASSWORD_TEXTS as T } from '@reformas/i18n-es';

type Outcome = 'saved' | 'invalid' | null;

/**
 * /restablecer-contrasena?token=…, the e-mail's link: the new password twice. Saved, every session of the account
 * has ended (this browser's too), and the person signs in with it. A used, expired or forged link says so and
 * offers a new one. The page's address holds the token: every page is sent with `Referrer-Policy: no-referrer`.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetPasswordForm>();
  const validation = useFormValidation(form);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalid');
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ password }: ResetPasswordForm) => {
    setSaving(true);
    setError(null);
    try {
      await apiFetch('/api/password/reset', { body: { token, password } });
      // The API ended every session of the account: this browser is signed out too.
      await useAuthStore.getState().refresh();
      setOutcome('saved');
    } catch (err) {
      if (err instanceof ApiHttpError && err.serverMessage === T.invalid) setOutcome('invalid');
      else setError(err instanceof ApiHttpError ? err.serverMessage || T.failed : T.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AntdProvider>
      <div className="container page password-page">
        <h1>{T.resetTitle}</h1>
        {outcome === 'saved' ? (
          <div role="status" className="password-outcome">
            <p>{T.saved}</p>
            <Link to="/auth" className="btn btn-primary">
              {T.signIn}
            </Link>
          </div>
        ) : outcome === 'invalid' ? (
          <div role="alert" className="password-outcome">
            <p>{T.invalid}</p>
            <Link to="/recuperar-contrasena" className="btn btn-primary">
              {T.askAgain}
            </Link>
          </div>
        ) : (
          <Form<ResetPasswordForm> {...validation} layout="vertical" requiredMark={false} onFinish={onFinish}>
            {error && <Alert type="error" title={error} showIcon className="form-alert" role="alert" />}
            <Form.Item
              label={T.newPassword}
              name="password"
              rules={[zodRule(resetPasswordFormSchema.shape.password)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label={T.repeat}
              name="repeat"
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: unknown) => {
                    const message = repeatError(getFieldValue('password'), value);
                    return message ? Promise.reject(new Error(message)) : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} block size="large">
              {T.save}
            </Button>
          </Form>
        )}
      </div>
    </AntdProvider>
  );
}

/** The schema's own message for the repeated password (its `repeat` issue), or none when only the first is wrong. */
function repeatError(password: unknown, repeat: unknown): string {
  const result = resetPasswordFormSchema.safeParse({ password, repeat });
  return result.error?.issues.find((issue) => issue.path[0] === 'repeat')?.message ?? '';
}
