import { useQuery } from '@tanstack/react-query';
import type { Report } from '@reformas/shared-types';
import { MY_REPORTS_TEXTS as T, REPORT_TARGET_TEXTS, REPORT_TEXTS, formatDate } from '@reformas/i18n-es';

const MY_REPORTS_KEY = ['/api/reports/mine'];

/**
 * 'Mis denuncias': what the person reported and what became of each (docs/decisions.md, "Telling the reporter"),
 * the same decision their e-mail told. The section's id is the anchor that e-mail links to.
 */
export function ReportsSection() {
  const reports = useQuery<Report[]>({ queryKey: MY_REPORTS_KEY });
  return (
    <section id="mis-denuncias" className="card account-section" aria-labelledby="account-reports">
      <h2 id="account-reports">{T.title}</h2>
      <p className="muted">{T.intro}</p>
      {reports.isError && <p role="alert">{T.failed}</p>}
      {reports.isPending && <p role="status">{T.loading}</p>}
      {reports.data?.length === 0 && <p>{T.empty}</p>}
      {reports.data && reports.data.length > 0 && (
        <ul className="account-sessions">
          {reports.data.map((report) => (
            <li key={report.id}>
              <div>
                <strong>
                  {T.item(REPORT_TARGET_TEXTS[report.targetType], REPORT_TEXTS.reasons[report.reason])}
                </strong>
                <br />
                <span className="muted">
                  {T.sent(formatDate(report.createdAt))}
                  {report.decidedAt && ` · ${T.decided(formatDate(report.decidedAt))}`}
                </span>
              </div>
              <span className={`account-report-status account-report-${report.status}`}>
                {T.statuses[report.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
