import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { ApiHttpError, errorText } from '@reformas/web-core';
import type { z } from '@reformas/shared-types';
import { ACCOUNT_TEXTS as T } from '@reformas/i18n-es';

// The shell's native forms (the account's, the password pages'): no antd, whose form and inputs were about 100 kB
// gzip of a page's JavaScript (BENCHMARKS.md); each checked by the zod schema its request is checked by.

type FieldErrors = Record<string, string>;
type Outcome = { ok: boolean; text: string } | null;

/** The field messages of a refused body: the schema's, or the API's `errors` (a wrong current password). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) errors[String(path[0])] ??= message;
  return errors;
}

function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiHttpError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.bodyText) as { errors?: { path: string; message: string }[] };
    return errorsOf((body.errors ?? []).map(({ path, message }) => ({ path: [path], message })));
  } catch {
    return {};
  }
}

/**
 * The outcome of an action the person started (a send, a download), shown with FormOutcome: `run(work, failure)`
 * is busy while `work` runs, then says `work`'s success text, or `failure(error)`.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>, failure: (error: unknown) => string) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await work() });
    } catch (error) {
      setOutcome({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
  };
  return { outcome, setOutcome, busy, run };
}

/** The failure text of an action: the API's words, else `fallback`. */
export const failureOr = (fallback: string) => (error: unknown) => errorText(error) || fallback;

/**
 * A native form checked by the same zod schema as its request (the API's 400 field errors shown on their fields
 * too): its values on submit, `send`'s success text, or the failure's.
 */
export function useNativeForm<S extends z.ZodType>(
  schema: S,
  send: (values: z.output<S>) => Promise<string>,
  failure: (error: unknown) => string,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, setOutcome, busy, run } = useOutcome();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    await run(
      async () => {
        const text = await send(parsed.data);
        form.reset();
        return text;
      },
      (error) => {
        setErrors(apiFieldErrors(error));
        return failure(error);
      },
    );
  };
  return {
    errors,
    outcome,
    submitting: busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  };
}

export type FieldSpec = { id: string; name: string; type: string; autoComplete: string; label: string };

/** A native form's fields, in order, then its send button and the outcome of its last send. */
export function NativeForm({
  form,
  fields,
  submitLabel,
}: {
  form: ReturnType<typeof useNativeForm>;
  fields: FieldSpec[];
  submitLabel: string;
}) {
  return (
    <form onSubmit={form.onSubmit} noValidate>
      {fields.map((field) => (
        <Field key={field.id} {...field} error={form.errors[field.name]} />
      ))}
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {form.submitting ? T.sending : submitLabel}
      </button>
      <FormOutcome outcome={form.outcome} />
    </form>
  );
}

/** A labelled native input of a form, its error below it and named by it. */
export function Field({
  id,
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string; label: string; error?: string }) {
  return (
    <div className="rv-field form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="rv-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** The outcome of a form's last send: a status when it went well, an alert when not. */
export function FormOutcome({ outcome }: { outcome: Outcome }): ReactNode {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'form-ok' : 'error-text'}>
      {outcome.text}
    </p>
  );
}
