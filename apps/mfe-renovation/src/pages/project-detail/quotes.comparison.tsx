import { useState, type ReactNode } from 'react';
import type { Project, Quote } from '@reformas/shared-types';
// Not the package's main entry: that one brings zod and every schema, which this panel does not use.
import { mayTake } from '@reformas/shared-types/quote-process';
import { Link } from '@reformas/web-core';
import { REVIEW_TEXTS, formatCents, formatRating, responseTimeText, QUOTE_TEXTS } from '@reformas/i18n-es';
import { useProjectQuotes } from '../../api/quotes.query';
import { quotePdfUrl, useCompleteProject, useQuoteDecision } from '../../api/quote.mutations';
import { ConfirmDialog } from '@reformas/web-core/ui';
import { QuoteStatusLabel, formatDay } from '../../components/quote-status';
import { quoteActionOutcome } from './quote-action';
import { QuoteLines } from './quote.summary';

const T = QUOTE_TEXTS;

type Decision = 'accept' | 'decline';
type Pending = { quote: Quote; action: Decision } | null;

/** The owner's decisions on an undecided quote, each confirmed in a dialog. */
const DECISIONS: readonly { action: Decision; label: string; className: string }[] = [
  { action: 'accept', label: T.accept, className: 'rv-button primary' },
  { action: 'decline', label: T.decline, className: 'rv-button' },
];

const firmName = (quote: Quote) => quote.firm.companyName || quote.firm.name;

/** One row of the comparison: its name in the sticky first column, then a cell per quote. */
function Row({ label, quotes, cell }: { label: string; quotes: Quote[]; cell: (quote: Quote) => ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {quotes.map((quote) => (
        <td key={quote.id}>{cell(quote)}</td>
      ))}
    </tr>
  );
}

/**
 * 'Presupuestos recibidos (n)' on the owner's request page (issue 33): the quotes side by side, a column each, with
 * what a written quote must show and what helps to choose (the firm's rating and response time, the calculator's
 * estimate), each one's lines, its PDF, and 'Aceptar presupuesto' (confirmed) and 'Rechazar' while undecided; once
 * one is accepted the request is 'Contratada' and 'Trabajo terminado' marks it done.
 */
export function QuotesComparison({ project }: { project: Project }) {
  const quotes = useProjectQuotes(project.id);
  const decision = useQuoteDecision();
  const complete = useCompleteProject();
  const [pending, setPending] = useState<Pending>(null);
  const [completing, setCompleting] = useState(false);
  const headingId = `quotes-${project.id}-title`;
  // Withdrawn quotes are no offer any more: they are neither counted nor compared.
  const shown = (quotes.data ?? []).filter((q) => q.status !== 'withdrawn');
  const decidable = project.status === 'open';

  const decide = ({ quote, action }: NonNullable<Pending>) =>
    decision.mutate(
      { id: quote.id, action },
      quoteActionOutcome(() => setPending(null), action === 'accept' ? T.accepted : T.declined),
    );
  const markDone = () =>
    complete.mutate(
      project.id,
      quoteActionOutcome(() => setCompleting(false), T.completed),
    );

  return (
    <section className="quote-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.received(shown.length)}</h2>
      {project.status === 'hired' ? (
        <div className="quote-hired">
          <p>{T.hiredNote}</p>
          <button type="button" className="rv-button primary" onClick={() => setCompleting(true)}>
            {T.complete}
          </button>
        </div>
      ) : null}
      {quotes.isPending ? (
        <p role="status" className="quote-loading">
          {T.loading}
        </p>
      ) : null}
      {quotes.isError ? (
        <p className="rv-alert" role="alert">
          {T.loadError}
        </p>
      ) : null}
      {quotes.isSuccess && shown.length === 0 ? <p>{T.receivedEmpty}</p> : null}
      {shown.length > 0 ? (
        // A real table, a column per quote, on every screen: a phone scrolls it sideways with the row names kept in
        // the sticky first column, so two offers still sit side by side and each figure keeps its label. Stacked
        // cards would read well alone but lose the comparison this section exists for (issue 33). The scrolling box
        // is focusable and named, so a keyboard can scroll it too.
        <div className="quote-compare" role="region" aria-label={T.compareScroll} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{T.compareCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.firm}</th>
                {shown.map((quote) => (
                  <th scope="col" key={quote.id} id={`quote-${quote.id}-firm`}>
                    {quote.firm.profileId ? (
                      <Link to={`/worker-profiles/${quote.firm.profileId}`}>{firmName(quote)}</Link>
                    ) : (
                      firmName(quote)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row label={T.state} quotes={shown} cell={(q) => <QuoteStatusLabel status={q.status} />} />
              <Row label={T.taxId} quotes={shown} cell={(q) => q.firm.taxId} />
              <Row
                label={T.total}
                quotes={shown}
                cell={(q) => <strong>{formatCents(q.totalCents)}</strong>}
              />
              <Row label={T.vat} quotes={shown} cell={(q) => `${q.vatRate} % · ${formatCents(q.vatCents)}`} />
              <Row label={T.startDate} quotes={shown} cell={(q) => formatDay(q.startDate)} />
              <Row label={T.durationDays} quotes={shown} cell={(q) => T.days(q.durationDays)} />
              <Row label={T.validUntil} quotes={shown} cell={(q) => formatDay(q.validUntil)} />
              <Row
                label={T.warrantyMonths}
                quotes={shown}
                cell={(q) => (q.warrantyMonths > 0 ? T.months(q.warrantyMonths) : T.noWarranty)}
              />
              <Row
                label={T.rating}
                quotes={shown}
                cell={(q) =>
                  q.firm.ratingAverage !== null && q.firm.ratingCount > 0
                    ? REVIEW_TEXTS.averageAndCount(formatRating(q.firm.ratingAverage), q.firm.ratingCount)
                    : REVIEW_TEXTS.noRating
                }
              />
              <Row
                label={T.responseTime}
                quotes={shown}
                cell={(q) =>
                  q.firm.responseMinutes !== null ? responseTimeText(q.firm.responseMinutes) : T.noneYet
                }
              />
              {/* The calculator's estimate is whole euros: shown as the quotes' amounts are, to compare. */}
              {project.estimate ? (
                <tr>
                  <th scope="row">{T.estimate}</th>
                  <td colSpan={shown.length}>{formatCents(project.estimate.total * 100)}</td>
                </tr>
              ) : null}
              <Row
                label={T.partidas}
                quotes={shown}
                cell={(q) => (
                  <details>
                    <summary>{T.showLines}</summary>
                    <QuoteLines quote={q} />
                    {q.message ? <p className="quote-message">{q.message}</p> : null}
                  </details>
                )}
              />
              <Row
                label={T.actions}
                quotes={shown}
                cell={(q) => (
                  <div className="quote-actions">
                    {DECISIONS.filter(({ action }) => decidable && mayTake(action, q.status)).map(
                      ({ action, label, className }) => (
                        <button
                          key={action}
                          type="button"
                          className={className}
                          onClick={() => setPending({ quote: q, action })}
                        >
                          {label}
                          <span className="visually-hidden">{T.ofFirm(firmName(q))}</span>
                        </button>
                      ),
                    )}
                    <a className="rv-button" href={quotePdfUrl(q.id)} download>
                      {T.pdf}
                      <span className="visually-hidden">{T.ofFirm(firmName(q))}</span>
                    </a>
                  </div>
                )}
              />
            </tbody>
          </table>
        </div>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={pending.action === 'accept' ? T.acceptTitle : T.declineTitle}
          confirmLabel={pending.action === 'accept' ? T.acceptConfirm : T.declineConfirm}
          cancelLabel={T.cancel}
          pending={decision.isPending}
          danger={pending.action === 'decline'}
          onConfirm={() => decide(pending)}
          onCancel={() => setPending(null)}
        >
          <p>
            {pending.action === 'accept'
              ? T.acceptBody(firmName(pending.quote), formatCents(pending.quote.totalCents))
              : T.declineBody(firmName(pending.quote))}
          </p>
        </ConfirmDialog>
      ) : null}
      {completing ? (
        <ConfirmDialog
          title={T.completeTitle}
          confirmLabel={T.completeConfirm}
          cancelLabel={T.cancel}
          pending={complete.isPending}
          onConfirm={markDone}
          onCancel={() => setCompleting(false)}
        >
          <p>{T.completeBody}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
