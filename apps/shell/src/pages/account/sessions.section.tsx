import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@reformas/web-core';
import type { AccountSession } from '@reformas/shared-types';
import { ACCOUNT_TEXTS as T, formatDateTime, formatRelativeTime } from '@reformas/i18n-es';
import { failureOr, FormOutcome, useOutcome } from '../../components/native-form';

export const SESSIONS_KEY = ['/api/account/sessions'];

/** 'Sesiones abiertas': this device first, then the others, each closable, and all the others at once. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery<AccountSession[]>({ queryKey: SESSIONS_KEY });
  const { outcome, busy, run } = useOutcome();

  const end = async (path: string, done: string) => {
    await run(async () => {
      await apiFetch(path, { method: 'DELETE' });
      return done;
    }, failureOr(T.failed));
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };

  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <section className="card account-section" aria-labelledby="account-sessions">
      <h2 id="account-sessions">{T.sessionsTitle}</h2>
      <p className="muted">{T.sessionsIntro}</p>
      {sessions.isError && <p role="alert">{T.sessionsFailed}</p>}
      {sessions.isPending && <p role="status">{T.loading}</p>}
      {sessions.data && (
        <ul className="account-sessions">
          {sessions.data.map((session) => (
            <li key={session.id}>
              <div>
                <strong>{session.device}</strong>
                {session.current && <span className="account-current"> · {T.thisSession}</span>}
                <br />
                <span className="muted">
                  {T.opened(formatDateTime(session.createdAt))} ·{' '}
                  {T.lastSeen(formatRelativeTime(session.lastSeenAt))}
                </span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy}
                  aria-label={T.endSessionOf(session.device)}
                  onClick={() => void end(`/api/account/sessions/${session.id}`, T.sessionEnded)}
                >
                  {T.endSession}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions.data && others.length === 0 && <p className="muted">{T.noOthers}</p>}
      {others.length > 0 && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void end('/api/account/sessions', T.othersEnded)}
        >
          {T.endOthers}
        </button>
      )}
      <FormOutcome outcome={outcome} />
    </section>
  );
}
