import { useId } from 'react';
import { CLIENT_ERROR_SUMMARY_DEFAULT_MINUTES } from '@reformas/shared-types';
import { ADMIN_TEXTS, formatDateTime } from '@reformas/i18n-es';
import { useSearchParams } from '@reformas/web-core';
import { useClientErrors, useRemoteNames } from '../../api/client-errors.query';
import { AdminTable } from '../../components/admin-table';
import { LoadFailed, Loaded } from '../../components/load-state';

const T = ADMIN_TEXTS.errors;
const PERIODS = [60, 360, 1440];

/** 'Errores por versión': the failure reports of one remote per release; remote and period live in the URL. */
export function ErrorsView() {
  const [search, setSearch] = useSearchParams();
  const remotes = useRemoteNames();
  const remote = search.get('remote') ?? remotes.data?.[0] ?? null;
  const asked = Number(search.get('minutes'));
  const minutes = PERIODS.includes(asked) ? asked : CLIENT_ERROR_SUMMARY_DEFAULT_MINUTES;
  const remoteId = useId();
  const minutesId = useId();
  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };

  return (
    <section aria-labelledby="errors-title">
      <h2 id="errors-title">{T.title}</h2>
      <div className="admin-filters">
        <label htmlFor={remoteId}>{T.remoteLabel}</label>
        <select id={remoteId} value={remote ?? ''} onChange={(e) => choose('remote', e.target.value)}>
          {(remotes.data ?? (remote ? [remote] : [])).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={minutesId}>{T.minutesLabel}</label>
        <select id={minutesId} value={minutes} onChange={(e) => choose('minutes', e.target.value)}>
          {PERIODS.map((m) => (
            <option key={m} value={m}>
              {T.minutes[m]}
            </option>
          ))}
        </select>
      </div>
      {remote ? (
        <ErrorCounts remote={remote} minutes={minutes} />
      ) : remotes.isError ? (
        <LoadFailed onRetry={() => void remotes.refetch()} />
      ) : (
        <p role="status">{ADMIN_TEXTS.loading}</p>
      )}
    </section>
  );
}

function ErrorCounts({ remote, minutes }: { remote: string; minutes: number }) {
  const summary = useClientErrors(remote, minutes);
  return (
    <Loaded query={summary}>
      {({ releases, since }) => (
        <>
          <p>{T.since(formatDateTime(since))}</p>
          <AdminTable
            caption={T.caption(remote)}
            columns={[T.release, T.load, T.render, T.total, T.reporters]}
            rows={releases}
            row={(r) => (
              <tr key={r.release}>
                <td>
                  <code>{r.release}</code>
                </td>
                <td>{r.load}</td>
                <td>{r.render}</td>
                <td>{r.total}</td>
                <td>{r.reporters}</td>
              </tr>
            )}
            empty={T.empty}
          />
        </>
      )}
    </Loaded>
  );
}
