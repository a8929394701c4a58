import { errorText, Link, useAuthStore, zodRule } from '@reformas/web-core';
import { Form, Input } from 'antd';
import { loginFormSchema, type LoginForm as LoginValues } from '@reformas/shared-types';
import { AUTH_TEXTS, TOASTS, UI_ERRORS } from '@reformas/i18n-es';
import { useAuthSubmit } from './use-auth-submit';
import { AuthForm } from './auth.form';

function loginErrorText(err: unknown) {
  const text = errorText(err);
  return {
    alert: UI_ERRORS.loginAlertPrefix + (text || UI_ERRORS.loginDefault),
    toast: text || UI_ERRORS.loginDefault,
  };
}

export function LoginForm() {
  const login = useAuthStore((s) => s.login);
  const submit = useAuthSubmit(login, {
    ok: TOASTS.loginOk,
    failed: TOASTS.loginError,
    welcome: AUTH_TEXTS.welcome,
    errorText: loginErrorText,
  });

  return (
    <AuthForm<LoginValues> name="login" submit={submit} submitLabel={AUTH_TEXTS.loginSubmit}>
      <Form.Item label={AUTH_TEXTS.email} name="email" rules={[zodRule(loginFormSchema.shape.email)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label={AUTH_TEXTS.password}
        name="password"
        rules={[zodRule(loginFormSchema.shape.password)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <p className="forgot-link">
        <Link to="/recuperar-contrasena">{AUTH_TEXTS.forgotLink}</Link>
      </p>
    </AuthForm>
  );
}
