import type { ReportedItem } from '@reformas/shared-types';
import { ADMIN_TEXTS, REPORT_TEXTS, formatDateTime } from '@reformas/i18n-es';
import { Link } from '@reformas/web-core';
import { useReportQueue } from '../../api/reports.query';
import { itemPath, publicPageOf } from '../../components/item-links';
import { AdminTable } from '../../components/admin-table';
import { Loaded } from '../../components/load-state';

const T = ADMIN_TEXTS.queue;

// The last column holds each row's links; its header is for screen readers.
const COLUMNS = [
  T.kind,
  T.id,
  T.reports,
  T.reasons,
  T.firstReported,
  T.status,
  <span key="open" className="visually-hidden">
    {T.open}
  </span>,
];

/** 'Denuncias pendientes': the API's queue as it comes (most reported, then oldest, first). */
export function QueueView() {
  const queue = useReportQueue();
  return (
    <section aria-labelledby="queue-title">
      <h2 id="queue-title">{T.title}</h2>
      <Loaded query={queue}>
        {(items) => (
          <AdminTable
            caption={T.caption}
            columns={COLUMNS}
            rows={items}
            row={(item) => <QueueRow key={`${item.targetType}:${item.targetId}`} item={item} />}
            empty={T.empty}
          />
        )}
      </Loaded>
    </section>
  );
}

function QueueRow({ item }: { item: ReportedItem }) {
  const kind = ADMIN_TEXTS.kinds[item.targetType];
  const page = publicPageOf(item.targetType, item.targetId);
  return (
    <tr>
      <td>{kind}</td>
      <td>{item.targetId}</td>
      <td>{item.reports}</td>
      <td>{item.reasons.map((r) => REPORT_TEXTS.reasons[r]).join(', ')}</td>
      <td>{formatDateTime(item.firstReportedAt)}</td>
      <td>{item.hidden ? <span className="admin-tag">{T.hidden}</span> : null}</td>
      <td className="admin-row-links">
        <Link to={itemPath(item.targetType, item.targetId)} aria-label={T.openLabel(kind, item.targetId)}>
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
}
