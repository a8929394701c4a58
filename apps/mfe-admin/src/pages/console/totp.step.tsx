import { useId, useState, type FormEvent } from 'react';
import { totpCodeSchema, type TotpStatus } from '@reformas/shared-types';
import { ADMIN_TEXTS } from '@reformas/i18n-es';
import { errorText } from '@reformas/web-core';
import { useVerifyTotp } from '../../api/totp.query';
import { useFieldNote } from '../../components/field-note';

const T = ADMIN_TEXTS.totp;

/** The base32 secret in groups of four, as authenticator apps show and ask for it. */
const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The second factor of this session: a new operator first adds the pending secret to an app (shown as text and as
 * its otpauth:// link; no QR code, which would need a library for a screen a handful of people see once), then
 * everyone types the current code.
 */
export function TotpStep({ status }: { status: TotpStatus }) {
  const verify = useVerifyTotp();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const codeNote = useFieldNote(T.codeHelp, problem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse({ code: code.trim() });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? T.codeFormat);
      return;
    }
    setProblem(null);
    verify.mutate(parsed.data, {
      onError: (error) => {
        setCode('');
        setProblem(errorText(error) || T.codeFormat);
      },
    });
  };

  return (
    <section aria-labelledby="totp-title" className="admin-panel">
      <h2 id="totp-title">{status.enrolled ? T.title : T.enrolTitle}</h2>
      {!status.enrolled && status.secret ? (
        <>
          <p>{T.enrolBody}</p>
          <p>
            {T.secretLabel}: <code className="admin-secret">{groupSecret(status.secret)}</code>
          </p>
          {status.otpauthUrl ? (
            <p>
              <a href={status.otpauthUrl}>{T.linkLabel}</a>
              <br />
              <code className="admin-url">{status.otpauthUrl}</code>
            </p>
          ) : null}
        </>
      ) : null}
      <form onSubmit={submit} noValidate className="admin-form">
        <label htmlFor={inputId}>{T.codeLabel}</label>
        <input
          id={inputId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          {...codeNote.describe}
        />
        {codeNote.note}
        <button type="submit" className="admin-button admin-button-primary" disabled={verify.isPending}>
          {verify.isPending ? T.sending : T.submit}
        </button>
      </form>
    </section>
  );
}
