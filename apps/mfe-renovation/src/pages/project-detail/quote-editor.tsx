import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { QUOTE_MAX_LINES, type QuoteBody } from '@reformas/shared-types';
import { formatCents, QUOTE_TEXTS } from '@reformas/i18n-es';
import {
  emptyLine,
  formTotals,
  hasErrors,
  toQuoteBody,
  type QuoteFormErrors,
  type QuoteFormValues,
} from './quote.form';
import { Fact } from '../../components/request-facts';

const T = QUOTE_TEXTS;
const NO_ERRORS: QuoteFormErrors = { lineErrors: [] };

type Props = {
  initial: QuoteFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (body: QuoteBody) => void;
  onCancel?: () => void;
  /** The API's refusal, under the buttons. */
  outcome?: ReactNode;
};

/** An error under its control, named by it (aria-describedby) so a screen reader reads it with the field. */
function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="quote-field-error">
      {text}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type TermName = Exclude<keyof QuoteFormValues, 'lines' | 'vatRate' | 'message'>;

/** The quote's terms, each a native input of its kind: the dates, the days it takes and the months of warranty. */
const TERMS: readonly { name: TermName; input: InputHTMLAttributes<HTMLInputElement> }[] = [
  { name: 'startDate', input: { type: 'date' } },
  { name: 'durationDays', input: { type: 'number', min: 1, max: 730, step: 1, inputMode: 'numeric' } },
  { name: 'validUntil', input: { type: 'date' } },
  { name: 'warrantyMonths', input: { type: 'number', min: 0, max: 120, step: 1, inputMode: 'numeric' } },
];

/** A line's two parts, each a native input: its concept and its amount, typed in euros. */
const LINE_PARTS: readonly { name: 'concept' | 'amount'; input: InputHTMLAttributes<HTMLInputElement> }[] = [
  { name: 'concept', input: { maxLength: 200 } },
  { name: 'amount', input: { inputMode: 'decimal', placeholder: T.amountPlaceholder } },
];

/**
 * The quote's form, native controls only: its lines (concept, amount typed in euros with a comma or a dot), the VAT
 * rate, the dates, the warranty and a message, with the subtotal, VAT and total as they are typed. Checked with the
 * shared schema on submit, then at every change, so an error goes as soon as its field is right.
 */
export function QuoteEditor({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  outcome,
}: Props) {
  const id = useId();
  const [values, setValues] = useState<QuoteFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<QuoteFormErrors>(NO_ERRORS);
  const totals = formTotals(values);

  const change = (next: QuoteFormValues) => {
    setValues(next);
    if (submitted) {
      const checked = toQuoteBody(next);
      setErrors(checked.ok ? NO_ERRORS : checked.errors);
    }
  };
  const set = <K extends keyof QuoteFormValues>(key: K, value: QuoteFormValues[K]) =>
    change({ ...values, [key]: value });
  const setLine = (index: number, part: 'concept' | 'amount', value: string) =>
    set(
      'lines',
      values.lines.map((line, i) => (i === index ? { ...line, [part]: value } : line)),
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const checked = toQuoteBody(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first field in error takes the focus, so the person lands on what to fix.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors(NO_ERRORS);
    onSubmit(checked.body);
  };

  const field = (name: TermName) => ({
    id: `${id}-${name}`,
    className: 'rv-input',
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(errors[name] && `${id}-${name}-error`),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <form className="quote-form" noValidate onSubmit={submit}>
      <fieldset className="quote-lines" aria-describedby={describedBy(errors.lines && `${id}-lines-error`)}>
        <legend>{T.lines}</legend>
        <ol>
          {values.lines.map((line, i) => {
            const lineErrors = errors.lineErrors[i] ?? {};
            const base = `${id}-line-${line.key}`;
            return (
              <li key={line.key} className="quote-item">
                {LINE_PARTS.map(({ name, input }) => (
                  <div key={name} className={`rv-field quote-${name}`}>
                    <label htmlFor={`${base}-${name}`}>
                      {T[name]}
                      <span className="visually-hidden"> ({T.lineN(i + 1)})</span>
                    </label>
                    <input
                      id={`${base}-${name}`}
                      className="rv-input"
                      {...input}
                      value={line[name]}
                      aria-invalid={lineErrors[name] ? true : undefined}
                      aria-describedby={describedBy(lineErrors[name] && `${base}-${name}-error`)}
                      onChange={(e) => setLine(i, name, e.target.value)}
                    />
                    <FieldError id={`${base}-${name}-error`} text={lineErrors[name]} />
                  </div>
                ))}
                {values.lines.length > 1 ? (
                  <button
                    type="button"
                    className="rv-button quote-remove"
                    aria-label={T.removeLine(i + 1)}
                    onClick={() =>
                      change({
                        ...values,
                        lines: values.lines.filter((_, j) => j !== i),
                      })
                    }
                  >
                    ×
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
        <FieldError id={`${id}-lines-error`} text={errors.lines} />
        {values.lines.length < QUOTE_MAX_LINES ? (
          <button
            type="button"
            className="rv-button"
            onClick={() => set('lines', [...values.lines, emptyLine()])}
          >
            {T.addLine}
          </button>
        ) : null}
      </fieldset>

      <fieldset className="quote-vat" aria-describedby={describedBy(errors.vatRate && `${id}-vat-error`)}>
        <legend>{T.vat}</legend>
        {(['21', '10'] as const).map((rate) => (
          <label key={rate} className="quote-choice">
            <input
              type="radio"
              name={`${id}-vat`}
              value={rate}
              checked={values.vatRate === rate}
              onChange={() => set('vatRate', rate)}
            />
            {rate === '21' ? T.vat21 : T.vat10}
          </label>
        ))}
        <FieldError id={`${id}-vat-error`} text={errors.vatRate} />
      </fieldset>

      <div className="quote-grid">
        {TERMS.map(({ name, input }) => (
          <div key={name} className="rv-field">
            <label htmlFor={`${id}-${name}`}>{T[name]}</label>
            <input {...input} {...field(name)} />
            <FieldError id={`${id}-${name}-error`} text={errors[name]} />
          </div>
        ))}
      </div>

      <div className="rv-field">
        <label htmlFor={`${id}-message`}>{T.message}</label>
        <textarea
          id={`${id}-message`}
          className="rv-input"
          rows={4}
          maxLength={2000}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(`${id}-message-help`, errors.message && `${id}-message-error`)}
          onChange={(e) => set('message', e.target.value)}
        />
        <small id={`${id}-message-help`}>{T.messageHelp}</small>
        <FieldError id={`${id}-message-error`} text={errors.message} />
      </div>

      <dl className="quote-totals" aria-live="polite">
        <Fact term={T.subtotal}>{formatCents(totals.subtotalCents)}</Fact>
        <Fact term={T.vatOf(Number(values.vatRate))}>{formatCents(totals.vatCents)}</Fact>
        <Fact term={T.total} className="quote-total">
          {formatCents(totals.totalCents)}
        </Fact>
      </dl>

      {submitted && hasErrors(errors) ? (
        <p className="quote-field-error" role="alert">
          {T.fixErrors}
        </p>
      ) : null}
      {outcome}
      <div className="actions">
        {onCancel ? (
          <button type="button" className="rv-button" onClick={onCancel}>
            {T.cancelEdit}
          </button>
        ) : null}
        <button type="submit" className="rv-button primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
