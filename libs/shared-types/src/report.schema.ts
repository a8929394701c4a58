import { z } from './zod-es';
import { idSchema, optionalText } from './common.schema';

// Reports ("Denunciar", docs/decisions.md "Reports"): anyone signed in may flag a request, a professional's or a
// cleaning service's page, a review, a message they received or an account; operators review them.

export const REPORT_TARGET_TYPES = [
  'project',
  'worker_profile',
  'cleaning_service',
  'review',
  'message',
  'user',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'fraud', 'offensive', 'personal_data', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'Indica qué quieres denunciar' }),
  targetId: idSchema,
  reason: z.enum(REPORT_REASONS, { message: 'Elige un motivo de la lista' }),
  details: optionalText(
    REPORT_DETAILS_MAX,
    `Los detalles pueden tener como máximo ${REPORT_DETAILS_MAX} caracteres`,
    {
      multiline: true,
    },
  ),
});
export type CreateReport = z.input<typeof createReportSchema>;

/** A report as its author sees it: what, why, when, and what became of it. */
export const reportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
