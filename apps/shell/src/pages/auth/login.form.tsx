import { ApiHttpError, useAuthStore, zodRule } from '@reformas/web-core';
import { Alert, Button, Form, Input } from 'antd';
import { loginFormSchema, type LoginForm as LoginValues } from '@reformas/shared-types';
import { AUTH_TEXTS, TOASTS, UI_ERRORS } from '@reformas/i18n-es';
import { useAuthSubmit } from './use-auth-submit';

function loginErrorText(err: unknown) {
  const text = err instanceof ApiHttpError ? err.serverMessage : err instanceof Error ? err.message : '';
  return {
    alert: UI_ERRORS.loginAlertPrefix + (text || UI_ERRORS.loginDefault),
    toast: text || UI_ERRORS.loginDefault,
  };
}

export function LoginForm() {
  const login = useAuthStore((s) => s.login);
  const { submitting, error, onFinish } = useAuthSubmit(login, {
    ok: TOASTS.loginOk,
    failed: TOASTS.loginError,
    welcome: AUTH_TEXTS.welcome,
    errorText: loginErrorText,
  });

  return (
    <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="login">
      {error && <Alert type="error" title={error} showIcon className="form-alert" role="alert" />}
      <Form.Item label={AUTH_TEXTS.email} name="email" rules={[zodRule(loginFormSchema.shape.email)]}>
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label={AUTH_TEXTS.password}
        name="password"
        rules={[zodRule(loginFormSchema.shape.password)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block size="large">
        {submitting ? AUTH_TEXTS.submitting : AUTH_TEXTS.loginSubmit}
      </Button>
    </Form>
  );
}
