import type { Quote } from '@reformas/shared-types';
import { formatCents, QUOTE_TEXTS } from '@reformas/i18n-es';
import { QuoteStatusLabel, formatDay } from '../../components/quote-status';
import { Fact } from '../../components/request-facts';

const T = QUOTE_TEXTS;

/** A quote's lines and totals, as a table: concept and amount, then subtotal, VAT and total. */
export function QuoteLines({ quote, caption }: { quote: Quote; caption?: string }) {
  return (
    <table className="quote-lines-table">
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{T.concept}</th>
          <th scope="col">{T.amount}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, i) => (
          <tr key={i}>
            <td>{line.concept}</td>
            <td className="amount">{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{T.subtotal}</th>
          <td className="amount">{formatCents(quote.subtotalCents)}</td>
        </tr>
        <tr>
          <th scope="row">{T.vatOf(quote.vatRate)}</th>
          <td className="amount">{formatCents(quote.vatCents)}</td>
        </tr>
        <tr className="quote-total">
          <th scope="row">{T.total}</th>
          <td className="amount">{formatCents(quote.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The professional's own quote on a request: its state, lines, totals, dates, warranty and message. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <div className="quote-summary">
      <p>
        {T.state}: <QuoteStatusLabel status={quote.status} />
      </p>
      <QuoteLines quote={quote} />
      <dl className="request-facts">
        <Fact term={T.startDate}>{formatDay(quote.startDate)}</Fact>
        <Fact term={T.durationDays}>{T.days(quote.durationDays)}</Fact>
        <Fact term={T.validUntil}>{formatDay(quote.validUntil)}</Fact>
        <Fact term={T.warrantyMonths}>
          {quote.warrantyMonths > 0 ? T.months(quote.warrantyMonths) : T.noWarranty}
        </Fact>
      </dl>
      {quote.message ? <p className="request-description">{quote.message}</p> : null}
    </div>
  );
}
