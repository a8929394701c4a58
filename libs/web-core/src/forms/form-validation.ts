import { useCallback, useRef } from 'react';
import type { FormInstance, FormProps, Rule } from 'antd/es/form';

/** Each field's errors, as antd's `setFields` takes them; `V`, the form's values, names the fields. */
export type FieldErrors<V = Record<string, unknown>> = { name: Extract<keyof V, string>; errors: string[] }[];

/** A whole form's check with its shared schema, as the forms' `to…Request` functions give it. */
export type FormCheck = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * The request a form's values make (its `to…Request` check), or null once the form shows why there is none: each
 * field's errors from the shared schema, as the API would give them.
 */
export function checkedRequest<R, V>(
  form: { setFields(fields: FieldErrors<V>): void },
  checked: { ok: true; request: R } | { ok: false; errors: FieldErrors<V> },
): R | null {
  if (checked.ok) return checked.request;
  form.setFields(checked.errors);
  return null;
}

/**
 * The shared schema's issues grouped by the top-level field they belong to (every form here has flat values),
 * each message once, in the schema's order: what a form shows under each field.
 */
export function fieldErrors<V = Record<string, unknown>>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors<V> {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const messages = byField.get(field) ?? [];
    if (!messages.includes(issue.message)) byField.set(field, [...messages, issue.message]);
  }
  // The schema's issues name the form's own fields (each form's schema is its values' shape).
  return [...byField].map(([name, errors]) => ({ name: name as Extract<keyof V, string>, errors }));
}

/**
 * An antd Form rule for the field `name`, taken from `check` of the whole form's values: for forms whose schema
 * needs the values together (a preprocessed web address, the terms box), so the field says what the submit says.
 */
export function fieldRule(check: (values: Record<string, unknown>) => FormCheck, name: string): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = check(getFieldsValue(true) as Record<string, unknown>);
      const message = result.ok ? undefined : result.errors.find((e) => e.name === name)?.errors[0];
      if (message) throw new Error(message);
    },
  });
}

/**
 * When a form's errors appear and go, the same in every form (docs/product.md §6): nothing is checked while the
 * person types a first time; a submit checks every field; from then on, and for any field showing an error, a
 * field is checked again at each change, so an error goes as soon as its field is valid. antd alone checks only
 * fields with rules and only on its triggers, and keeps errors given with `setFields` until something validates
 * that field: every field needs rules (zodRule or fieldRule). Spread the result on the antd Form.
 */
export function useFormValidation<V>(
  form: FormInstance<V>,
): Required<
  Pick<FormProps<V>, 'form' | 'validateTrigger' | 'onValuesChange' | 'onSubmitCapture' | 'noValidate'>
> {
  const submitted = useRef(false);
  const onValuesChange = useCallback(
    (changed: object) => {
      // Top-level field names, as every form here has: the untyped instance takes them as they are.
      const fields: FormInstance = form;
      const names = Object.keys(changed).filter(
        (name) => submitted.current || fields.getFieldError(name).length > 0,
      );
      // A failed check answers by showing the error; the rejection itself needs no handling.
      if (names.length) fields.validateFields(names).catch(() => undefined);
    },
    [form],
  );
  const onSubmitCapture = useCallback(() => {
    submitted.current = true;
  }, []);
  // noValidate: the fields' own types (type="email" for the phone's keyboard) must not bring the browser's
  // checks and bubbles in its language; the schema's Spanish messages are the only ones.
  return { form, validateTrigger: [], onValuesChange, onSubmitCapture, noValidate: true };
}
