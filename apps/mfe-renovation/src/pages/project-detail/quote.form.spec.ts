import { addDays, spainToday } from '@reformas/shared-types';
import {
  emptyLine,
  emptyQuoteForm,
  formTotals,
  quoteFormOf,
  toQuoteBody,
  type QuoteFormValues,
} from './quote.form';
import { aQuote } from '@reformas/web-core/testing';

// Read at each use: a run that crosses midnight in Madrid must use the day the form checks against.
const today = () => spainToday();
const filled = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  ...emptyQuoteForm(),
  lines: [emptyLine('Alicatado del baño', '1.234,56'), emptyLine('Fontanería', '500')],
  startDate: addDays(today(), 7),
  durationDays: '10',
  warrantyMonths: '24',
  message: 'Incluye materiales',
  ...overrides,
});

describe('quote form', () => {
  it('starts with one empty line, 21 % VAT and 30 days of validity', () => {
    const form = emptyQuoteForm('2026-11-28');
    expect(form).toMatchObject({ vatRate: '21', validUntil: '2026-12-28', startDate: '' });
    expect(form.lines).toHaveLength(1);
  });

  it('sends amounts typed in euros, with a comma or a dot, as cents', () => {
    const checked = toQuoteBody(filled({ vatRate: '10' }));
    expect(checked).toEqual({
      ok: true,
      body: {
        lines: [
          { concept: 'Alicatado del baño', amountCents: 123456 },
          { concept: 'Fontanería', amountCents: 50000 },
        ],
        vatRate: 10,
        startDate: addDays(today(), 7),
        durationDays: 10,
        validUntil: addDays(today(), 30),
        warrantyMonths: 24,
        message: 'Incluye materiales',
      },
    });
  });

  it('adds up the lines as they are typed, an unreadable amount counting as 0', () => {
    expect(formTotals(filled())).toEqual({ subtotalCents: 173456, vatCents: 36426, totalCents: 209882 });
    expect(formTotals(filled({ lines: [emptyLine('x', 'abc'), emptyLine('y', '10')] })).subtotalCents).toBe(
      1000,
    );
  });

  it("gives the shared schema's Spanish messages per field and per line", () => {
    const checked = toQuoteBody(
      filled({
        lines: [emptyLine('', ''), emptyLine('Pintura', '12,345')],
        startDate: '',
        durationDays: '',
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.lineErrors).toEqual([
      {
        concept: 'Describe cada partida (al menos 2 caracteres)',
        amount: 'El importe de cada partida debe ser mayor que 0',
      },
      { amount: 'Escribe el importe en euros, por ejemplo 1.234,56' },
    ]);
    expect(checked.errors).toMatchObject({
      startDate: 'Indica una fecha de inicio válida',
      durationDays: 'Indica la duración en días',
    });
  });

  // The schema checks the dates against each other once every field is readable.
  it('refuses a start after the validity, and a validity beyond 90 days', () => {
    const late = toQuoteBody(filled({ startDate: addDays(today(), 40) }));
    expect(late.ok).toBe(false);
    if (!late.ok)
      expect(late.errors.startDate).toBe('El inicio no puede ser posterior a la validez del presupuesto');
    const long = toQuoteBody(filled({ validUntil: addDays(today(), 120) }));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors.validUntil).toBe('La validez no puede superar 90 días desde hoy');
  });

  it('fills the form back from a quote sent before, its amounts in euros', () => {
    const form = quoteFormOf(aQuote({ vatRate: 10 }));
    expect(form.lines.map(({ concept, amount }) => ({ concept, amount }))).toEqual([
      { concept: 'Desmontar los muebles', amount: '300' },
      { concept: 'Muebles nuevos e instalación', amount: '700' },
    ]);
    expect(form).toMatchObject({ vatRate: '10', durationDays: '10', warrantyMonths: '24' });
  });
});
