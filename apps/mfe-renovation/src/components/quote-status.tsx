import type { QuoteStatus } from '@reformas/shared-types';
import { formatDate, QUOTE_TEXTS } from '@reformas/i18n-es';

/** A quote's state as a label ('Enviado', 'Visto', 'Aceptado', 'No seleccionado', 'Caducado', 'Retirado'). */
export function QuoteStatusLabel({ status }: { status: QuoteStatus }) {
  return (
    <span className="quote-state" data-state={status}>
      {QUOTE_TEXTS.status[status]}
    </span>
  );
}

/** A day 'YYYY-MM-DD' in Spanish ('10 de diciembre de 2026'), read as that calendar day wherever the browser is. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** What stands in for quotes not here yet: a status while they load, an alert when they could not. */
export function QuotesNotLoaded({ failed }: { failed: boolean }) {
  return (
    <p role={failed ? 'alert' : 'status'} className={failed ? 'rv-alert' : 'quote-loading'}>
      {failed ? QUOTE_TEXTS.loadError : QUOTE_TEXTS.loading}
    </p>
  );
}
