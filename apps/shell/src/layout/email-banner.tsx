import { useState } from 'react';
import { apiFetch, isRateLimited, useAuthStore, useLocation } from '@reformas/web-core';
import { EMAIL_VERIFY_TEXTS as T } from '@reformas/i18n-es';

const HIDDEN_KEY = 'email-banner-hidden';

const hiddenThisVisit = () => {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * While the signed-in account's address is unconfirmed: 'Confirma tu correo electrónico' with 'Reenviar correo'.
 * Fixed to the bottom of the viewport, over the page and not in its flow: it appears after the session check, and
 * in the flow it moved every page below it (CLS 0.18). Hidden for the rest of the visit when closed. Not on the
 * chat, whose screen is sized to a phone's height and keeps its message box at the bottom.
 */
export function EmailBanner() {
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(hiddenThisVisit);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'wait' | 'failed'>('idle');
  if (!user || user.emailVerified || hidden || pathname === '/chat' || pathname.startsWith('/chat/'))
    return null;

  const resend = async () => {
    setState('sending');
    try {
      await apiFetch('/api/email/resend', { method: 'POST' });
      setState('sent');
    } catch (error) {
      setState(isRateLimited(error) ? 'wait' : 'failed');
    }
  };
  const hide = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // storage refused (private mode): hidden until the next page load
    }
    setHidden(true);
  };
  const said = { sent: T.resent, wait: T.resendWait, failed: T.resendFailed } as const;

  return (
    <section className="email-banner" aria-labelledby="email-banner-title">
      <p>
        <strong id="email-banner-title">{T.banner}</strong> {T.bannerBody(user.email)}
      </p>
      <div className="email-banner-actions">
        {state === 'idle' || state === 'sending' ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void resend()}
            disabled={state === 'sending'}
          >
            {T.resend}
          </button>
        ) : (
          <p role="status">{said[state]}</p>
        )}
        <button type="button" className="btn email-banner-close" onClick={hide} aria-label={T.dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
