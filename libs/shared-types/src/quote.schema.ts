import { z } from './zod-es';
import { text, optionalText } from './common.schema';

// Quotes (presupuestos): a professional's written offer on an open request (docs/decisions.md, "Quotes").
// Amounts are euro cents, whole; the API computes subtotal, VAT and total, the client never sends them.

export const QUOTE_MAX_LINES = 50;
/** 10,000,000 € in cents: no renovation on this site costs more, and a typo of three zeros is caught. */
export const QUOTE_MAX_TOTAL_CENTS = 1_000_000_000;
export const QUOTE_VAT_RATES = [21, 10] as const;
export const QUOTE_DEFAULT_VALID_DAYS = 30;
export const QUOTE_MAX_VALID_DAYS = 90;
export const QUOTE_STATUSES = ['sent', 'viewed', 'accepted', 'not_selected', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** A request's life: on the board, hired through a quote (off the board), the work done, or closed by its author. */
export const PROJECT_STATUSES = ['open', 'hired', 'completed', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Today's date in Spain (Europe/Madrid), 'YYYY-MM-DD': a quote's dates are days there, wherever the code runs. */
export function spainToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
}

/** `date` ('YYYY-MM-DD') plus `days` days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const dateTextSchema = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, message);

const AMOUNT_MESSAGE = 'El importe de cada partida debe ser mayor que 0';
export const quoteLineSchema = z.object({
  concept: text({
    min: 2,
    max: 200,
    message: 'Describe cada partida (al menos 2 caracteres)',
    maxMessage: 'Cada partida puede tener como máximo 200 caracteres',
  }),
  amountCents: z
    .number({ message: AMOUNT_MESSAGE })
    .int('El importe debe estar en céntimos, sin decimales')
    .positive(AMOUNT_MESSAGE)
    .max(QUOTE_MAX_TOTAL_CENTS, 'El total del presupuesto no puede superar 10.000.000 €'),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** Subtotal, VAT (rounded to the cent, half up) and total of a quote's lines. */
export function quoteTotals(lines: readonly { amountCents: number }[], vatRate: number) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const vatCents = Math.round((subtotalCents * vatRate) / 100);
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

/**
 * POST /api/projects/{id}/quotes and PUT /api/quotes/{id} (a revision sends the whole quote again). The dates are
 * days in Spain: the validity from today to 90 days ahead (30 when left out), the start not after the validity.
 */
export const quoteBodySchema = z
  .object({
    lines: z
      .array(quoteLineSchema, { message: 'Añade al menos una partida' })
      .min(1, 'Añade al menos una partida')
      .max(QUOTE_MAX_LINES, `Un presupuesto puede tener como máximo ${QUOTE_MAX_LINES} partidas`),
    vatRate: z.union([z.literal(21), z.literal(10)], {
      message: 'El IVA debe ser del 21 % o del 10 % (obras en vivienda)',
    }),
    startDate: dateTextSchema('Indica una fecha de inicio válida'),
    durationDays: z
      .number({ message: 'Indica la duración en días' })
      .int('La duración debe ser un número entero de días')
      .min(1, 'La duración debe ser de al menos 1 día')
      .max(730, 'La duración no puede superar 730 días'),
    validUntil: dateTextSchema('Indica una fecha de validez válida')
      .nullish()
      .transform((v) => v ?? addDays(spainToday(), QUOTE_DEFAULT_VALID_DAYS)),
    warrantyMonths: z
      .number({ message: 'Indica la garantía en meses' })
      .int('La garantía debe ser un número entero de meses')
      .min(0, 'La garantía no puede ser negativa')
      .max(120, 'La garantía no puede superar 120 meses'),
    message: optionalText(2000, 'El mensaje no puede superar los 2000 caracteres', { multiline: true }),
  })
  .superRefine((quote, ctx) => {
    const today = spainToday();
    if (quote.validUntil < today)
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'La validez no puede ser anterior a hoy',
      });
    else if (quote.validUntil > addDays(today, QUOTE_MAX_VALID_DAYS))
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: `La validez no puede superar ${QUOTE_MAX_VALID_DAYS} días desde hoy`,
      });
    if (quote.startDate < today)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'El inicio no puede ser anterior a hoy' });
    else if (quote.startDate > quote.validUntil)
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'El inicio no puede ser posterior a la validez del presupuesto',
      });
    if (quoteTotals(quote.lines, quote.vatRate).totalCents > QUOTE_MAX_TOTAL_CENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'El total del presupuesto no puede superar 10.000.000 €',
      });
  });
export type QuoteBody = z.input<typeof quoteBodySchema>;

/** The firm that sent a quote, as the request's owner sees it (a written quote must name it and its NIF/CIF). */
export const quoteFirmSchema = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  taxId: z.string(),
  // The public worker profile (/worker-profiles/{id}).
  profileId: z.number().int().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  // Median minutes to a first chat reply (the directories' response time), null with too few.
  responseMinutes: z.number().int().nullable(),
});
export type QuoteFirm = z.infer<typeof quoteFirmSchema>;

/** A quote as the API answers it: to its author and to the request's owner, never to anyone else. */
export const quoteSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  professionalId: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  lines: z.array(quoteLineSchema),
  vatRate: z.union([z.literal(21), z.literal(10)]),
  startDate: z.string(),
  durationDays: z.number().int(),
  validUntil: z.string(),
  warrantyMonths: z.number().int(),
  message: z.string().nullable(),
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  firm: quoteFirmSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  // When the request's owner first opened it ('Visto'), and when it was accepted, not selected or withdrawn.
  viewedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  // The request, in a line: for the professional's 'Mis presupuestos'.
  project: z.object({
    renovationType: z.string(),
    city: z.string(),
    status: z.enum(PROJECT_STATUSES),
  }),
});
export type Quote = z.infer<typeof quoteSchema>;

/** GET /api/quotes: the signed-in professional's quotes, newest first; optionally of one state. */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES, { message: 'Estado de presupuesto no válido' }).optional(),
});
