import type { ReportedItem } from '@reformas/shared-types';
import { ADMIN_TEXTS, REPORT_TEXTS, formatDateTime } from '@reformas/i18n-es';
import { Link } from '@reformas/web-core';
import { useReportQueue } from '../../api/reports.query';
import { itemPath, publicPageOf } from '../../components/item-links';
import { LoadFailed, useCodeExpired } from '../../components/load-state';

const T = ADMIN_TEXTS.queue;

/** 'Denuncias pendientes': the API's queue as it comes (most reported, then oldest, first). */
export function QueueView() {
  const queue = useReportQueue();
  useCodeExpired(queue.error);
  return (
    <section aria-labelledby="queue-title">
      <h2 id="queue-title">{T.title}</h2>
      {queue.isPending ? (
        <p role="status">{ADMIN_TEXTS.loading}</p>
      ) : queue.isError ? (
        <LoadFailed onRetry={() => void queue.refetch()} />
      ) : (
        <ReportQueue items={queue.data} />
      )}
    </section>
  );
}

function ReportQueue({ items }: { items: readonly ReportedItem[] }) {
  if (items.length === 0) return <p className="admin-empty">{T.empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{T.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.kind}</th>
            <th scope="col">{T.id}</th>
            <th scope="col">{T.reports}</th>
            <th scope="col">{T.reasons}</th>
            <th scope="col">{T.firstReported}</th>
            <th scope="col">{T.status}</th>
            <th scope="col">
              <span className="admin-visually-hidden">{T.open}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const kind = ADMIN_TEXTS.kinds[item.targetType];
            const page = publicPageOf(item.targetType, item.targetId);
            return (
              <tr key={`${item.targetType}:${item.targetId}`}>
                <td>{kind}</td>
                <td>{item.targetId}</td>
                <td>{item.reports}</td>
                <td>{item.reasons.map((r) => REPORT_TEXTS.reasons[r]).join(', ')}</td>
                <td>{formatDateTime(item.firstReportedAt)}</td>
                <td>{item.hidden ? <span className="admin-tag">{T.hidden}</span> : null}</td>
                <td className="admin-row-links">
                  <Link
                    to={itemPath(item.targetType, item.targetId)}
                    aria-label={T.openLabel(kind, item.targetId)}
                  >
                    {T.open}
                  </Link>
                  {page ? (
                    <a href={page} aria-label={T.publicPageLabel(kind, item.targetId)}>
                      {T.publicPage}
                    </a>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
