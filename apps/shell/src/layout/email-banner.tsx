import { useState } from 'react';
import { apiFetch, useAuthStore, useLocation } from '@reformas/web-core';
import { EMAIL_VERIFY_TEXTS as T } from '@reformas/i18n-es';

/**
 * Under the header while the signed-in account's address is unconfirmed: what to do, and 'Reenviar correo' for
 * another link. The account works meanwhile; only notification e-mails wait for the confirmation. Not on the chat:
 * its screen is sized to a phone's height, and a conversation needs all of it.
 */
export function EmailBanner() {
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (!user || user.emailVerified || pathname === '/chat' || pathname.startsWith('/chat/')) return null;

  const resend = async () => {
    setState('sending');
    try {
      await apiFetch('/api/email/resend', { method: 'POST' });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="email-banner" aria-labelledby="email-banner-title">
      <div className="container email-banner-inner">
        <p>
          <strong id="email-banner-title">{T.banner}</strong> {T.bannerBody(user.email)}
        </p>
        {state === 'sent' || state === 'failed' ? (
          <p role="status">{state === 'sent' ? T.resent : T.resendFailed}</p>
        ) : (
          <button type="button" className="btn" onClick={resend} disabled={state === 'sending'}>
            {T.resend}
          </button>
        )}
      </div>
    </section>
  );
}
