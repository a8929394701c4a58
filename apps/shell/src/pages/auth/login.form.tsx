import { useState } from 'react';
import {
  useNavigate,
  useSearchParams,
  ApiHttpError,
  notify,
  returnPathOf,
  useAuthStore,
  zodRule,
} from '@reformas/web-core';
import { Alert, Button, Form, Input } from 'antd';
import { loginFormSchema, type LoginForm as LoginValues } from '@reformas/shared-types';
import { AUTH_TEXTS, TOASTS, UI_ERRORS } from '@reformas/i18n-es';
import { homePathFor } from '../../hooks/use-work-area-path';

export function LoginForm() {
  const login = useAuthStore((s) => s.login);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const user = await login(values);
      notify({ type: 'success', title: TOASTS.loginOk, description: AUTH_TEXTS.welcome(user.name) });
      // Back to the page that asked for a session (?next=), else the user type's own area.
      navigate(returnPathOf(params.get('next')) ?? homePathFor(user.userType));
    } catch (err) {
      const text = err instanceof ApiHttpError ? err.serverMessage : err instanceof Error ? err.message : '';
      setError(UI_ERRORS.loginAlertPrefix + (text || UI_ERRORS.loginDefault));
      notify({ type: 'error', title: TOASTS.loginError, description: text || UI_ERRORS.loginDefault });
    } finally {
      setSubmitting(false);
    }
  };

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
