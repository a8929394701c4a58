import { useState } from 'react';
import type { ModerationLogEntryView, ReportTargetType } from '@reformas/shared-types';
import { ADMIN_TEXTS, formatDateTime } from '@reformas/i18n-es';
import { Link } from '@reformas/web-core';
import { useHistory } from '../../api/history.query';
import { useModerationAction } from '../../api/act.mutation';
import { publicPageOf } from '../../components/item-links';
import { LoadFailed, useCodeExpired } from '../../components/load-state';
import { ActionForm, actionsFor } from './action.form';

const T = ADMIN_TEXTS.item;

/** One item (or account): its moderation log and the decisions its kind admits. */
export function ItemView({ targetType, targetId }: { targetType: ReportTargetType; targetId: number }) {
  const history = useHistory(targetType, targetId);
  const act = useModerationAction();
  const [done, setDone] = useState<string | null>(null);
  useCodeExpired(history.error);
  const kind = ADMIN_TEXTS.kinds[targetType];
  const page = publicPageOf(targetType, targetId);

  return (
    <section aria-labelledby="item-title">
      <p>
        <Link to="/admin">{T.back}</Link>
      </p>
      <h2 id="item-title">{T.title(kind, targetId)}</h2>
      {page ? (
        <p>
          <a href={page}>{ADMIN_TEXTS.queue.publicPageLabel(kind, targetId)}</a>
        </p>
      ) : null}
      <p role="status" className={done ? 'admin-notice' : 'admin-visually-hidden'}>
        {done}
      </p>
      <h3>{T.actTitle}</h3>
      <ActionForm
        actions={actionsFor(targetType)}
        onSubmit={async (action, reason) => {
          setDone(null);
          await act.mutateAsync({ action, targetType, targetId, reason });
          setDone(T.done(ADMIN_TEXTS.actions[action]));
        }}
      />
      <h3>{T.historyTitle}</h3>
      {history.isPending ? (
        <p role="status">{ADMIN_TEXTS.loading}</p>
      ) : history.isError ? (
        <LoadFailed onRetry={() => void history.refetch()} />
      ) : (
        <HistoryTable entries={history.data} />
      )}
    </section>
  );
}

function HistoryTable({ entries }: { entries: readonly ModerationLogEntryView[] }) {
  if (entries.length === 0) return <p className="admin-empty">{T.historyEmpty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="admin-visually-hidden">{T.historyTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{T.when}</th>
            <th scope="col">{T.who}</th>
            <th scope="col">{T.action}</th>
            <th scope="col">{T.reason}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.createdAt)}</td>
              <td>{T.operator(entry.operatorId)}</td>
              <td>{ADMIN_TEXTS.logged[entry.action]}</td>
              <td className="admin-reason">{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
