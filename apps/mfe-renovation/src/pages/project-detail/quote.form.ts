import {
  QUOTE_DEFAULT_VALID_DAYS,
  addDays,
  quoteBodySchema,
  quoteTotals,
  spainToday,
  type Quote,
  type QuoteBody,
} from '@reformas/shared-types';
import { centsToEurosText, parseEurosToCents, QUOTE_TEXTS } from '@reformas/i18n-es';

const T = QUOTE_TEXTS;

/** A line as typed: its amount is text in euros ('1.234,56'); `key` keeps React's rows apart when one is removed. */
export type QuoteLineValues = { key: number; concept: string; amount: string };

/** The form's values as the native controls hold them (text), turned into the API's body by toQuoteBody. */
export type QuoteFormValues = {
  lines: QuoteLineValues[];
  vatRate: '21' | '10';
  startDate: string;
  durationDays: string;
  validUntil: string;
  warrantyMonths: string;
  message: string;
};

type Field = Exclude<keyof QuoteFormValues, 'lines'>;
export type QuoteFormErrors = Partial<Record<Field | 'lines', string>> & {
  lineErrors: { concept?: string; amount?: string }[];
};

let nextKey = 1;
export const emptyLine = (concept = '', amount = ''): QuoteLineValues => ({
  key: nextKey++,
  concept,
  amount,
});

/** A new quote: one empty line, 21 % VAT, valid for 30 days from today in Spain. */
export function emptyQuoteForm(today = spainToday()): QuoteFormValues {
  return {
    lines: [emptyLine()],
    vatRate: '21',
    startDate: '',
    durationDays: '',
    validUntil: addDays(today, QUOTE_DEFAULT_VALID_DAYS),
    warrantyMonths: '',
    message: '',
  };
}

/** A quote sent before, to revise it ('Modificar presupuesto'). */
export function quoteFormOf(quote: Quote): QuoteFormValues {
  return {
    lines: quote.lines.map((line) => emptyLine(line.concept, centsToEurosText(line.amountCents))),
    vatRate: quote.vatRate === 10 ? '10' : '21',
    startDate: quote.startDate,
    durationDays: String(quote.durationDays),
    validUntil: quote.validUntil,
    warrantyMonths: String(quote.warrantyMonths),
    message: quote.message ?? '',
  };
}

const wholeNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const amountOf = (text: string) => (text.trim() === '' ? undefined : parseEurosToCents(text));

/** What the form would send, as the schema reads it (a number, or undefined for an empty box). */
function bodyInput(values: QuoteFormValues) {
  return {
    lines: values.lines.map((line) => ({ concept: line.concept, amountCents: amountOf(line.amount) })),
    vatRate: Number(values.vatRate),
    startDate: values.startDate,
    durationDays: wholeNumber(values.durationDays),
    validUntil: values.validUntil || null,
    warrantyMonths: wholeNumber(values.warrantyMonths),
    message: values.message,
  };
}

/** The live subtotal, VAT and total of the lines typed so far (an amount not yet readable counts as 0). */
export function formTotals(values: QuoteFormValues) {
  const lines = values.lines.map((line) => ({ amountCents: amountOf(line.amount) || 0 }));
  return quoteTotals(lines, Number(values.vatRate));
}

/**
 * The body checked with the shared schema the API applies, or the Spanish errors per field and per line. An amount
 * that is not euros at all ('12,345', 'abc') is told how to write it rather than that it must be above 0.
 */
export function toQuoteBody(
  values: QuoteFormValues,
): { ok: true; body: QuoteBody } | { ok: false; errors: QuoteFormErrors } {
  const parsed = quoteBodySchema.safeParse(bodyInput(values));
  const errors: QuoteFormErrors = { lineErrors: values.lines.map(() => ({})) };
  values.lines.forEach((line, i) => {
    if (line.amount.trim() !== '' && Number.isNaN(parseEurosToCents(line.amount)))
      errors.lineErrors[i] = { amount: T.amountInvalid };
  });
  if (parsed.success && errors.lineErrors.every((e) => !e.amount)) return { ok: true, body: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field, index, part] = issue.path;
    if (field === 'lines' && typeof index === 'number') {
      const line = errors.lineErrors[index];
      if (!line) continue;
      if (part === 'concept') line.concept ??= issue.message;
      else line.amount ??= issue.message;
    } else if (typeof field === 'string') {
      const name = field as Field | 'lines';
      errors[name] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** Whether any field or line has an error. */
export const hasErrors = (errors: QuoteFormErrors) =>
  Object.entries(errors).some(([key, value]) => key !== 'lineErrors' && value) ||
  errors.lineErrors.some((line) => line.concept || line.amount);
