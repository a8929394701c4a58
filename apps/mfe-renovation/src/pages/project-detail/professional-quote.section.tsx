import { useState } from 'react';
import { mayTake, type Project, type QuoteBody } from '@reformas/shared-types';
import { ApiHttpError, Link, errorText, notify } from '@reformas/web-core';
import { AntdProvider } from '@reformas/web-core/ui';
import { QUOTE_TEXTS } from '@reformas/i18n-es';
import { useProjectQuotes } from '../../api/quotes.query';
import { quotePdfUrl, useQuoteDecision, useSendQuote, useUpdateQuote } from '../../api/quote.mutations';
import { ConfirmDialog } from '@reformas/web-core/ui';
import { QuotesNotLoaded } from '../../components/quote-status';
import { quoteActionOutcome } from './quote-action';
import { QuoteEditor } from './quote-editor';
import { emptyQuoteForm, quoteFormOf } from './quote.form';
import { QuoteSummary } from './quote.summary';

const T = QUOTE_TEXTS;
const PROFILE_TAB_PATH = '/worker-view?tab=perfil';

/**
 * The API's refusal of a quote: its Spanish message; a missing NIF/CIF (409) or worker profile (403) with the way to
 * the profile form.
 */
function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  const message = errorText(error);
  const missingTaxId =
    error instanceof ApiHttpError &&
    (error.status === 409 || error.status === 403) &&
    /perfil/i.test(message);
  return (
    <p className="rv-alert quote-refusal" role="alert">
      {T.failed(message)}
      {missingTaxId ? (
        <>
          {' '}
          <Link to={PROFILE_TAB_PATH}>{T.taxIdMissingLink}</Link>
        </>
      ) : null}
    </p>
  );
}

/**
 * A professional's part of a request's page (issue 33): 'Enviar presupuesto' while the request is open and they
 * have sent none; once sent, their quote with its state, 'Modificar presupuesto' and 'Retirar presupuesto' until it
 * is decided, and 'Descargar PDF'. Loaded only for a signed-in professional who is not the request's author.
 */
function ProfessionalQuote({ project }: { project: Project }) {
  const quotes = useProjectQuotes(project.id);
  const send = useSendQuote();
  const update = useUpdateQuote();
  const decision = useQuoteDecision();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const headingId = `quote-${project.id}-title`;

  if (!quotes.isSuccess) return <QuotesNotLoaded failed={quotes.isError} />;
  const quote = quotes.data[0];
  if (!quote && project.status !== 'open') return null;

  const sendQuote = (body: QuoteBody) =>
    send.mutate(
      { projectId: project.id, body },
      { onSuccess: () => notify({ type: 'success', title: T.sent }) },
    );
  const saveQuote = (id: number, body: QuoteBody) =>
    update.mutate(
      { id, body },
      {
        onSuccess: () => {
          setEditing(false);
          notify({ type: 'success', title: T.saved });
        },
      },
    );
  const withdraw = (id: number) =>
    decision.mutate(
      { id, action: 'withdraw' },
      quoteActionOutcome(() => setWithdrawing(false), T.withdrawn),
    );

  return (
    <section className="quote-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{quote ? T.yourQuote : T.sendTitle}</h2>
      {!quote ? (
        <>
          <p>{T.sendIntro}</p>
          <QuoteEditor
            initial={emptyQuoteForm()}
            submitLabel={T.send}
            pendingLabel={T.sending}
            pending={send.isPending}
            onSubmit={sendQuote}
            outcome={<Refusal error={send.error} />}
          />
        </>
      ) : editing ? (
        <QuoteEditor
          initial={quoteFormOf(quote)}
          submitLabel={T.save}
          pendingLabel={T.saving}
          pending={update.isPending}
          onSubmit={(body) => saveQuote(quote.id, body)}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
          outcome={<Refusal error={update.error} />}
        />
      ) : (
        <>
          <QuoteSummary quote={quote} />
          <div className="actions">
            {mayTake('revise', quote.status) && project.status === 'open' ? (
              <button type="button" className="rv-button primary" onClick={() => setEditing(true)}>
                {T.edit}
              </button>
            ) : null}
            {mayTake('withdraw', quote.status) ? (
              <button type="button" className="rv-button" onClick={() => setWithdrawing(true)}>
                {T.withdraw}
              </button>
            ) : null}
            <a className="rv-button" href={quotePdfUrl(quote.id)} download>
              {T.pdf}
            </a>
          </div>
        </>
      )}
      {withdrawing && quote ? (
        <ConfirmDialog
          title={T.withdrawTitle}
          confirmLabel={T.withdrawConfirm}
          cancelLabel={T.cancel}
          pending={decision.isPending}
          danger
          onConfirm={() => withdraw(quote.id)}
          onCancel={() => setWithdrawing(false)}
        >
          <p>{T.withdrawBody}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

// Loaded with React.lazy by the request's page (antd's dialog arrives with it), which reads the default export.
export default function ProfessionalQuoteSection({ project }: { project: Project }) {
  return (
    <AntdProvider>
      <ProfessionalQuote project={project} />
    </AntdProvider>
  );
}
