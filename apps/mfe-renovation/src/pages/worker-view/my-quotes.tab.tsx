import { Link, signInPath, useAuthStore, useLocation } from '@reformas/web-core';
import { ACCESS_TEXTS, QUOTE_TEXTS, formatCents, formatDate } from '@reformas/i18n-es';
import { useMyQuotes } from '../../api/quotes.query';
import { QuoteStatusLabel, QuotesNotLoaded, formatDay } from '../../components/quote-status';
import { Fact } from '../../components/request-facts';
import { requestHeading } from '@reformas/web-core/seo';

const T = QUOTE_TEXTS;

/** The list itself, for a signed-in professional: newest first, as the API sends it. */
function MyQuotesList() {
  const quotes = useMyQuotes();
  if (!quotes.isSuccess) return <QuotesNotLoaded failed={quotes.isError} />;
  if (quotes.data.length === 0) return <p className="client-empty">{T.mineEmpty}</p>;
  return (
    <ul className="my-quotes">
      {quotes.data.map((quote) => {
        const titleId = `my-quote-${quote.id}`;
        return (
          <li key={quote.id} className="board-card my-quote">
            <div className="board-card-top">
              <QuoteStatusLabel status={quote.status} />
            </div>
            <h2 id={titleId} className="board-card-title">
              <Link to={`/projects/${quote.projectId}`}>{requestHeading(quote.project)}</Link>
            </h2>
            <dl className="request-facts">
              <Fact term={T.total}>{formatCents(quote.totalCents)}</Fact>
              <Fact term={T.sentOn}>
                <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
              </Fact>
              <Fact term={T.validUntil}>
                <time dateTime={quote.validUntil}>{formatDay(quote.validUntil)}</time>
              </Fact>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Mis presupuestos' in /worker-view (issue 33): each quote the professional has sent, with its request (type and
 * city, linked to its page), total, state, sent date and validity. Native markup only: no antd comes with it.
 */
export default function MyQuotesTab() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  if (status === 'anonymous' || (user && user.userType !== 'professional'))
    return (
      <div className="client-empty">
        <p>{T.mineSignIn}</p>
        {status === 'anonymous' ? (
          <Link
            className="rv-button primary"
            to={signInPath('professional', `${location.pathname}${location.search}`)}
          >
            {ACCESS_TEXTS.dialogAction}
          </Link>
        ) : null}
      </div>
    );
  if (!user)
    return (
      <p role="status" className="quote-loading">
        {T.loading}
      </p>
    );
  return <MyQuotesList />;
}
