import { useState } from 'react';

/**
 * A form that sends its values: busy while it does, and the alert text of the last failure (cleared on the next
 * try). The sign-in and registration forms (auth.form.tsx draws them).
 */
export function useFormSend<V>(send: (values: V) => Promise<void>, alertOf: (err: unknown) => string) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: V) => {
    setSubmitting(true);
    setError(null);
    try {
      await send(values);
    } catch (err) {
      setError(alertOf(err));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, error, onFinish };
}
