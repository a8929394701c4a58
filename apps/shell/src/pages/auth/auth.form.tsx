import type { ReactNode } from 'react';
import { Alert, Button, Form } from 'antd';
import { AUTH_TEXTS } from '@reformas/i18n-es';
import { useFormValidation } from '@reformas/web-core';
import type { useFormSend } from './use-form-send';

type AuthFormProps<V> = {
  name: string;
  submit: ReturnType<typeof useFormSend<V>>;
  submitLabel: string;
  children: ReactNode;
};

/** Sign-in and registration: the failure's alert above the fields, the full-width button below. */
export function AuthForm<V>({
  name,
  submit: { submitting, error, onFinish },
  submitLabel,
  children,
}: AuthFormProps<V>) {
  const [form] = Form.useForm<V>();
  const validation = useFormValidation(form);
  return (
    <Form<V> {...validation} layout="vertical" onFinish={onFinish} requiredMark={false} name={name}>
      {error && <Alert type="error" title={error} showIcon className="form-alert" role="alert" />}
      {children}
      <Button type="primary" htmlType="submit" loading={submitting} block size="large">
        {submitting ? AUTH_TEXTS.submitting : submitLabel}
      </Button>
    </Form>
  );
}
