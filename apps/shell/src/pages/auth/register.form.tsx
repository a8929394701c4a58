import { ApiHttpError, errorText, Link, useAuthStore, zodRule } from '@reformas/web-core';
import { Form, Input } from 'antd';
import {
  registerRequestSchema,
  type RegisterForm as RegisterValues,
  type UserType,
} from '@reformas/shared-types';
import { AUTH_TEXTS, LEGAL_LINKS_TEXTS, LEGAL_PATHS, TOASTS, UI_ERRORS } from '@reformas/i18n-es';
import { useAuthSubmit } from './use-auth-submit';
import { AuthForm } from './auth.form';

const fields = registerRequestSchema.shape;

/** The alert text of a failed registration (docs/product.md, "Messages and errors"), with the duplicate e-mail case. */
function registerErrorText(err: unknown): string {
  // A duplicate e-mail is a 400 with 'Email already exists' in the text; a 409 with the same text means the same.
  if (err instanceof ApiHttpError && err.bodyText.includes('Email already exists'))
    return UI_ERRORS.emailAlreadyRegistered;
  return UI_ERRORS.registerAlertPrefix + (errorText(err) || UI_ERRORS.registerDefault);
}

export function RegisterForm({ userType, typeLabel }: { userType: UserType; typeLabel: string }) {
  const register = useAuthStore((s) => s.register);
  const submit = useAuthSubmit((values: RegisterValues) => register({ ...values, userType }), {
    ok: TOASTS.registerOk,
    failed: TOASTS.registerError,
    welcome: AUTH_TEXTS.registerWelcome,
    errorText: (err) => {
      const text = registerErrorText(err);
      return { alert: text, toast: text };
    },
  });

  return (
    <AuthForm<RegisterValues> name="register" submit={submit} submitLabel={AUTH_TEXTS.registerSubmit}>
      {/* The account's type is the one chosen above; the form says so before anyone types. */}
      <p className="muted register-as">{AUTH_TEXTS.registerAs(typeLabel)}</p>
      <Form.Item label={AUTH_TEXTS.name} name="name" rules={[zodRule(fields.name)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label={AUTH_TEXTS.email} name="email" rules={[zodRule(fields.email)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={AUTH_TEXTS.phone} name="phone" rules={[zodRule(fields.phone)]}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={AUTH_TEXTS.password} name="password" rules={[zodRule(fields.password)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <p className="muted register-terms">
        {AUTH_TEXTS.registerTermsBefore}
        <Link to={LEGAL_PATHS.terms}>{LEGAL_LINKS_TEXTS.termsLinkText}</Link>
        {AUTH_TEXTS.registerTermsBetween}
        <Link to={LEGAL_PATHS.privacy}>{LEGAL_LINKS_TEXTS.privacy.toLowerCase()}</Link>
        {AUTH_TEXTS.registerTermsAfter}
      </p>
    </AuthForm>
  );
}
