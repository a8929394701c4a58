import { useEffect, useState } from 'react';
import { Link, apiFetch, useSearchParams } from '@reformas/web-core';
import type { UnsubscribeAnswer } from '@reformas/shared-types';
import { NOTIFICATION_TEXTS as T } from '@reformas/i18n-es';

type State = { status: 'working' } | { status: 'invalid' } | { status: 'done'; answer: UnsubscribeAnswer };

const callWith = (action: 'unsubscribe' | 'resubscribe', token: string) =>
  apiFetch<UnsubscribeAnswer>(`/api/notifications/${action}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });

/**
 * /baja?token=…, where the unsubscribe link in a notification e-mail's foot opens: it stops that kind at once,
 * without signing in, says what it stopped and for which address, and offers the way back.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'working' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid' });
      return;
    }
    let live = true;
    callWith('unsubscribe', token).then(
      (answer) => live && setState({ status: 'done', answer }),
      () => live && setState({ status: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const resume = async () => {
    setBusy(true);
    try {
      setState({ status: 'done', answer: await callWith('resubscribe', token) });
    } catch {
      setState({ status: 'invalid' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page narrow account-page">
      <h1>{T.unsubscribeTitle}</h1>
      <div className="card account-section">
        {state.status === 'working' && <p role="status">{T.unsubscribing}</p>}
        {state.status === 'invalid' && (
          <>
            <p role="alert">{T.invalidLink}</p>
            <Link className="btn btn-outline" to="/">
              {T.home}
            </Link>
          </>
        )}
        {state.status === 'done' && (
          <>
            <p role="status">
              {(state.answer.subscribed ? T.resumed : T.stopped)(
                T.kinds[state.answer.kind].label.toLowerCase(),
                state.answer.email,
              )}
            </p>
            <div className="account-actions">
              {!state.answer.subscribed && (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => void resume()}
                >
                  {T.resume}
                </button>
              )}
              <Link className="btn btn-outline" to="/profile/notificaciones">
                {T.manage}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
