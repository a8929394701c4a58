import { useState } from 'react';
import type { ReportTargetType } from '@reformas/shared-types';
import { ADMIN_TEXTS, formatDateTime } from '@reformas/i18n-es';
import { Link } from '@reformas/web-core';
import { useHistory } from '../../api/history.query';
import { useModerationAction } from '../../api/act.mutation';
import { publicPageOf } from '../../components/item-links';
import { AdminTable } from '../../components/admin-table';
import { Loaded } from '../../components/load-state';
import { ActionForm, actionsFor } from './action.form';

const T = ADMIN_TEXTS.item;

/** One item (or account): its moderation log and the decisions its kind admits. */
export function ItemView({ targetType, targetId }: { targetType: ReportTargetType; targetId: number }) {
  const history = useHistory(targetType, targetId);
  const act = useModerationAction();
  const [done, setDone] = useState<string | null>(null);
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
      <p role="status" className={done ? 'admin-notice' : 'visually-hidden'}>
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
      <Loaded query={history}>
        {(entries) => (
          <AdminTable
            caption={T.historyTitle}
            hiddenCaption
            columns={[T.when, T.who, T.action, T.reason]}
            rows={entries}
            row={(entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.createdAt)}</td>
                <td>{T.operator(entry.operatorId)}</td>
                <td>{ADMIN_TEXTS.logged[entry.action]}</td>
                <td className="admin-reason">{entry.reason}</td>
              </tr>
            )}
            empty={T.historyEmpty}
          />
        )}
      </Loaded>
    </section>
  );
}
